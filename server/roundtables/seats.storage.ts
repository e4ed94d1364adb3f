/**
 * SQL for seats and waiting lines, under the roundtable's row lock (roundtable.storage.ts,
 * lockRoundtable): counting and listing participants, taking and giving up a seat, promoting from
 * the waitlist. A member's own join and leave are one statement each (seat-changes.storage.ts).
 */
import { and, eq, sql } from "drizzle-orm";
import { participations } from "@shared/schema";
import type { ParticipationStatus } from "@shared/constants";
import type { RoundtableParticipant } from "@shared/types";
import type { DbOrTx } from "../db/client";
import { queryNamed } from "../db/named-query";
import { iso } from "./lists/row-fields";

export async function countJoined(db: DbOrTx, roundtableId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(participations)
    .where(and(eq(participations.roundtableId, roundtableId), eq(participations.status, "joined")));
  return row?.count ?? 0;
}

/** A named statement: every join runs it. */
export async function insertParticipation(
  db: DbOrTx,
  values: { roundtableId: number; userId: number; status: ParticipationStatus },
): Promise<void> {
  await queryNamed(
    db,
    sql`insert into participations (roundtable_id, user_id, status) values (${values.roundtableId}, ${values.userId}, ${values.status})`,
  );
}

/** Takes the member's seat or place in line; what it was, or undefined when they had none. */
export async function deleteParticipationOf(
  db: DbOrTx,
  roundtableId: number,
  userId: number,
): Promise<{ id: number; status: ParticipationStatus } | undefined> {
  const [row] = await queryNamed<{ id: number; status: ParticipationStatus }>(
    db,
    sql`delete from participations where roundtable_id = ${roundtableId} and user_id = ${userId} returning id, status`,
  );
  return row;
}

/**
 * Moves the earliest waitlisted members onto the free seats; returns who was promoted. A member
 * seated in another roundtable of the same session is skipped and keeps their place in line.
 */
export async function promoteFromWaitlist(db: DbOrTx, roundtableId: number, seats: number) {
  if (seats <= 0) return [];
  // One database function (server/db/functions/ec_promote_from_waitlist.sql), shared with the leave.
  const rows = await queryNamed<{ user_id: number; email: string; first_name: string }>(
    db,
    sql`select user_id, email, first_name from ec_promote_from_waitlist(${roundtableId}::int, ${seats}::int)`,
  );
  return rows.map((row) => ({ userId: row.user_id, email: row.email, firstName: row.first_name }));
}

export async function listParticipantUserIds(db: DbOrTx, roundtableId: number): Promise<number[]> {
  const rows = await db.select({ userId: participations.userId }).from(participations).where(eq(participations.roundtableId, roundtableId));
  return rows.map((row) => row.userId);
}

/**
 * Joined members first, by when they joined, then the waitlist in line order; `userId` narrows it
 * to one member. Each e-mail is the one `readerId` may read (ec_email_for.sql).
 */
export async function listParticipants(db: DbOrTx, roundtableId: number, readerId: number, userId?: number): Promise<RoundtableParticipant[]> {
  const result = await db.execute<{
    id: number;
    status: ParticipationStatus;
    joined_at: Date | string | null;
    user_id: number;
    first_name: string;
    last_name: string;
    email: string | null;
    profile_image_url: string | null;
    user_type: "student" | "advisor";
    chapter_id: number;
    chapter: string | null;
    chapter_color: string | null;
  }>(sql`
    select p.id, p.status, p.joined_at, u.id as user_id, u.first_name, u.last_name,
      ec_email_for(u, ${readerId}, (select is_staff from users where id = ${readerId})) as email,
      u.profile_image_url, u.user_type, u.chapter_id, c.name as chapter, c.color as chapter_color
    from participations p
    join users u on u.id = p.user_id
    left join chapters c on c.id = u.chapter_id
    where p.roundtable_id = ${roundtableId} ${userId === undefined ? sql`` : sql`and p.user_id = ${userId}`}
    order by (p.status = 'joined') desc, p.joined_at, p.id`);
  return result.rows.map((row) => ({
    id: row.id,
    status: row.status,
    joinedAt: iso(row.joined_at),
    user: {
      id: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      profileImageUrl: row.profile_image_url,
      userType: row.user_type,
      chapterId: row.chapter_id,
      chapter: row.chapter,
      chapterColor: row.chapter_color,
    },
  }));
}
