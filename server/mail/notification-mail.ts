/**
 * Every notification e-mail goes through here: one layout with a plain-text part and a simple,
 * escaped HTML part, and a one-click unsubscribe (RFC 8058: List-Unsubscribe with an http(s) URL
 * plus List-Unsubscribe-Post). It is rendered when the outbox sends it (outbox.ts), so it greets
 * the member as they are then. Members who turned mail off get nothing; the bell has it all.
 */
import { invitationPart, type CalendarInvite } from "../calendar";
import type { AppConfig } from "../env";
import type { MailMessage } from "../lib/mailer";
import type { MailRecipient } from "./mail-recipient.storage";
import { unsubscribeToken, type UnsubscribeKind } from "./unsubscribe-token";

export type { MailRecipient };

export type NotificationMailContent = {
  subject: string;
  /** Plain-text paragraphs; the HTML part escapes them. */
  paragraphs: string[];
  /** A page of the app worth opening, e.g. { label: "Open My Roundtables", path: "/my-roundtables" }. */
  link?: { label: string; path: string };
  /**
   * The event this mail places, moves or cancels in the member's calendar: sent as a text/calendar
   * part (METHOD:REQUEST or CANCEL) written for the recipient when the mail goes (docs/mail.md).
   */
  calendar?: CalendarInvite;
};

/** Where links in mail point (config.appUrl: PUBLIC_URL, required in production). */
export function appBaseUrl(config: Pick<AppConfig, "appUrl">): string {
  return config.appUrl;
}

export function unsubscribeUrl(
  config: Pick<AppConfig, "appUrl" | "unsubscribeSecret">,
  userId: number,
  kind: UnsubscribeKind = "notifications",
): string {
  return `${appBaseUrl(config)}/api/unsubscribe/${unsubscribeToken(userId, config.unsubscribeSecret, kind)}`;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

export function renderNotificationMail(
  recipient: Pick<MailRecipient, "id" | "email" | "firstName">,
  content: NotificationMailContent,
  config: Pick<AppConfig, "appUrl" | "unsubscribeSecret" | "convention" | "mailFrom" | "publicUrl">,
): MailMessage {
  const base = appBaseUrl(config);
  const unsubscribe = unsubscribeUrl(config, recipient.id);
  const link = content.link ? { label: content.link.label, url: `${base}${content.link.path}` } : undefined;
  const signature = `English Convention, ${config.convention.name}`;
  const footer = "You get this e-mail because notification e-mails are on in your profile.";

  const text = [
    `Hello ${recipient.firstName},`,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(link ? [`${link.label}: ${link.url}`, ""] : []),
    signature,
    "",
    "--",
    footer,
    `Stop these e-mails with one click: ${unsubscribe}`,
  ].join("\n");

  const paragraph = (inner: string) => `<p style="margin:0 0 16px">${inner}</p>`;
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#faf7f2;color:#1f1b16;font-family:Georgia,serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e7e0d5;border-radius:8px;padding:24px">',
    paragraph(`Hello ${escapeHtml(recipient.firstName)},`),
    ...content.paragraphs.map((text) => paragraph(escapeHtml(text).replace(/\n/g, "<br>"))),
    link ? paragraph(`<a href="${escapeHtml(link.url)}" style="color:#9b1c31">${escapeHtml(link.label)}</a>`) : "",
    paragraph(escapeHtml(signature)),
    "</div>",
    '<p style="max-width:560px;margin:16px auto 0;font-family:Arial,sans-serif;font-size:13px;color:#5c544a">',
    `${escapeHtml(footer)} <a href="${escapeHtml(unsubscribe)}" style="color:#5c544a">Unsubscribe</a></p>`,
    "</body></html>",
  ].join("\n");

  return {
    to: recipient.email,
    subject: content.subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    // DTSTAMP is when this invitation is written: the real time, not the app's clock.
    ...(content.calendar && { icalEvent: invitationPart(content.calendar, recipient, config, new Date()) }),
  };
}
