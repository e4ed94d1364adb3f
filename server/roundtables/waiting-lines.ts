/**
 * A member in line for a roundtable on the program is passed over while they hold a seat at
 * another roundtable of the same session (ec_promote_from_waitlist). When that seat goes (they
 * leave it or are removed, its roundtable is deleted or leaves the session), every roundtable of
 * the session where they wait with a seat free seats its line again, as a freed seat would: in
 * line order, with the same bell notice and e-mail. Otherwise the seat would stay empty until
 * another seat there opened, or the organizer seated the line by hand.
 *
 * It runs once the change has committed, one transaction per roundtable taking the locks in the
 * usual order (the roundtable, then its session), so it can't deadlock with joins and leaves. It
 * never fails the request that freed the seat: an error is logged, and the organizer can still
 * seat the line by hand.
 */
import type { AppContext } from "../context";
import { createNotificationMail } from "../mail";
import { insertNotifications } from "../notifications";
import { lockSession } from "../program";
import { lockRoundtable } from "./roundtable.storage";
import { promotionMail, promotionNotices } from "./seat-notices";
import { countJoined, promoteFromWaitlist } from "./seats.storage";
import { roundtablesToSeat } from "./waiting-lines.storage";

/** The seats members gave up in a session (none when the roundtable was not on the program). */
export type FreedSeats = { sessionId: number | null; userIds: number[] };

export function createWaitingLines(ctx: Pick<AppContext, "db" | "logger" | "config" | "mailer">) {
  const { db, logger } = ctx;
  const mail = createNotificationMail(ctx);

  async function seatLine(roundtableId: number, sessionId: number) {
    const due = await db.transaction(async (tx) => {
      const roundtable = await lockRoundtable(tx, roundtableId);
      // Deleted or moved to another session since it was found: nothing of this session to seat.
      if (!roundtable || roundtable.sessionId !== sessionId) return false;
      await lockSession(tx, sessionId);
      const promotedNow = await promoteFromWaitlist(tx, roundtableId, roundtable.maxParticipants - (await countJoined(tx, roundtableId)));
      await insertNotifications(tx, promotionNotices(promotedNow, roundtable));
      return mail.enqueue(tx, [await promotionMail(tx, roundtableId, roundtable.title, promotedNow.map((member) => member.userId))]);
    });
    await mail.kick(due);
  }

  return {
    /** Seats the lines the freed seats unblock; call after the change that freed them has committed. */
    async seatAfterSeatsFreed({ sessionId, userIds }: FreedSeats): Promise<void> {
      if (sessionId === null || userIds.length === 0) return;
      try {
        for (const roundtableId of await roundtablesToSeat(db, sessionId, userIds)) await seatLine(roundtableId, sessionId);
      } catch (error) {
        logger.error({ err: error, sessionId, userIds }, "could not seat the waitlists a freed seat unblocked");
      }
    },
  };
}

export type WaitingLines = ReturnType<typeof createWaitingLines>;
