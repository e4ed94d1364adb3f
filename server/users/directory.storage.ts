/** SQL for the member directory and the user search: one statement per page, its total included. */
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { chapters, users } from "@shared/schema";
import type { PublicUser, UserSearchResult } from "@shared/types";
import type { DirectoryQuery } from "@shared/validators/users";
import type { DbOrTx } from "../db/client";
import { containsPattern, words } from "../lib/search-text";
import { publicUserColumns } from "./user.storage";

/** Only members show: an account still waiting (or refused, or suspended) is nobody's to find. */
const isMember = and(eq(users.membershipStatus, "approved"), eq(users.emailConfirmed, true))!;

/** Who reads a list: chapter-only members show to their own chapter; staff and the member see an e-mail not shared. */
export type Reader = { id: number; chapterId: number; isStaff: boolean };

/** A row as stored in the caches: the e-mail still there, with whether its member shares it. */
export type Shareable = { email: string | null; shareEmail: boolean };

// The search text without the e-mail: a word found only in an e-mail not shared doesn't find the member.
const textWithoutEmail = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ec_join_words(${users.interests}) || ' ' || ec_join_words(${users.expertiseAreas}))`;

function visibleTo(chapterId: number): SQL {
  return sql`(${users.directoryVisibility} = 'members' or (${users.directoryVisibility} = 'chapter' and ${users.chapterId} = ${chapterId}))`;
}

function wordCondition(word: string): SQL {
  const pattern = containsPattern(word);
  // The trigram index narrows by the full search text first; the second test reads only those rows.
  return sql`(${users.searchText} like ${pattern} and (${users.shareEmail} or ${textWithoutEmail} like ${pattern}))`;
}

/** Drops the e-mail of a member who doesn't share it, unless the reader is staff or that member. */
export function withEmailFor<T extends Shareable & { id: number }>(rows: T[], reader: Reader): Array<Omit<T, "shareEmail">> {
  return rows.map(({ shareEmail, ...row }) => (shareEmail || reader.isStaff || row.id === reader.id ? row : { ...row, email: null }));
}

function directoryConditions(filters: DirectoryQuery, chapterId: number): SQL | undefined {
  const conditions: SQL[] = [isMember, visibleTo(chapterId)];
  // Each word must appear somewhere in the member's search text (served by its trigram index).
  for (const word of words(filters.query ?? "")) conditions.push(wordCondition(word));
  if (filters.chapterId !== undefined) conditions.push(eq(users.chapterId, filters.chapterId));
  if (filters.userType !== undefined) conditions.push(eq(users.userType, filters.userType));
  if (filters.expertise) {
    // The search text holds the expertise too, so its trigram index narrows the rows first.
    conditions.push(sql`${users.searchText} like ${containsPattern(filters.expertise)}`);
    conditions.push(
      sql`exists (select 1 from unnest(${users.expertiseAreas}) as area where lower(area) like ${containsPattern(filters.expertise)})`,
    );
  }
  return and(...conditions);
}

export type DirectoryPage = { items: Array<PublicUser & Shareable>; total: number };

/** One page as members of `chapterId` may see it, e-mails still in (withEmailFor takes them out per reader). */
export async function listDirectory(db: DbOrTx, filters: DirectoryQuery, chapterId: number): Promise<DirectoryPage> {
  const where = directoryConditions(filters, chapterId);
  const count = () => db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  // The count rides in the page's statement, uncorrelated so PostgreSQL runs it once (inside it,
  // "users" is the subquery's own table): one round trip and one connection per page.
  const rows = await db
    .select({ ...publicUserColumns, shareEmail: users.shareEmail, total: sql<number>`(${count()})` })
    .from(users)
    .leftJoin(chapters, eq(chapters.id, users.chapterId))
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(filters.limit)
    .offset(filters.offset);
  const items = rows.map(({ total: _total, ...member }) => member);
  // Only a page past the end has no row to carry the total.
  const total = rows[0]?.total ?? (filters.offset > 0 ? ((await count())[0]?.total ?? 0) : 0);
  return { items, total };
}

export const USER_SEARCH_LIMIT = 20;

/** Members by name or shared e-mail, names that start with the text first, as members of `chapterId` may see them. */
export async function searchUsers(db: DbOrTx, query: string, chapterId: number): Promise<Array<UserSearchResult & Shareable>> {
  const terms = words(query);
  const sharedEmail = sql`case when ${users.shareEmail} then ${users.email} else '' end`;
  const nameAndEmail = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${sharedEmail})`;
  const prefix = `${terms[0]?.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`) ?? ""}%`;
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      profileImageUrl: users.profileImageUrl,
      userType: users.userType,
      chapterId: users.chapterId,
      shareEmail: users.shareEmail,
    })
    .from(users)
    .where(
      and(
        isMember,
        visibleTo(chapterId),
        ...terms.map((term) => sql`${users.searchText} like ${containsPattern(term)}`),
        ...terms.map((term) => sql`${nameAndEmail} like ${containsPattern(term)}`),
      ),
    )
    .orderBy(
      sql`case when lower(${users.firstName}) like ${prefix} or lower(${users.lastName}) like ${prefix} then 0 else 1 end`,
      asc(users.lastName),
      asc(users.firstName),
      asc(users.id),
    )
    .limit(USER_SEARCH_LIMIT);
}
