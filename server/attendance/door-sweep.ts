/**
 * The door release (docs/product.md, "The day at the table"): every app process sweeps every
 * DOOR_SWEEP_SECONDS (10 by default, at most 30), so a release is made within 30 s of its time.
 * For each roundtable due, one database function releases the seats of members not checked in and offers them to the waitlist in order
 * (ec_door_release); its row lock and door_released_at make exactly one process do it, once, while
 * the others find nothing to do. Held seats whose hold has ended open to walk-ins the same way
 * (ec_door_end_holds). The members concerned get their bell notices from the functions and their
 * mail from the outbox, written in the same transaction.
 */
import { seatInvite } from "../calendar";
import type { AppContext } from "../context";
import { createNotificationMail, type OutboxMail } from "../mail";
import { endDoorHolds, findTableSession, listDoorsDue, releaseDoor } from "./attendance.storage";
import { doorTexts, holdEndedMail, offeredMail, releasedMail } from "./door-notices";
import { clockTime, doorTimes } from "./door-rules";

type SweepContext = Pick<AppContext, "db" | "clock" | "config" | "conventions" | "mailer" | "logger">;

export type SweepResult = { released: Array<{ roundtableId: number; released: number[]; offered: number[] }>; holdsEnded: Array<{ roundtableId: number; userIds: number[] }> };

export function createDoorSweep(ctx: SweepContext) {
  const mail = createNotificationMail(ctx);
  const releaseMinutes = ctx.config.doorReleaseMinutes;

  async function releaseOne(roundtableId: number, now: Date, timeZone: string) {
    const table = await findTableSession(ctx.db, roundtableId);
    if (!table?.session) return undefined;
    const { holdUntil } = doorTimes(table.session, releaseMinutes);
    const holdText = clockTime(holdUntil, timeZone);
    const texts = doorTexts(releaseMinutes, holdText, table.session.room);
    const { change, due } = await ctx.db.transaction(async (tx) => {
      const change = await releaseDoor(tx, {
        roundtableId,
        now,
        releaseMinutes,
        holdUntil,
        releasedMessage: texts.released,
        offeredMessage: texts.offered,
      });
      // The offered seat is theirs now: their mail carries the event for their calendar (docs/mail.md).
      const calendar = change.offered.length > 0 ? await seatInvite(tx, roundtableId) : undefined;
      const mails: OutboxMail[] = [
        { to: change.released, content: releasedMail(roundtableId, table.title, releaseMinutes) },
        { to: change.offered, content: { ...offeredMail(roundtableId, table.title, holdText, table.session!.room), ...(calendar && { calendar }) } },
      ];
      return { change, due: await mail.enqueue(tx, mails.filter((one) => one.to.length > 0)) };
    });
    await mail.kick(due);
    return change;
  }

  async function endHolds(roundtableId: number, now: Date, timeZone: string) {
    const table = await findTableSession(ctx.db, roundtableId);
    if (!table?.session) return [];
    const holdText = clockTime(doorTimes(table.session, releaseMinutes).holdUntil, timeZone);
    const { ended, due } = await ctx.db.transaction(async (tx) => {
      const ended = await endDoorHolds(tx, roundtableId, now, doorTexts(releaseMinutes, holdText, table.session!.room).holdEnded);
      return { ended, due: ended.length > 0 && (await mail.enqueue(tx, [{ to: ended, content: holdEndedMail(roundtableId, table.title, holdText) }])) };
    });
    await mail.kick(due);
    return ended;
  }

  return {
    /** One sweep at the app's clock: what this process released and ended (another process may have done the rest). */
    async sweep(): Promise<SweepResult> {
      const now = ctx.clock.now();
      const due = await listDoorsDue(ctx.db, now, releaseMinutes);
      const result: SweepResult = { released: [], holdsEnded: [] };
      if (due.releases.length === 0 && due.holdsEnded.length === 0) return result;
      const { timeZone } = await ctx.conventions.current(undefined);
      for (const roundtableId of due.releases) {
        const change = await releaseOne(roundtableId, now, timeZone);
        if (change && (change.released.length > 0 || change.offered.length > 0)) result.released.push({ roundtableId, ...change });
      }
      for (const roundtableId of due.holdsEnded) {
        const userIds = await endHolds(roundtableId, now, timeZone);
        if (userIds.length > 0) result.holdsEnded.push({ roundtableId, userIds });
      }
      return result;
    },
  };
}

/** The sweep every app process runs (serve.ts). Returns its stop. */
export function startDoorSweep(ctx: SweepContext): () => void {
  const door = createDoorSweep(ctx);
  let running = false;
  const sweep = () => {
    // A slow sweep is never run twice at once by one process; other processes are kept apart by the database.
    if (running) return;
    running = true;
    void door
      .sweep()
      .catch((error: unknown) => ctx.logger.warn({ err: error }, "could not sweep the doors at the table; the next sweep will"))
      .finally(() => (running = false));
  };
  const timer = setInterval(sweep, ctx.config.doorSweepSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
