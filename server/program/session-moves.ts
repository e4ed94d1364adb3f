/**
 * When a reload of the sessions file gives a session new times, the roundtables placed in it move
 * with it, and everyone they concern (organizer, participants, waitlisted members) is told as for
 * a staff move: a bell notification and an e-mail (through the mail outbox) in the file's transaction.
 * Their calendar sequence rises, so calendar apps replace the event they hold.
 */
import type { AppContext } from "../context";
import type { DbOrTx } from "../db/client";
import { describeStart, describeTime, readCurrentDays } from "../convention";
import { placedInvites, type CalendarInvite } from "../calendar";
import { createNotificationMail, enqueueDueMail } from "../mail";
import { programMails, type ProgramMail, type ProgramMailRecipient } from "./program-mail";
import { ADD_TO_CALENDAR_LINE, movedMessage, notifyProgramChange } from "./program-notices";
import { moveRoundtablesToSessionStart } from "./program.storage";

export type SessionTimes = { id: number; name: string; startsAt: Date; endsAt: Date; startMoved: boolean };
/** What one moved roundtable's people are e-mailed (enqueued in the load, sent once it commits). */
export type RoundtableMoveNotice = { roundtableId: number; recipients: ProgramMailRecipient[]; mail: ProgramMail };

/** Moves the session's roundtables to its new times and tells their people (bell and outbox). Call in the load's transaction. */
export async function moveSessionRoundtables(tx: DbOrTx, session: SessionTimes, timeZone: string): Promise<RoundtableMoveNotice[]> {
  const moved = await moveRoundtablesToSessionStart(tx, session);

  const start = describeStart(session.startsAt, timeZone, await readCurrentDays(tx));
  const end = describeTime(session.endsAt, timeZone);
  const notices: RoundtableMoveNotice[] = [];
  const invites = new Map<number, Map<number, CalendarInvite>>();
  for (const roundtable of moved.sort((a, b) => a.id - b.id)) {
    const message = session.startMoved ? movedMessage(roundtable.title, start, roundtable.room) : `"${roundtable.title}" now ends at ${end}.`;
    const recipients = await notifyProgramChange(tx, { id: roundtable.id, organizerId: roundtable.organizer_id }, "program_moved", () => message);
    invites.set(roundtable.id, await placedInvites(tx, roundtable.id));
    notices.push({
      roundtableId: roundtable.id,
      recipients,
      mail: {
        roundtableId: roundtable.id,
        subject: session.startMoved ? `"${roundtable.title}" moved` : `"${roundtable.title}" now ends at ${end}`,
        lines: [
          `The convention's session "${session.name}", which holds the roundtable "${roundtable.title}", has new times.`,
          "",
          `When: ${start} to ${end} (${timeZone})`,
          ...(roundtable.room ? [`Where: ${roundtable.room}`] : []),
          `Session: ${session.name}`,
          "",
          ADD_TO_CALENDAR_LINE,
        ],
      },
    });
  }
  await enqueueDueMail(tx, notices.flatMap((notice) => programMails(notice.recipients, () => notice.mail, invites.get(notice.roundtableId))));
  return notices;
}

/** Sends the e-mails a committed load enqueued; resolves once each is sent or logged as failed. */
export async function mailRoundtableMoves(ctx: Pick<AppContext, "db" | "mailer" | "logger" | "config">, notices: RoundtableMoveNotice[]): Promise<void> {
  if (notices.length === 0) return;
  await createNotificationMail(ctx)
    .sweep()
    .catch((error: unknown) => ctx.logger.warn({ err: error }, "could not send the moved roundtables' mail; the app's sweep will"));
}
