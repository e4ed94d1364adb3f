/**
 * The seating rule: a member is seated (joined) in at most one placed roundtable per session. It is
 * one database function (ec_seat_clashes): a placement asks it here, a join and an organizer's add
 * inside ec_join_roundtable. Callers hold the session's lock.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

export type SeatClash = { userId: number; name: string; roundtableId: number; title: string };

/** Members among `userIds` already joined in another roundtable placed in `sessionId`. */
export async function findSeatClashes(
  db: DbOrTx,
  options: { sessionId: number; userIds: number[]; exceptRoundtableId: number },
): Promise<SeatClash[]> {
  if (options.userIds.length === 0) return [];
  // The rule is one database function (server/db/functions/ec_seat_clashes.sql), shared with the join.
  const result = await db.execute<{ user_id: number; first_name: string; last_name: string; roundtable_id: number; title: string }>(sql`
    select user_id, first_name, last_name, roundtable_id, title
    from ec_seat_clashes(${options.sessionId}::int, ${sql.param(options.userIds)}::int[], ${options.exceptRoundtableId}::int)`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    name: `${row.first_name} ${row.last_name}`,
    roundtableId: row.roundtable_id,
    title: row.title,
  }));
}
