/** SQL for the member directory and the user search: one statement per page, its total included. */
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { chapters, users } from "@shared/schema";
import type { PublicUser, UserSearchResult } from "@shared/types";
import type { DirectoryQuery } from "@shared/validators/users";
import type { DbOrTx } from "../db/client";
import { emailFor, shownTo, type EmailReader } from "../db/member-rules";
import { containsPattern, words } from "../lib/search-text";
import { publicUserColumns } from "./user.storage";

/**
 * Who reads a list: chapter-only members show to their own chapter, and each e-mail is the one this
 * reader may read (ec_email_for); `id` null is a reader who is none of the members listed (page-for-readers.ts).
 */
export type Reader = EmailReader & { chapterId: number };

/** The e-mail every member may read, the one shared: a search finds a member by it alone, whoever searches. */
const emailEveryMemberReads = emailFor(users, { id: null, isStaff: false });

// The search text without the e-mail: a word found only in an e-mail not shared doesn't find the member.
const textWithoutEmail = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ec_join_words(${users.interests}) || ' ' || ec_join_words(${users.expertiseAreas}))`;

function wordCondition(word: string): SQL {
  const pattern = containsPattern(word);
  // The trigram index narrows by the full search text first; the second test reads only those rows.
  return sql`(${users.searchText} like ${pattern} and (${emailEveryMemberReads} is not null or ${textWithoutEmail} like ${pattern}))`;
}

function directoryConditions(filters: DirectoryQuery, chapterId: number): SQL | undefined {
  // Only members the reader may find (an account still waiting, refused or suspended is nobody's).
  const conditions: SQL[] = [shownTo(users, chapterId)];
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

export type DirectoryPage = { items: PublicUser[]; total: number };

/** One page as `reader` may see it. */
export async function listDirectory(db: DbOrTx, filters: DirectoryQuery, reader: Reader): Promise<DirectoryPage> {
  const where = directoryConditions(filters, reader.chapterId);
  const count = () => db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  // The count rides in the page's statement, uncorrelated so PostgreSQL runs it once (inside it,
  // "users" is the subquery's own table): one round trip and one connection per page.
  const rows = await db
    .select({ ...publicUserColumns, email: emailFor(users, reader), total: sql<number>`(${count()})` })
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

/** Members by name or shared e-mail, names that start with the text first, as `reader` may see them. */
export async function searchUsers(db: DbOrTx, query: string, reader: Reader): Promise<UserSearchResult[]> {
  const terms = words(query);
  const nameAndEmail = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || coalesce(${emailEveryMemberReads}, ''))`;
  const prefix = `${terms[0]?.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`) ?? ""}%`;
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: emailFor(users, reader),
      profileImageUrl: users.profileImageUrl,
      userType: users.userType,
      chapterId: users.chapterId,
    })
    .from(users)
    .where(
      and(
        shownTo(users, reader.chapterId),
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
