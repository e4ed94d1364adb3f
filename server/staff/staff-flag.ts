/** Granting and revoking the staff flag: the command line's only way (npm run staff). */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

export type StaffChange = { email: string; name: string; wasStaff: boolean } | undefined;

/** Sets the flag for the member with this e-mail (any letter case); undefined when no member has it. */
export async function setStaffFlag(db: DbOrTx, email: string, isStaff: boolean): Promise<StaffChange> {
  const result = await db.execute<{ email: string; first_name: string; last_name: string; was_staff: boolean }>(sql`
    update users u set is_staff = ${isStaff}, updated_at = now()
    from (select id, is_staff as was_staff from users where lower(email) = lower(${email.trim()}) for update) before
    where u.id = before.id
    returning u.email, u.first_name, u.last_name, before.was_staff`);
  const row = result.rows[0];
  return row ? { email: row.email, name: `${row.first_name} ${row.last_name}`, wasStaff: row.was_staff } : undefined;
}

export async function listStaff(db: DbOrTx): Promise<Array<{ email: string; name: string }>> {
  const result = await db.execute<{ email: string; first_name: string; last_name: string }>(
    sql`select email, first_name, last_name from users where is_staff order by lower(email)`,
  );
  return result.rows.map((row) => ({ email: row.email, name: `${row.first_name} ${row.last_name}` }));
}

/** What `npm run staff -- <command> [email]` prints, and whether it failed. */
export async function runStaffCommand(db: DbOrTx, args: string[]): Promise<{ ok: boolean; message: string }> {
  const [command, email, ...rest] = args;
  const usage = "Usage: npm run staff -- add EMAIL | remove EMAIL | list";
  if (command === "list" && !email) {
    const staff = await listStaff(db);
    return { ok: true, message: staff.length === 0 ? "No member is staff yet." : staff.map((member) => `${member.email} (${member.name})`).join("\n") };
  }
  if ((command !== "add" && command !== "remove") || !email || rest.length > 0) return { ok: false, message: usage };
  const change = await setStaffFlag(db, email, command === "add");
  if (!change) {
    return { ok: false, message: `No member has the e-mail ${email}. They must register first; nothing was changed.` };
  }
  const who = `${change.name} (${change.email})`;
  if (command === "add") {
    return { ok: true, message: change.wasStaff ? `${who} is already staff.` : `${who} is now staff: the Review page and the staff API are theirs on their next page load.` };
  }
  return { ok: true, message: change.wasStaff ? `${who} is no longer staff.` : `${who} was not staff; nothing changed.` };
}
