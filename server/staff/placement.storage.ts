/** SQL for placing roundtables into the program's sessions and rooms. */
import { sql } from "drizzle-orm";
import type { ProgramStatus } from "@shared/constants";
import type { DbOrTx } from "../db/client";

export type RoomRow = { id: number; name: string; sessionId: number; holderId: number | null; holderTitle: string | null };

/** The session's rooms in file order, each with the roundtable it holds (if any). Call under the session's lock. */
export async function listSessionRooms(db: DbOrTx, sessionId: number): Promise<RoomRow[]> {
  const result = await db.execute<{ id: number; name: string; session_id: number; holder_id: number | null; holder_title: string | null }>(sql`
    select pr.id, pr.name, pr.session_id, held.id as holder_id, held.title as holder_title
    from program_rooms pr left join roundtables held on held.room_id = pr.id
    where pr.session_id = ${sessionId}
    order by pr.position, pr.id`);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    sessionId: row.session_id,
    holderId: row.holder_id,
    holderTitle: row.holder_title,
  }));
}

/** Who is joined in the roundtable (the organizer included): the members a placement seats. */
export async function listJoinedUserIds(db: DbOrTx, roundtableId: number): Promise<number[]> {
  const result = await db.execute<{ user_id: number }>(
    sql`select user_id from participations where roundtable_id = ${roundtableId} and status = 'joined' order by user_id`,
  );
  return result.rows.map((row) => row.user_id);
}

export type PlacementValues = {
  programStatus: ProgramStatus;
  sessionId: number | null;
  roomId: number | null;
  scheduledDate: string | null;
  programNote: string | null;
};

/** calendar_sequence rises by a trigger (ec_calendar_sequence) when the time, room or program status changes. */
export async function writePlacement(db: DbOrTx, roundtableId: number, values: PlacementValues): Promise<void> {
  await db.execute(sql`
    update roundtables set
      program_status = ${values.programStatus},
      session_id = ${values.sessionId},
      room_id = ${values.roomId},
      scheduled_date = ${values.scheduledDate},
      program_note = ${values.programNote},
      updated_at = now()
    where id = ${roundtableId}`);
}
