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

function directoryConditions(filters: DirectoryQuery): SQL {
  const conditions: SQL[] = [isMember];
  // Each word must appear somewhere in the member's search text (served by its trigram index).
  for (const word of words(filters.query ?? "")) conditions.push(sql`${users.searchText} like ${containsPattern(word)}`);
  if (filters.chapterId !== undefined) conditions.push(eq(users.chapterId, filters.chapterId));
  if (filters.userType !== undefined) conditions.push(eq(users.userType, filters.userType));
  if (filters.expertise) {
    // The search text holds the expertise too, so its trigram index narrows the rows first.
    conditions.push(sql`${users.searchText} like ${containsPattern(filters.expertise)}`);
    conditions.push(
      sql`exists (select 1 from unnest(${users.expertiseAreas}) as area where lower(area) like ${containsPattern(filters.expertise)})`,
    );
  }
  return and(...conditions)!;
}

export async function listDirectory(db: DbOrTx, filters: DirectoryQuery): Promise<{ items: PublicUser[]; total: number }> {
  const where = directoryConditions(filters);
  const count = () => db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  // The count rides in the page's statement, uncorrelated so PostgreSQL runs it once (inside it,
  // "users" is the subquery's own table): one round trip and one connection per page.
  const rows = await db
    .select({ ...publicUserColumns, total: sql<number>`(${count()})` })
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

/** Members by name or e-mail, names that start with the text first. */
export async function searchUsers(db: DbOrTx, query: string): Promise<UserSearchResult[]> {
  const terms = words(query);
  const nameAndEmail = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;
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
    })
    .from(users)
    .where(
      and(
        isMember,
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
