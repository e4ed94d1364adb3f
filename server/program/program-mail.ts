/**
 * The e-mail side of a program change (placed, moved, taken off, not selected), in the layout of
 * every notification mail (text and HTML parts, one-click unsubscribe, the member's preference):
 * enqueued in the change's transaction, due at once (docs/mail.md, "The outbox").
 */
import type { CalendarInvite } from "../calendar";
import { roundtableLink, type NotificationMailContent, type OutboxMail } from "../mail";

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

function contentOf(mail: ProgramMail, calendar: CalendarInvite | undefined): NotificationMailContent {
  const link = mail.roundtableId === undefined ? { label: "Open My Roundtables", path: "/my-roundtables" } : roundtableLink(mail.roundtableId);
  return { subject: mail.subject, paragraphs: paragraphsOf(mail.lines), link, ...(calendar && { calendar }) };
}

/**
 * One outbox mail per recipient, due at once: enqueue it in the change's transaction. `invites`
 * (placedInvites or cancelledInvites) gives the members with the event in their calendar its
 * text/calendar part; the others (waiting) get the words only.
 */
export function programMails(
  recipients: ProgramMailRecipient[],
  mailFor: (recipient: ProgramMailRecipient) => ProgramMail,
  invites?: Map<number, CalendarInvite>,
): OutboxMail[] {
  return recipients.map((recipient) => ({ to: [recipient.userId], content: contentOf(mailFor(recipient), invites?.get(recipient.userId)) }));
}
