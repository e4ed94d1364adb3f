/**
 * A member deleting their account, as the roundtables see it (inside the deletion's transaction):
 * each roundtable they organize passes to its earliest co-organizer, else to its earliest seated
 * participant, else to the first in
 * line (who takes the organizer's seat, as promotion would seat them), and only one nobody else
 * sits at or waits for is deleted; then they leave every seat and line as any member leaves,
 * so waitlists move up and organizers are told. Their co-organizer rows go with their account (the
 * foreign key), and with their seats (ec_co_organizer_seat_gone). The mail is enqueued in the same transaction.
 */
import type { DbOrTx } from "../db/client";
import { notificationMessages, type NotificationMail, type OutboxMail } from "../mail";
import { insertNotifications } from "../notifications";
import { deleteCoOrganizerRow, earliestCoOrganizer } from "./co-organizers.storage";
import { deleteRoundtable, updateRoundtable } from "./roundtable.storage";
import { leaveRoundtable } from "./seat-changes.storage";
import { earliestSeated, organizedBy, placesOf } from "./member-removal.storage";
import { leaveTexts, promotionMail, type Named } from "./seat-notices";
import { lockSessionOf } from "./organizer-lock";
import { deleteParticipationOf, listParticipantUserIds, promoteFromWaitlist } from "./seats.storage";

/**
 * With nobody else seated, the organizer's seat goes to the first in line the promotion would seat
 * (one seated elsewhere in the same session is passed over): they become the heir.
 */
async function firstInLineTakesTheSeat(tx: DbOrTx, roundtable: { id: number; sessionId: number | null }, organizerId: number): Promise<number | undefined> {
  await lockSessionOf(tx, roundtable);
  const seat = await deleteParticipationOf(tx, roundtable.id, organizerId);
  const [promoted] = seat ? await promoteFromWaitlist(tx, roundtable.id, 1) : [];
  return promoted?.userId;
}

/** Resolves true when a mail due now was enqueued: kick the outbox after the commit. */
export async function removeMemberFromRoundtables(tx: DbOrTx, mail: NotificationMail, member: Named & { id: number }): Promise<boolean> {
  const out: OutboxMail[] = [];
  for (const roundtable of await organizedBy(tx, member.id)) {
    const coOrganizer = await earliestCoOrganizer(tx, roundtable.id, member.id);
    const heir =
      coOrganizer ??
      (await earliestSeated(tx, roundtable.id, member.id)) ??
      (await firstInLineTakesTheSeat(tx, roundtable, member.id));
    if (heir !== undefined) {
      // The organizer is neither co-organizer nor invited.
      await deleteCoOrganizerRow(tx, roundtable.id, heir);
      await updateRoundtable(tx, roundtable.id, { organizerId: heir });
      await insertNotifications(tx, [
        { userId: heir, kind: "roundtable_handed_over", message: `You now organize "${roundtable.title}": its organizer deleted their account.`, roundtableId: roundtable.id },
      ]);
      out.push({ to: [heir], content: notificationMessages.handedOver(roundtable.id, roundtable.title, coOrganizer === undefined ? "seated" : "co-organizer") });
      continue;
    }
    const waiting = (await listParticipantUserIds(tx, roundtable.id)).filter((userId) => userId !== member.id);
    out.push({ to: waiting, content: notificationMessages.organizerLeftCancelled(roundtable.title) });
    await deleteRoundtable(tx, roundtable.id);
    await insertNotifications(
      tx,
      waiting.map((userId) => ({
        userId,
        kind: "roundtable_deleted" as const,
        message: `"${roundtable.title}" was cancelled: its organizer deleted their account.`,
        roundtableId: null,
      })),
    );
  }
  // The leave every member has: seats free, the line moves up, the organizer hears of it.
  for (const roundtableId of await placesOf(tx, member.id)) {
    const change = await leaveRoundtable(tx, { roundtableId, userId: member.id, ...leaveTexts(member) });
    out.push(await promotionMail(tx, roundtableId, change.title ?? "", change.promotedUserIds));
  }
  return mail.enqueue(tx, out);
}
