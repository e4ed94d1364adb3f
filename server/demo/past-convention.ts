/**
 * The demo's past convention (docs/product.md, "Conventions"): a share of the demo roundtables moved
 * into a convention before the current one and placed where their members have no other seat in the
 * session. It shows the archive, a member's history and the years on past dates without anyone
 * preparing them by hand. Usually that convention is the one the demo replaced as current
 * (next-convention.ts); a database holding none before the current one gets last year's, with its
 * own program (two sessions a day, four rooms each).
 */
import { shiftDay, zonedInstant } from "@shared/zoned-time";
import type { Db } from "../db/client";
import {
  countConventionSessions,
  findOrInsertPastConvention,
  insertDemoSession,
  listFreeRooms,
  moveRoundtablesToConvention,
  placeFirstFittingProposal,
} from "./demo.storage";

export const PAST_CONVENTION = {
  name: "2025 International English Convention",
  city: "Kansas City",
  startDate: "2025-03-27",
  endDate: "2025-03-30",
  timeZone: "America/Chicago",
};

const SLOTS = [
  { label: "Morning", start: "09:00", end: "10:15" },
  { label: "Afternoon", start: "14:00", end: "15:15" },
];
const ROOMS = ["Salon A", "Salon B", "Salon C", "Salon D"];

export type PastConventionResult = { conventionId: number; sessions: number; roundtables: number; placed: number };

/** "Thursday" for a plain day. */
const weekdayOf = (day: string) => new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));

/** Makes (or finds) last year's convention, with its program, when the database holds none before the current one. */
export async function insertPastConvention(db: Db, roundtableIds: number[]): Promise<PastConventionResult> {
  const conventionId = await db.transaction(async (tx) => {
    const past = PAST_CONVENTION;
    const id = await findOrInsertPastConvention(tx, past);
    if ((await countConventionSessions(tx, id)) === 0) {
      for (let offset = 0; offset <= 3; offset += 1) {
        const day = shiftDay(past.startDate, offset);
        for (const slot of SLOTS) {
          // Local wall-clock times in the convention's zone (shared/zoned-time.ts applies its daylight-saving rules).
          await insertDemoSession(tx, id, {
            name: `${weekdayOf(day)} ${slot.label}`,
            startsAt: zonedInstant(day, slot.start, past.timeZone),
            endsAt: zonedInstant(day, slot.end, past.timeZone),
            rooms: ROOMS,
          });
        }
      }
    }
    return id;
  });
  return fillPastConvention(db, conventionId, roundtableIds);
}

/** Moves `roundtableIds` into the past convention `conventionId` and places what fits in its free rooms. */
export async function fillPastConvention(db: Db, conventionId: number, roundtableIds: number[]): Promise<PastConventionResult> {
  return db.transaction(async (tx) => {
    await moveRoundtablesToConvention(tx, conventionId, roundtableIds);
    let placed = 0;
    for (const room of await listFreeRooms(tx, conventionId)) {
      // A proposal of the past convention none of whose members already sits in this session.
      if (await placeFirstFittingProposal(tx, conventionId, room)) placed += 1;
    }
    return { conventionId, sessions: await countConventionSessions(tx, conventionId), roundtables: roundtableIds.length, placed };
  });
}

/**
 * Every fifth roundtable goes to the past convention, or, given `pastCount`, the last `pastCount`
 * (none with 0): the demo's `past` one, or last year's when the database holds none.
 */
export async function fileDemoPast(db: Db, past: { id: number } | null, roundtableIds: number[], pastCount?: number): Promise<PastConventionResult> {
  const share = pastCount === undefined ? roundtableIds.filter((_, index) => index % 5 === 4) : roundtableIds.slice(roundtableIds.length - Math.min(pastCount, roundtableIds.length));
  return past ? fillPastConvention(db, past.id, share) : insertPastConvention(db, share);
}
