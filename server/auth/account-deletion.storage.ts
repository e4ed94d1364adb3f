/**
 * The deletion's rows (account-deletion.service.ts). Its locks are NO KEY UPDATE, not UPDATE: a
 * join at one of the member's roundtables holds that roundtable's row and writes the organizer a
 * notice, whose foreign key takes KEY SHARE on this row; FOR UPDATE would wait on the join while
 * the join waits on the roundtable this deletion locks next (a deadlock).
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

/** Every staff member's row, locked in id order. */
export async function lockStaffRows(tx: DbOrTx): Promise<Array<{ id: number }>> {
  const staff = await tx.execute<{ id: number }>(sql`select id from users where is_staff order by id for no key update`);
  return staff.rows;
}

/** The member's row, locked; undefined when it is gone. */
export async function lockMemberRow(tx: DbOrTx, memberId: number): Promise<{ is_staff: boolean } | undefined> {
  const [own] = (await tx.execute<{ is_staff: boolean }>(sql`select is_staff from users where id = ${memberId} for no key update`)).rows;
  return own;
}

/** The member's row, and with it what hangs from it (the foreign keys cascade). */
export async function deleteMemberRow(tx: DbOrTx, memberId: number): Promise<void> {
  await tx.execute(sql`delete from users where id = ${memberId}`);
}
