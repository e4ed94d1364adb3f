/**
 * The sessions file's load (session-seed.ts) reads and writes the current convention's sessions
 * and rooms here: the sessions with their rooms and the roundtable each room holds, locked for the
 * load, and each row it adds, changes or removes.
 */
import { sql } from "drizzle-orm";
import { programSessions } from "@shared/schema";
import type { DbOrTx } from "../db/client";

export type ExistingRoom = { id: number; name: string; position: number; holder: string | null };
export type ExistingSession = { id: number; name: string; starts_at: Date | string; ends_at: Date | string; rooms: ExistingRoom[] | string };

export async function existingSessions(tx: DbOrTx): Promise<ExistingSession[]> {
  const result = await tx.execute<ExistingSession>(sql`
    select s.id, s.name, s.starts_at, s.ends_at,
      coalesce((
        select json_agg(json_build_object('id', pr.id, 'name', pr.name, 'position', pr.position, 'holder', held.title) order by pr.position, pr.id)
        from program_rooms pr left join roundtables held on held.room_id = pr.id
        where pr.session_id = s.id
      ), '[]'::json) as rooms
    from program_sessions s
    -- The load is the current convention's program (docs/product.md, "Conventions"); past ones stay as they were.
    where s.convention_id = ec_current_convention_id()
    for update of s`);
  return result.rows;
}

/** Removes a session and its rooms (the load has checked that no roundtable is placed in them). */
export async function deleteSession(tx: DbOrTx, sessionId: number): Promise<void> {
  await tx.execute(sql`delete from program_rooms where session_id = ${sessionId}`);
  await tx.execute(sql`delete from program_sessions where id = ${sessionId}`);
}

/** Adds a session to the current convention; its id. */
export async function insertSession(tx: DbOrTx, row: { name: string; startsAt: Date; endsAt: Date }): Promise<number> {
  const [inserted] = await tx
    .insert(programSessions)
    .values({ name: row.name, startsAt: row.startsAt, endsAt: row.endsAt })
    .returning({ id: programSessions.id });
  return inserted!.id;
}

export async function updateSession(tx: DbOrTx, sessionId: number, row: { name: string; startsAt: Date; endsAt: Date }): Promise<void> {
  await tx.execute(sql`update program_sessions set name = ${row.name}, starts_at = ${row.startsAt.toISOString()}, ends_at = ${row.endsAt.toISOString()} where id = ${sessionId}`);
}

export async function deleteRoom(tx: DbOrTx, roomId: number): Promise<void> {
  await tx.execute(sql`delete from program_rooms where id = ${roomId}`);
}

export async function insertRoom(tx: DbOrTx, sessionId: number, room: { name: string; position: number }): Promise<void> {
  await tx.execute(sql`insert into program_rooms (session_id, name, position) values (${sessionId}, ${room.name}, ${room.position})`);
}

export async function updateRoom(tx: DbOrTx, roomId: number, room: { name: string; position: number }): Promise<void> {
  await tx.execute(sql`update program_rooms set name = ${room.name}, position = ${room.position} where id = ${roomId}`);
}

/** How many sessions there are, in every convention. */
export async function countSessions(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`select count(*)::int as count from program_sessions`);
  return result.rows[0]?.count ?? 0;
}
