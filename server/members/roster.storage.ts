/** SQL for the roster: entries written in bulk, and the members an import or a confirmation admits. */
import { sql } from "drizzle-orm";
import type { UserType } from "@shared/constants";
import { rosterEntries, users } from "@shared/schema";
import type { RosterMember } from "@shared/validators/roster";
import type { DbOrTx } from "../db/client";
import type { RosterRow } from "./roster-csv";

export type EntryCounts = { added: number; updated: number; unchanged: number };

/** Adds new e-mails and updates the chapter or role of known ones, in one statement; a row that matches is left as it is. */
export async function upsertRosterEntries(tx: DbOrTx, rows: RosterRow[]): Promise<EntryCounts> {
  const emails = rows.map((row) => row.email);
  const chapterIds = rows.map((row) => row.chapterId);
  const userTypes = rows.map((row) => row.userType);
  const result = await tx.execute<{ inserted: boolean }>(sql`
    insert into ${rosterEntries} (email, chapter_id, user_type)
    select email, chapter_id, user_type
    from unnest(${sql.param(emails)}::text[], ${sql.param(chapterIds)}::int[], ${sql.param(userTypes)}::user_type[]) as given(email, chapter_id, user_type)
    on conflict (lower(email)) do update
      set chapter_id = excluded.chapter_id, user_type = excluded.user_type, updated_at = now()
      where ${rosterEntries.chapterId} is distinct from excluded.chapter_id or ${rosterEntries.userType} is distinct from excluded.user_type
    returning (xmax = 0) as inserted`);
  const added = result.rows.filter((row) => row.inserted).length;
  const updated = result.rows.length - added;
  return { added, updated, unchanged: rows.length - result.rows.length };
}

/** Pending members whose e-mail is on the roster, with the roster's chapter and role, locked for the approval. */
export async function lockPendingOnRoster(tx: DbOrTx, emails: string[]): Promise<RosterMember[]> {
  const result = await tx.execute<{
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    chapter_id: number;
    chapter_name: string;
    user_type: UserType;
    previous_chapter_id: number;
    previous_user_type: UserType;
  }>(sql`
    select u.id, u.first_name, u.last_name, u.email, r.chapter_id, c.name as chapter_name, r.user_type,
      u.chapter_id as previous_chapter_id, u.user_type as previous_user_type
    from ${users} u
    join ${rosterEntries} r on lower(r.email) = lower(u.email)
    join chapters c on c.id = r.chapter_id
    where u.membership_status = 'pending' and lower(u.email) = any(${sql.param(emails.map((email) => email.toLowerCase()))}::text[])
    order by u.id
    for update of u`);
  return result.rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    chapterId: row.chapter_id,
    chapterName: row.chapter_name,
    userType: row.user_type,
    previousChapterId: row.previous_chapter_id,
    previousUserType: row.previous_user_type,
  }));
}

/** The roster's entry for this member's e-mail, when the member is pending. */
export async function findPendingEntry(tx: DbOrTx, userId: number): Promise<RosterMember | undefined> {
  const result = await tx.execute<{ email: string }>(sql`select email from ${users} where id = ${userId}`);
  const email = result.rows[0]?.email;
  if (!email) return undefined;
  const [member] = await lockPendingOnRoster(tx, [email]);
  return member;
}
