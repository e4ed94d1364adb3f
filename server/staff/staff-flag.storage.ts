/**
 * Granting and revoking the staff flag: the command line's way (npm run staff). A member made
 * staff is confirmed and approved with it, so the account works at once; each grant and removal
 * is in the audit log, in the same transaction.
 */
import { sql } from "drizzle-orm";
import type { MembershipStatus } from "@shared/constants";
import type { Db, DbOrTx } from "../db/client";
import { approveMember, recordAudit } from "../members";

export type StaffChange =
  | { email: string; name: string; wasStaff: boolean; approved: boolean; refused?: undefined }
  | { email: string; name: string; refused: "declined" | "suspended" }
  | undefined;

type Locked = { id: number; email: string; first_name: string; last_name: string; is_staff: boolean; membership_status: MembershipStatus };

async function lockByEmail(tx: DbOrTx, email: string): Promise<Locked | undefined> {
  const result = await tx.execute<Locked>(sql`
    select id, email, first_name, last_name, is_staff, membership_status from users
    where lower(email) = lower(${email.trim()}) for update`);
  return result.rows[0];
}

/**
 * Sets the flag for the member with this e-mail (any letter case); undefined when no member has it.
 * A grant confirms the e-mail and approves a waiting member; a declined or suspended member is
 * refused (staff reinstate them first). `actorId`: who acted, null for the operator's command line.
 */
export async function setStaffFlag(db: Db, email: string, isStaff: boolean, actorId: number | null = null): Promise<StaffChange> {
  return db.transaction(async (tx) => {
    const member = await lockByEmail(tx, email);
    if (!member) return undefined;
    const name = `${member.first_name} ${member.last_name}`;
    if (isStaff && (member.membership_status === "declined" || member.membership_status === "suspended")) {
      return { email: member.email, name, refused: member.membership_status };
    }
    await tx.execute(sql`
      update users set is_staff = ${isStaff}, email_confirmed = email_confirmed or ${isStaff}, updated_at = now() where id = ${member.id}`);
    const approved = isStaff && member.membership_status === "pending";
    if (approved) await approveMember(tx, { actorId, memberId: member.id, note: "Made staff" });
    if (member.is_staff !== isStaff) await recordAudit(tx, { actorId, action: isStaff ? "staff.granted" : "staff.removed", memberId: member.id });
    return { email: member.email, name, wasStaff: member.is_staff, approved };
  });
}

export async function listStaff(db: DbOrTx): Promise<Array<{ email: string; name: string }>> {
  const result = await db.execute<{ email: string; first_name: string; last_name: string }>(
    sql`select email, first_name, last_name from users where is_staff order by lower(email)`,
  );
  return result.rows.map((row) => ({ email: row.email, name: `${row.first_name} ${row.last_name}` }));
}

/** What `npm run staff -- <command> [email]` prints, and whether it failed. */
export async function runStaffCommand(db: Db, args: string[]): Promise<{ ok: boolean; message: string }> {
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
  if (change.refused) {
    return { ok: false, message: `${who} is ${change.refused}: reinstate them from the members console first; nothing was changed.` };
  }
  if (command === "add") {
    const approval = change.approved ? "\nTheir membership was waiting: it is approved now, and their e-mail counts as confirmed." : "";
    return {
      ok: true,
      message: `${change.wasStaff ? `${who} is already staff.` : `${who} is now staff: the Review page and the staff API are theirs on their next page load.`}${approval}`,
    };
  }
  return { ok: true, message: change.wasStaff ? `${who} is no longer staff.` : `${who} was not staff; nothing changed.` };
}
