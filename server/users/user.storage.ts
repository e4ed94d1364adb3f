/** SQL for members. Returns plain objects; the password hash leaves only through findCredentialsByEmail and findPasswordHashById. */
import { and, eq, sql } from "drizzle-orm";
import { chapters, participations, roundtables, users } from "@shared/schema";
import type { Approvers, MembershipStatus, UserType } from "@shared/constants";
import type { CurrentUser } from "@shared/types";
import type { DbOrTx } from "../db/client";
import { isUniqueViolation } from "../db/errors";

/** The columns of a member any signed-in member may see, with the chapter joined in; their e-mail is ec_email_for's to give. */
export const publicUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  chapterId: users.chapterId,
  interests: users.interests,
  expertiseAreas: users.expertiseAreas,
  profileImageUrl: users.profileImageUrl,
  // Whether members may write to them through the app (the directory offers the form only then).
  acceptMessages: users.acceptMessages,
  chapter: chapters.name,
  chapterRegion: chapters.region,
  chapterColor: chapters.color,
};

/**
 * Who approves what the member waits for: null when nothing waits (the usual case, which the
 * CASE settles without the subquery); "chapter" when the chapter deciding (the one a change
 * moves them to, else their own) has an approved advisor other than them; "staff" otherwise.
 */
const approversColumn = sql<Approvers | null>`case
  when ${users.id} is null or (${users.membershipStatus} = 'approved' and ${users.pendingChange} is null) then null
  when exists (
    select 1 from users approver
    where approver.chapter_id = coalesce((${users.pendingChange} ->> 'chapterId')::int, ${users.chapterId})
      and ec_is_member(approver) and approver.user_type = 'advisor' and approver.id <> ${users.id}
  ) then 'chapter'
  else 'staff' end`;

/** The signed-in member themselves: their public columns and the flags only they need. */
export const currentUserColumns = {
  ...publicUserColumns,
  email: users.email,
  isStaff: users.isStaff,
  emailNotifications: users.emailNotifications,
  emailConfirmed: users.emailConfirmed,
  membershipStatus: users.membershipStatus,
  pendingChange: users.pendingChange,
  directoryVisibility: users.directoryVisibility,
  shareEmail: users.shareEmail,
  approvers: approversColumn,
};

export async function findCurrentUserById(db: DbOrTx, id: number): Promise<CurrentUser | undefined> {
  const [row] = await db
    .select(currentUserColumns)
    .from(users)
    .leftJoin(chapters, eq(chapters.id, users.chapterId))
    .where(eq(users.id, id));
  return row;
}

export async function findCredentialsByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function findPasswordHashById(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
  return row?.passwordHash;
}

/** The new member's id, or undefined when the e-mail (in any letter case) is taken. */
export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<number | undefined> {
  try {
    const [row] = await db.insert(users).values(values).returning({ id: users.id });
    return row?.id;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

export async function updateUser(db: DbOrTx, id: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Locks the member's row until the transaction ends (a profile edit against concurrent seating). */
export async function lockUser(
  db: DbOrTx,
  id: number,
): Promise<{ userType: UserType; chapterId: number; membershipStatus: MembershipStatus } | undefined> {
  const [row] = await db
    .select({ userType: users.userType, chapterId: users.chapterId, membershipStatus: users.membershipStatus })
    .from(users)
    .where(eq(users.id, id))
    .for("update");
  return row;
}

/** Titles of the roundtables where the member sits or waits whose audience excludes `userType`. */
export async function findSeatsClosedTo(db: DbOrTx, userId: number, userType: UserType): Promise<string[]> {
  const excluded = userType === "student" ? "advisors" : "students";
  const rows = await db
    .select({ title: roundtables.title })
    .from(participations)
    .innerJoin(roundtables, eq(roundtables.id, participations.roundtableId))
    .where(and(eq(participations.userId, userId), eq(roundtables.targetAudience, excluded)))
    .orderBy(roundtables.title);
  return rows.map((row) => row.title);
}

/**
 * Mail turned back on (notification e-mails or members' messages): every unsubscribe link mailed
 * before stops working, so an old or forwarded link can't quietly turn it off again.
 */
export async function retireUnsubscribeLinksWhenMailTurnsOn(
  db: DbOrTx,
  userId: number,
  change: { emailNotifications?: boolean; acceptMessages?: boolean },
): Promise<void> {
  const notifications = change.emailNotifications === true;
  const messages = change.acceptMessages === true;
  if (!notifications && !messages) return;
  // The app's clock, which dates the links too.
  await db
    .update(users)
    .set({ unsubscribeLinksAfter: new Date() })
    .where(
      sql`${users.id} = ${userId} and ((${notifications}::boolean and not ${users.emailNotifications}) or (${messages}::boolean and not ${users.acceptMessages}))`,
    );
}
