/**
 * A program moved to another convention's days (docs/product.md, "Conventions"): each session and
 * its rooms copied, moved by the days between the two first days, at the same local wall-clock
 * time in the new convention's zone (shared/zoned-time.ts). Staff's "create from the last one" and
 * the demo's next convention both copy this way.
 */
import { daysBetween, shiftToLocalTime } from "@shared/zoned-time";
import type { DbOrTx } from "../db/client";
import { insertSession, listSessionsWithRooms } from "./convention-program.storage";

type ConventionDays = { id: number; startDate: string; timeZone: string };

/** Copies `from`'s sessions and rooms into `to`; answers how many sessions were copied. */
export async function copyProgram(tx: DbOrTx, from: ConventionDays, to: ConventionDays): Promise<number> {
  const days = daysBetween(from.startDate, to.startDate);
  const sessions = await listSessionsWithRooms(tx, from.id);
  for (const session of sessions) {
    await insertSession(tx, to.id, {
      name: session.name,
      startsAt: shiftToLocalTime(session.startsAt, from.timeZone, days, to.timeZone),
      endsAt: shiftToLocalTime(session.endsAt, from.timeZone, days, to.timeZone),
      rooms: session.rooms,
    });
  }
  return sessions.length;
}
