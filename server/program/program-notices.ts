/**
 * The bell side of a program change (placed, moved, taken off, not selected, a session's new
 * times): everyone the roundtable concerns, its organizer, participants and waitlisted members,
 * gets one notification in the change's transaction. The e-mail follows it (program-mail.ts).
 */
import type { DbOrTx } from "../db/client";
import { insertNotifications, type NotificationKind } from "../notifications";
import type { ProgramMailRecipient } from "./program-mail";
import { listProgramRecipients } from "./program.storage";

/** Notifies the roundtable's people (`messageFor` may tell its organizer more) and returns them, for the e-mail. */
export async function notifyProgramChange(
  tx: DbOrTx,
  roundtable: { id: number; organizerId: number },
  kind: NotificationKind,
  messageFor: (isOrganizer: boolean) => string,
): Promise<ProgramMailRecipient[]> {
  const recipients = await listProgramRecipients(tx, roundtable.id);
  await insertNotifications(
    tx,
    recipients.map((recipient) => ({
      userId: recipient.userId,
      kind,
      message: messageFor(recipient.userId === roundtable.organizerId),
      roundtableId: roundtable.id,
    })),
  );
  return recipients;
}

/** "“Title” moved to Sunday, March 29 at 2:30 PM, Bayou Room B.": a staff move and a session's new start say it alike. */
export const movedMessage = (title: string, start: string, room: string | null) => `"${title}" moved to ${start}${room ? `, ${room}` : ""}.`;

/** The last line of every e-mail about a roundtable's time or place. */
export const ADD_TO_CALENDAR_LINE = "Roundtable Details in the app has an Add to calendar action.";
