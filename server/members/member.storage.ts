/** SQL for membership: a member's standing, who waits for which approver, and the members console's pages. */
import { and, asc, desc, eq, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { chapters, users, type PendingChange } from "@shared/schema";
import type { MembershipStatus, UserType } from "@shared/constants";
import type { MemberRecord } from "@shared/types";
import type { StaffMembersQuery } from "@shared/validators/members";
import type { DbOrTx } from "../db/client";
import { emailFor, type EmailReader } from "../db/member-rules";
import { containsPattern, words } from "../lib/search-text";

const pendingChapter = alias(chapters, "pending_chapter");

/** The chapter that decides on a member: the one a waiting change moves them to, else their own. */
export const decidingChapterId = sql<number>`coalesce((${users.pendingChange} ->> 'chapterId')::int, ${users.chapterId})`;

const memberRecordColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  chapterId: users.chapterId,
  chapter: chapters.name,
  emailConfirmed: users.emailConfirmed,
  membershipStatus: users.membershipStatus,
  membershipNote: users.membershipNote,
  pendingChange: users.pendingChange,
  pendingChapter: pendingChapter.name,
  isStaff: users.isStaff,
  createdAt: users.createdAt,
};

type Page = { limit: number; offset: number };

/**
 * One page of member records where `where` holds, with the total, in `order`. The e-mails are those
 * `reader` may read: an approver who is not staff (an advisor) reads only those shared, as everywhere
 * else members read about each other (docs/security.md, "Privacy").
 */
async function memberPage(
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  page: Page & { reader: EmailReader },
): Promise<{ items: MemberRecord[]; total: number }> {
  const rows = await db
    .select({ ...memberRecordColumns, email: emailFor(users, page.reader), total: sql<number>`(count(*) over ())::int` })
    .from(users)
    .leftJoin(chapters, eq(chapters.id, users.chapterId))
    .leftJoin(pendingChapter, sql`${pendingChapter.id} = (${users.pendingChange} ->> 'chapterId')::int`)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
    total = counted?.total ?? 0;
  }
  return { items: rows.map(({ total: _total, ...row }) => toRecord(row)), total };
}

function toRecord(row: Omit<MemberRecord, "createdAt"> & { createdAt: Date }): MemberRecord {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function findMemberRecord(db: DbOrTx, id: number, reader: EmailReader): Promise<MemberRecord | undefined> {
  const { items } = await memberPage(db, eq(users.id, id), [asc(users.id)], { limit: 1, offset: 0, reader });
  return items[0];
}

/** Who waits for an approver: confirmed members not yet approved, and approved members with a change. */
const waiting = or(
  and(eq(users.membershipStatus, "pending"), eq(users.emailConfirmed, true)),
  and(eq(users.membershipStatus, "approved"), isNotNull(users.pendingChange)),
);

/** Those waiting, oldest first; for an advisor only those their chapter decides on (never themselves). */
export function listWaiting(db: DbOrTx, options: Page & { chapterId?: number; exceptId?: number; reader: EmailReader }) {
  const conditions = [waiting];
  if (options.chapterId !== undefined) conditions.push(sql`${decidingChapterId} = ${options.chapterId}`);
  if (options.exceptId !== undefined) conditions.push(sql`${users.id} <> ${options.exceptId}`);
  return memberPage(db, and(...conditions), [asc(users.updatedAt), asc(users.id)], options);
}

/** The members console (staff): every member, newest first, filtered. */
export function listMembers(db: DbOrTx, query: StaffMembersQuery, reader: EmailReader) {
  const conditions: SQL[] = [];
  if (query.status === "unconfirmed") conditions.push(eq(users.emailConfirmed, false));
  else if (query.status === "changes") conditions.push(isNotNull(users.pendingChange));
  else if (query.status !== undefined) conditions.push(eq(users.membershipStatus, query.status));
  if (query.chapterId !== undefined) conditions.push(eq(users.chapterId, query.chapterId));
  // Found by the e-mail the reader reads (staff: every one).
  const nameAndEmail = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || coalesce(${emailFor(users, reader)}, ''))`;
  for (const word of words(query.query ?? "")) conditions.push(sql`${nameAndEmail} like ${containsPattern(word)}`);
  return memberPage(db, conditions.length > 0 ? and(...conditions) : undefined, [desc(users.createdAt), desc(users.id)], { ...query, reader });
}

export type MemberStanding = {
  id: number;
  email: string;
  firstName: string;
  userType: UserType;
  chapterId: number;
  emailConfirmed: boolean;
  membershipStatus: MembershipStatus;
  pendingChange: PendingChange | null;
};

/** The member's standing, locked until the transaction ends: two decisions on one member run one after the other. */
export async function lockMemberStanding(tx: DbOrTx, id: number): Promise<MemberStanding | undefined> {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      userType: users.userType,
      chapterId: users.chapterId,
      emailConfirmed: users.emailConfirmed,
      membershipStatus: users.membershipStatus,
      pendingChange: users.pendingChange,
    })
    .from(users)
    .where(eq(users.id, id))
    .for("update");
  return row;
}
