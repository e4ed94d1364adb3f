/**
 * The reads of a member's removal (member-removal.ts): the roundtables they organize, locked in id
 * order; who sits earliest at one; every roundtable where they have a seat or a place in line.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

export async function organizedBy(tx: DbOrTx, userId: number) {
  const result = await tx.execute<{ id: number; title: string; sessionId: number | null }>(
    sql`select id, title, session_id as "sessionId" from roundtables where organizer_id = ${userId} order by id for update`,
  );
  return result.rows;
}

export async function earliestSeated(tx: DbOrTx, roundtableId: number, besides: number): Promise<number | undefined> {
  const result = await tx.execute<{ user_id: number }>(
    sql`select user_id from participations where roundtable_id = ${roundtableId} and status = 'joined' and user_id <> ${besides}
        order by joined_at, id limit 1`,
  );
  return result.rows[0]?.user_id;
}

export async function placesOf(tx: DbOrTx, userId: number): Promise<number[]> {
  const result = await tx.execute<{ roundtable_id: number }>(sql`select roundtable_id from participations where user_id = ${userId} order by roundtable_id`);
  return result.rows.map((row) => row.roundtable_id);
}
