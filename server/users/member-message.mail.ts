/**
 * The e-mail a member's message becomes: the sender's name, chapter and text, replies going to
 * the sender, and how to stop such messages (a line, and a one-click List-Unsubscribe).
 */
import type { AppConfig } from "../env";
import type { MailMessage } from "../lib/mailer";
import { appBaseUrl, escapeHtml, unsubscribeUrl } from "../mail";

export type MessageMail = {
  sender: { firstName: string; lastName: string; email: string; chapter: string };
  recipient: { id: number; email: string; firstName: string };
  subject: string;
  body: string;
};

/**
 * The sender's name as it goes into the Reply-To display name and the subject: without the
 * characters that would let a name pose as an address or a list of them (`<`, `>`, `,`, `;`,
 * quotes, backslashes), so "Eve <boss@society.org>" can't look like someone else writing.
 */
export function nameForHeaders(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.replace(/[<>,;"\\]/g, " ").replace(/\s+/g, " ").trim();
}

export function renderMessageMail(
  { sender, recipient, subject, body }: MessageMail,
  config: Pick<AppConfig, "appUrl" | "unsubscribeSecret" | "convention">,
): MailMessage {
  const senderName = `${sender.firstName} ${sender.lastName}`;
  const headerName = nameForHeaders(sender.firstName, sender.lastName);
  const unsubscribe = unsubscribeUrl(config, recipient.id, "messages");
  const intro = `${senderName} (${sender.chapter}) wrote to you through the English Convention app:`;
  const replyNote = `Reply to this e-mail to answer ${sender.firstName}: your reply goes to their address, and they will see yours.`;
  const stopNote = `You get this e-mail because members may write to you through the app. Turn "Let members write to me through the app" off in your profile (${appBaseUrl(config)}/profile), or stop these messages with one click: ${unsubscribe}`;
  const text = [`Hello ${recipient.firstName},`, "", intro, "", body, "", "--", replyNote, "", stopNote].join("\n");
  const paragraph = (inner: string) => `<p style="margin:0 0 16px">${inner}</p>`;
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#faf7f2;color:#1f1b16;font-family:Georgia,serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e7e0d5;border-radius:8px;padding:24px">',
    paragraph(`Hello ${escapeHtml(recipient.firstName)},`),
    paragraph(escapeHtml(intro)),
    paragraph(escapeHtml(body).replace(/\n/g, "<br>")),
    paragraph(escapeHtml(replyNote)),
    "</div>",
    '<p style="max-width:560px;margin:16px auto 0;font-family:Arial,sans-serif;font-size:13px;color:#5c544a">',
    `${escapeHtml(stopNote.slice(0, stopNote.indexOf(", or stop")))}. <a href="${escapeHtml(unsubscribe)}" style="color:#5c544a">Stop messages from members</a></p>`,
    "</body></html>",
  ].join("\n");
  return {
    to: recipient.email,
    replyTo: `"${headerName}" <${sender.email}>`,
    subject: `${headerName}: ${subject}`,
    text,
    html,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
