/**
 * The e-mail side of a program change (placed, moved, taken off, not selected). Sent after the
 * change commits through the notification mail (text and HTML parts, one-click unsubscribe, the
 * member's preference); a failed message is logged and never undoes the change. The app does not
 * wait for it; a command-line script waits, so it sends before it ends.
 */
import type { AppContext } from "../context";
import { createNotificationMail, roundtableLink } from "../mail";

export type ProgramMailRecipient = { userId: number; email: string; firstName: string; emailNotifications: boolean };
/** `lines` as in a plain-text letter: an empty line ends a paragraph; it links to `roundtableId`'s page. */
export type ProgramMail = { subject: string; lines: string[]; roundtableId?: number };

function paragraphsOf(lines: string[]): string[] {
  const paragraphs: string[][] = [[]];
  for (const line of lines) {
    if (line === "") paragraphs.push([]);
    else paragraphs.at(-1)!.push(line);
  }
  return paragraphs.filter((paragraph) => paragraph.length > 0).map((paragraph) => paragraph.join("\n"));
}

export function sendProgramMail(
  ctx: Pick<AppContext, "mailer" | "logger" | "config">,
  recipients: ProgramMailRecipient[],
  mailFor: (recipient: ProgramMailRecipient) => ProgramMail,
): Promise<void> {
  const byId = new Map(recipients.map((recipient) => [recipient.userId, recipient]));
  return createNotificationMail(ctx).send(
    recipients.map((recipient) => ({ ...recipient, id: recipient.userId })),
    (recipient) => {
      const mail = mailFor(byId.get(recipient.id)!);
      const link = mail.roundtableId === undefined ? { label: "Open My Roundtables", path: "/my-roundtables" } : roundtableLink(mail.roundtableId);
      return { subject: mail.subject, paragraphs: paragraphsOf(mail.lines), link };
    },
  );
}
