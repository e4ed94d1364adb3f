/** SQL for the first staff's setup code: one hashed row, made only while no member is staff, spent by its claim. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

/**
 * Stores `codeHash` as the setup code when no member is staff, unless a code was made in the last
 * ten minutes (the app processes of one start share the first one's code). One statement, so
 * processes starting together agree. Returns whether this code is the one in force.
 */
export async function offerCodeHash(db: DbOrTx, codeHash: string): Promise<"made" | "kept" | "staff-exists"> {
  const result = await db.execute<{ made: boolean; staff: boolean }>(sql`
    with staff as (select exists (select 1 from users where is_staff) as present),
    made as (
      insert into staff_setup_code (id, code_hash, created_at)
      select 1, ${codeHash}, now() from staff where not staff.present
      on conflict (id) do update set code_hash = excluded.code_hash, created_at = excluded.created_at
        where staff_setup_code.created_at < now() - interval '10 minutes'
      returning 1
    )
    select exists (select 1 from made) as made, (select present from staff) as staff`);
  const row = result.rows[0]!;
  if (row.staff) return "staff-exists";
  return row.made ? "made" : "kept";
}

/** The setup code's hash, locked for a claim, and whether anyone is staff already. */
export async function lockSetupCode(tx: DbOrTx): Promise<{ codeHash: string | undefined; staffExists: boolean }> {
  const code = await tx.execute<{ code_hash: string }>(sql`select code_hash from staff_setup_code where id = 1 for update`);
  const staff = await tx.execute<{ present: boolean }>(sql`select exists (select 1 from users where is_staff) as present`);
  return { codeHash: code.rows[0]?.code_hash, staffExists: staff.rows[0]!.present };
}

/** Spends the code: it works once. */
export async function deleteSetupCode(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`delete from staff_setup_code`);
}

/** The claimant becomes staff, their e-mail confirmed: reading the app's log proves more than a mailed code. */
export async function makeConfirmedStaff(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`update users set is_staff = true, email_confirmed = true, updated_at = now() where id = ${userId}`);
}
