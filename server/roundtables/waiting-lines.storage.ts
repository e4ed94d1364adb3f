/** The waiting lines' read (waiting-lines.ts): where a freed seat in a session lets a line move. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { queryNamed } from "../db/named-query";

/** The session's roundtables with a seat free and one of `userIds` in line, by id (one named statement). */
export async function roundtablesToSeat(db: DbOrTx, sessionId: number, userIds: number[]): Promise<number[]> {
  const rows = await queryNamed<{ id: number }>(
    db,
    // Seats are read from roundtable_seats, the per-roundtable summary triggers keep (migration 0005).
    sql`select r.id from roundtables r join roundtable_seats seats on seats.roundtable_id = r.id
      where r.session_id = ${sessionId}::int and seats.participant_count < r.max_participants
        and exists (select 1 from participations w
          where w.roundtable_id = r.id and w.status = 'waitlisted' and w.user_id = any(${sql.param(userIds)}::int[]))
      order by r.id`,
  );
  return rows.map((row) => row.id);
}
