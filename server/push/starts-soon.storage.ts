/** SQL of "starts in 15 minutes": one statement decides, once per roundtable and start, and writes the notices. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { queryNamed } from "../db/named-query";

/**
 * For every placed roundtable whose session starts after `now` and at most `leadMinutes` later,
 * marks (roundtable, start) as told and, in the same statement, writes a `starts_soon` notice with
 * the room to each seated member and the organizer ("starts in 15 minutes", or fewer for a
 * roundtable placed later than that). The mark's primary key makes it once: a
 * second sweep, or another process's at the same moment, finds the mark and writes nothing (its
 * insert waits for the first's commit, then does nothing). A roundtable moved to another start is
 * told again for the new one. Answers how many notices were written.
 */
export async function writeStartsSoonNotices(db: DbOrTx, now: Date, leadMinutes: number): Promise<number> {
  const rows = await queryNamed<{ written: number }>(
    db,
    sql`with due as (
        insert into push_starts_soon (roundtable_id, starts_at)
        select r.id, s.starts_at
        from roundtables r join program_sessions s on s.id = r.session_id
        where r.program_status = 'placed'
          and s.starts_at > ${now.toISOString()}::timestamptz
          and s.starts_at <= ${now.toISOString()}::timestamptz + make_interval(mins => ${leadMinutes}::int)
        on conflict do nothing
        returning roundtable_id, starts_at),
      told as (
        insert into notifications (user_id, kind, message, roundtable_id)
        select who.user_id, 'starts_soon',
          '"' || r.title || '" starts in ' || left_.minutes || case when left_.minutes = 1 then ' minute' else ' minutes' end || ' in ' || room.name || '.', r.id
        from due
          cross join lateral (select ceil(extract(epoch from due.starts_at - ${now.toISOString()}::timestamptz) / 60)::int as minutes) left_
          join roundtables r on r.id = due.roundtable_id
          join program_rooms room on room.id = r.room_id
          cross join lateral (
            select p.user_id from participations p where p.roundtable_id = r.id and p.status = 'joined'
            union
            select r.organizer_id) who
        returning 1)
      select count(*)::int as written from told`,
  );
  return rows[0]?.written ?? 0;
}
