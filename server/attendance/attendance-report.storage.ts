/**
 * Attendance for staff (docs/product.md, "Attendance"): for each placed roundtable, and per chapter
 * of the members, how many were seated, checked in, walked in, took a seat from the waitlist at the
 * door, and did not show. The counts, as the report defines them:
 * - seated: the seats taken before the door (every seat held now that no walk-in's pass and no
 *   offer of the door release gave), plus the no-shows whose seats the door released: the members
 *   who held a seat when the session started, or hold one now when it has not;
 * - checked in: every seat held now that is checked in (walk-ins and seats from the waitlist too);
 * - walk-ins: seats taken at the door by a member's pass, on an open seat;
 * - from waitlist: seats the door release offered to the waitlist, taken (checked in);
 * - no-shows: seats the door released because their member was not checked in (door_no_shows).
 * A no-show who comes late and walks in is counted as both.
 */
import { sql, type SQL } from "drizzle-orm";
import type { AttendanceCounts } from "@shared/types";
import type { DbOrTx } from "../db/client";
import { CHECK_IN_OPENS_MINUTES } from "./door-rules";

export type RoundtableAttendance = AttendanceCounts & { roundtableId: number; title: string; session: string; room: string };
export type ChapterAttendance = AttendanceCounts & { chapter: string | null };
export type AttendanceReport = { roundtables: RoundtableAttendance[]; chapters: ChapterAttendance[] };

type CountRow = { seated: number; checked_in: number; walk_ins: number; from_waitlist: number; no_shows: number };

const counts = (row: CountRow): AttendanceCounts => ({
  seated: row.seated,
  checkedIn: row.checked_in,
  walkIns: row.walk_ins,
  fromWaitlist: row.from_waitlist,
  noShows: row.no_shows,
});

/** One line per seat held now and per no-show, of the placed roundtables `which` picks, with the member's chapter. */
function facts(which: SQL): SQL {
  return sql`
    select p.roundtable_id, u.chapter_id,
      (not p.walk_in and p.door_held_until is null) as seated,
      (p.checked_in_at is not null) as checked_in,
      p.walk_in as walk_in,
      (p.door_held_until is not null and p.checked_in_at is not null) as from_waitlist,
      false as no_show
    from participations p
    join roundtables r on r.id = p.roundtable_id
    join users u on u.id = p.user_id
    where p.status = 'joined' and r.program_status = 'placed' and ${which}
    union all
    select n.roundtable_id, n.chapter_id, true, false, false, false, true
    from door_no_shows n
    join roundtables r on r.id = n.roundtable_id
    where r.program_status = 'placed' and ${which}`;
}

const SUMS = sql`
  count(*) filter (where f.seated)::int as seated,
  count(*) filter (where f.checked_in)::int as checked_in,
  count(*) filter (where f.walk_in)::int as walk_ins,
  count(*) filter (where f.from_waitlist)::int as from_waitlist,
  count(*) filter (where f.no_show)::int as no_shows`;

/** The report of one convention: its placed roundtables by session and room, and its members' chapters by name. */
export async function attendanceReport(db: DbOrTx, conventionId: number): Promise<AttendanceReport> {
  const which = sql`r.convention_id = ${conventionId}::int`;
  const tables = await db.execute<CountRow & { id: number; title: string; session: string; room: string }>(sql`
    with f as (${facts(which)}),
    sums as (select f.roundtable_id, ${SUMS} from f group by f.roundtable_id)
    select r.id, r.title, s.name as session, room.name as room,
      coalesce(sums.seated, 0)::int as seated, coalesce(sums.checked_in, 0)::int as checked_in, coalesce(sums.walk_ins, 0)::int as walk_ins,
      coalesce(sums.from_waitlist, 0)::int as from_waitlist, coalesce(sums.no_shows, 0)::int as no_shows
    from roundtables r
    join program_sessions s on s.id = r.session_id
    join program_rooms room on room.id = r.room_id
    left join sums on sums.roundtable_id = r.id
    where r.program_status = 'placed' and ${which}
    order by s.starts_at, s.id, room.position, room.id`);
  const chapters = await db.execute<CountRow & { chapter: string | null }>(sql`
    with f as (${facts(which)})
    select c.name as chapter, ${SUMS}
    from f left join chapters c on c.id = f.chapter_id
    group by c.name
    order by c.name is null, lower(c.name), c.name`);
  return {
    roundtables: tables.rows.map((row) => ({ roundtableId: row.id, title: row.title, session: row.session, room: row.room, ...counts(row) })),
    chapters: chapters.rows.map((row) => ({ chapter: row.chapter, ...counts(row) })),
  };
}

/**
 * The counts of the placed roundtables among `roundtableIds` whose check-in has opened by `now`
 * (30 minutes before their session starts), for the Review page; the others have none yet.
 */
export async function attendanceOf(db: DbOrTx, roundtableIds: number[], now: Date): Promise<Map<number, AttendanceCounts>> {
  if (roundtableIds.length === 0) return new Map();
  const which = sql`r.id = any(${sql.param(roundtableIds)}::int[])`;
  const result = await db.execute<CountRow & { id: number }>(sql`
    with f as (${facts(which)}),
    sums as (select f.roundtable_id, ${SUMS} from f group by f.roundtable_id)
    select r.id,
      coalesce(sums.seated, 0)::int as seated, coalesce(sums.checked_in, 0)::int as checked_in, coalesce(sums.walk_ins, 0)::int as walk_ins,
      coalesce(sums.from_waitlist, 0)::int as from_waitlist, coalesce(sums.no_shows, 0)::int as no_shows
    from roundtables r
    join program_sessions s on s.id = r.session_id
    left join sums on sums.roundtable_id = r.id
    where r.program_status = 'placed' and ${which}
      and s.starts_at - make_interval(mins => ${CHECK_IN_OPENS_MINUTES}::int) <= ${now.toISOString()}::timestamptz`);
  return new Map(result.rows.map((row) => [row.id, counts(row)]));
}
