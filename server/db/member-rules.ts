/**
 * Drizzle's calls of the database's rules about members, each written once as an inlined SQL
 * function in server/db/functions/: queries built with Drizzle ask them here, raw SQL calls the
 * functions by name. Each takes the member's row: the `users` table of the query.
 */
import { sql, type SQL } from "drizzle-orm";
import type { users } from "@shared/schema";

type MemberRow = typeof users;

/** A member: e-mail confirmed and membership approved (ec_is_member.sql). */
export const isMember = (member: MemberRow): SQL<boolean> => sql<boolean>`ec_is_member(${member})`;

/** A member the reader (of chapter `readerChapterId`) may find: shown to all members, or to the reader's chapter (ec_shown_to.sql). */
export const shownTo = (member: MemberRow, readerChapterId: number): SQL<boolean> => sql<boolean>`ec_shown_to(${member}, ${readerChapterId}::int)`;

/**
 * Who reads a member's e-mail: their id, or null for no member in particular (a page cached for
 * many readers), and whether they are staff, as their own row says.
 */
export type EmailReader = { id: number | null; isStaff: boolean };

/** The member's e-mail as `reader` may read it, else null (ec_email_for.sql). */
export const emailFor = (member: MemberRow, reader: EmailReader): SQL<string | null> =>
  sql<string | null>`ec_email_for(${member}, ${reader.id}::int, ${reader.isStaff}::boolean)`;
