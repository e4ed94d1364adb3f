/** SQL for a roundtable's own row: lock it, insert, update, delete. Lists read it in lists/. */
import { eq, sql } from "drizzle-orm";
import { roundtables } from "@shared/schema";
import type { ProgramStatus, TargetAudience } from "@shared/constants";
import type { DbOrTx } from "../db/client";
import { queryNamed } from "../db/named-query";

/**
 * Locks the roundtable's row for the rest of the transaction: joins and leaves queue behind it.
 * A named statement: every join, leave and organizer's change starts with it.
 */
export async function lockRoundtable(db: DbOrTx, id: number) {
  const [row] = await queryNamed<{
    id: number;
    title: string;
    organizer_id: number;
    max_participants: number;
    target_audience: TargetAudience;
    program_status: ProgramStatus;
    session_id: number | null;
    room_id: number | null;
    co_organizer_ids: number[];
  }>(
    db,
    sql`select id, title, organizer_id, max_participants, target_audience, program_status, session_id, room_id,
        array(select c.user_id from roundtable_co_organizers c where c.roundtable_id = r.id and c.status = 'accepted'
              order by c.answered_at, c.user_id) as co_organizer_ids
      from roundtables r where id = ${id} for update of r`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    organizerId: row.organizer_id,
    maxParticipants: row.max_participants,
    targetAudience: row.target_audience,
    programStatus: row.program_status,
    sessionId: row.session_id,
    roomId: row.room_id,
    /** Its co-organizers, earliest first (organizer-lock.ts decides who may manage it). */
    coOrganizerIds: row.co_organizer_ids,
  };
}

export async function insertRoundtable(db: DbOrTx, values: typeof roundtables.$inferInsert): Promise<number> {
  const [row] = await db.insert(roundtables).values(values).returning({ id: roundtables.id });
  return row!.id;
}

export async function updateRoundtable(db: DbOrTx, id: number, values: Partial<typeof roundtables.$inferInsert>): Promise<void> {
  // Changing the category makes it the organizer's choice; saving the server's pick unchanged keeps it a guess.
  const chosen = values.category === undefined ? {} : { categoryChosen: sql<boolean>`${roundtables.categoryChosen} or ${roundtables.category} <> ${values.category}` };
  await db.update(roundtables).set({ ...values, ...chosen, updatedAt: new Date() }).where(eq(roundtables.id, id));
}

export async function deleteRoundtable(db: DbOrTx, id: number): Promise<void> {
  await db.delete(roundtables).where(eq(roundtables.id, id));
}

/**
 * The member's proposals still open (proposed, neither placed nor declined), and whether they are
 * staff. Takes a lock per member for the rest of the transaction, so two proposals sent at once
 * are counted one after the other and the cap holds.
 */
export async function lockOpenProposals(db: DbOrTx, userId: number): Promise<{ open: number; isStaff: boolean }> {
  await db.execute(sql`select pg_advisory_xact_lock(${OPEN_PROPOSALS_LOCK}, ${userId})`);
  const result = await db.execute<{ open: number; is_staff: boolean }>(
    sql`select (select count(*)::int from roundtables where organizer_id = ${userId} and program_status = 'proposed') as open,
      coalesce((select is_staff from users where id = ${userId}), false) as is_staff`,
  );
  const row = result.rows[0]!;
  return { open: row.open, isStaff: row.is_staff };
}

/** The first key of the per-member lock above: any number no other part of the app locks with. */
const OPEN_PROPOSALS_LOCK = 0x4f50;
