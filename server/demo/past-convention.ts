/**
 * The demo's past convention (docs/product.md, "Conventions"): a share of the demo roundtables moved
 * into a convention before the current one and placed where their members have no other seat in the
 * session. It shows the archive, a member's history and the years on past dates without anyone
 * preparing them by hand. Usually that convention is the one the demo replaced as current
 * (next-convention.ts); a database holding none before the current one gets last year's, with its
 * own program (two sessions a day, four rooms each).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

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

/** Makes (or finds) last year's convention, with its program, when the database holds none before the current one. */
export async function insertPastConvention(db: Db, roundtableIds: number[]): Promise<PastConventionResult> {
  const conventionId = await db.transaction(async (tx) => {
    const past = PAST_CONVENTION;
    let [row] = (await tx.execute<{ id: number }>(sql`select id from conventions where name = ${past.name} and not is_current`)).rows;
    if (!row) {
      [row] = (
        await tx.execute<{ id: number }>(sql`
          insert into conventions (name, city, start_date, end_date, time_zone, is_current)
          values (${past.name}, ${past.city}, ${past.startDate}, ${past.endDate}, ${past.timeZone}, false) returning id`)
      ).rows;
    }
    const id = row!.id;
    const existing = (await tx.execute<{ count: number }>(sql`select count(*)::int as count from program_sessions where convention_id = ${id}`)).rows[0]!.count;
    if (existing === 0) {
      for (let day = 0; day <= 3; day += 1) {
        for (const slot of SLOTS) {
          // Local wall-clock times in the convention's zone; PostgreSQL applies its daylight-saving rules.
          const inserted = await tx.execute<{ id: number }>(sql`
            insert into program_sessions (convention_id, name, starts_at, ends_at)
            select ${id}, to_char(d, 'FMDay') || ' ' || ${slot.label},
              (d + ${slot.start}::time) at time zone ${past.timeZone}, (d + ${slot.end}::time) at time zone ${past.timeZone}
            from (select ${past.startDate}::date + ${day}::int as d) as day
            returning id`);
          for (const [position, room] of ROOMS.entries()) {
            await tx.execute(sql`insert into program_rooms (session_id, name, position) values (${inserted.rows[0]!.id}, ${room}, ${position})`);
          }
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
    await tx.execute(sql`update roundtables set convention_id = ${conventionId} where id = any(${`{${roundtableIds.join(",")}}`}::int[])`);
    const rooms = await tx.execute<{ session_id: number; room_id: number; starts_at: Date | string }>(sql`
      select s.id as session_id, pr.id as room_id, s.starts_at from program_sessions s join program_rooms pr on pr.session_id = s.id
      where s.convention_id = ${conventionId} and not exists (select 1 from roundtables held where held.room_id = pr.id)
      order by s.starts_at, pr.position`);
    let placed = 0;
    for (const room of rooms.rows) {
      // A proposal of the past convention none of whose members already sits in this session.
      const result = await tx.execute(sql`
        update roundtables set program_status = 'placed', session_id = ${room.session_id}, room_id = ${room.room_id},
          scheduled_date = ${new Date(room.starts_at).toISOString()}
        where id = (
          select r.id from roundtables r
          where r.convention_id = ${conventionId} and r.program_status = 'proposed'
            and not exists (
              select 1 from participations mine join participations other on other.user_id = mine.user_id
              join roundtables elsewhere on elsewhere.id = other.roundtable_id
              where mine.roundtable_id = r.id and elsewhere.session_id = ${room.session_id})
          order by r.id limit 1)`);
      placed += result.rowCount ?? 0;
    }
    return { conventionId, sessions: (await tx.execute<{ count: number }>(sql`select count(*)::int as count from program_sessions where convention_id = ${conventionId}`)).rows[0]!.count, roundtables: roundtableIds.length, placed };
  });
}

/** Every fifth roundtable goes to the past convention: the demo's `past` one, or last year's when the database holds none. */
export async function fileDemoPast(db: Db, past: { id: number } | null, roundtableIds: number[]): Promise<PastConventionResult> {
  const share = roundtableIds.filter((_, index) => index % 5 === 4);
  return past ? fillPastConvention(db, past.id, share) : insertPastConvention(db, share);
}
