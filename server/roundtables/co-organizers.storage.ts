/**
 * SQL for a roundtable's co-organizers and invitations (docs/product.md, "Co-organizers"). Callers
 * hold the roundtable's row lock (organizer-lock.ts), so counting and writing can't interleave.
 */
import { and, eq, sql } from "drizzle-orm";
import { roundtableCoOrganizers } from "@shared/schema";
import type { CoOrganizerStatus, ParticipationStatus } from "@shared/constants";
import type { DbOrTx } from "../db/client";

/** The member's row at this roundtable (an invitation or their role), if any. */
export async function findCoOrganizerRow(db: DbOrTx, roundtableId: number, userId: number): Promise<{ status: CoOrganizerStatus } | undefined> {
  const [row] = await db
    .select({ status: roundtableCoOrganizers.status })
    .from(roundtableCoOrganizers)
    .where(and(eq(roundtableCoOrganizers.roundtableId, roundtableId), eq(roundtableCoOrganizers.userId, userId)));
  return row;
}

/** Co-organizers and invitations together: the number the limit counts. */
export async function countCoOrganizerRows(db: DbOrTx, roundtableId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(roundtableCoOrganizers)
    .where(eq(roundtableCoOrganizers.roundtableId, roundtableId));
  return row?.count ?? 0;
}

export async function insertInvitation(db: DbOrTx, roundtableId: number, userId: number): Promise<void> {
  await db.insert(roundtableCoOrganizers).values({ roundtableId, userId, status: "pending" });
}

/** An answer, or the old organizer made a co-organizer at a hand-over (a row written or replaced). */
export async function setCoOrganizerStatus(db: DbOrTx, roundtableId: number, userId: number, status: CoOrganizerStatus): Promise<void> {
  await db
    .insert(roundtableCoOrganizers)
    .values({ roundtableId, userId, status, answeredAt: sql`now()` })
    .onConflictDoUpdate({
      target: [roundtableCoOrganizers.roundtableId, roundtableCoOrganizers.userId],
      set: { status, answeredAt: sql`now()` },
    });
}

/** Resolves true when there was a row to delete. */
export async function deleteCoOrganizerRow(db: DbOrTx, roundtableId: number, userId: number): Promise<boolean> {
  const deleted = await db
    .delete(roundtableCoOrganizers)
    .where(and(eq(roundtableCoOrganizers.roundtableId, roundtableId), eq(roundtableCoOrganizers.userId, userId)))
    .returning({ userId: roundtableCoOrganizers.userId });
  return deleted.length > 0;
}

/** The member's seat or place in line at the roundtable, if any. */
export async function participationStatusOf(db: DbOrTx, roundtableId: number, userId: number): Promise<ParticipationStatus | undefined> {
  const result = await db.execute<{ status: ParticipationStatus }>(
    sql`select status from participations where roundtable_id = ${roundtableId} and user_id = ${userId}`,
  );
  return result.rows[0]?.status;
}

/** The member's unread notices of an invitation to this roundtable are answered: they are marked read. */
export async function markInvitationNoticesRead(db: DbOrTx, roundtableId: number, userId: number): Promise<void> {
  await db.execute(
    sql`update notifications set read_at = now()
        where user_id = ${userId} and roundtable_id = ${roundtableId} and kind = 'co_organizer_invited' and read_at is null`,
  );
}

/** The earliest co-organizer (who inherits first when the organizer's account goes). */
export async function earliestCoOrganizer(db: DbOrTx, roundtableId: number, besides: number): Promise<number | undefined> {
  const result = await db.execute<{ user_id: number }>(
    sql`select user_id from roundtable_co_organizers
        where roundtable_id = ${roundtableId} and status = 'accepted' and user_id <> ${besides}
        order by answered_at, user_id limit 1`,
  );
  return result.rows[0]?.user_id;
}
