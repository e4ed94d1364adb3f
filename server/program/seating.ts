/**
 * The seating rule: a member is seated (joined) in at most one placed roundtable per session.
 * Joining, adding, placing and promoting all ask here; callers hold the session's lock.
 */
import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

export type SeatClash = { userId: number; name: string; roundtableId: number; title: string };

/** Members among `userIds` already joined in another roundtable placed in `sessionId`. */
export async function findSeatClashes(
  db: DbOrTx,
  options: { sessionId: number; userIds: number[]; exceptRoundtableId: number },
): Promise<SeatClash[]> {
  if (options.userIds.length === 0) return [];
  const result = await db.execute<{ user_id: number; first_name: string; last_name: string; roundtable_id: number; title: string }>(sql`
    select u.id as user_id, u.first_name, u.last_name, other.id as roundtable_id, other.title
    from participations p
    join roundtables other on other.id = p.roundtable_id
    join users u on u.id = p.user_id
    where other.session_id = ${options.sessionId} and other.id <> ${options.exceptRoundtableId}
      and p.status = 'joined'
      and p.user_id in (${sql.join(options.userIds.map((id) => sql`${id}`), sql`, `)})
    order by other.id, u.last_name, u.first_name, u.id`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    name: `${row.first_name} ${row.last_name}`,
    roundtableId: row.roundtable_id,
    title: row.title,
  }));
}

/**
 * A condition over a participation row's user (the SQL expression `userId`): true when that
 * member is joined in another roundtable placed in the same session as `roundtableId`.
 * Promotion from a waitlist skips such members; they keep their place in line.
 */
export function seatedElsewhereAtSameTime(userId: SQL, roundtableId: number): SQL {
  return sql`exists (
    select 1 from roundtables here
    join roundtables other on other.session_id = here.session_id and other.id <> here.id
    join participations op on op.roundtable_id = other.id and op.status = 'joined'
    where here.id = ${roundtableId} and op.user_id = ${userId})`;
}
