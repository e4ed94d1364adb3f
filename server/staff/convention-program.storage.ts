/** SQL for the sessions and rooms staff edit in a convention's program, and for copying a program. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

export type SessionRow = { id: number; conventionId: number; name: string; startsAt: Date; endsAt: Date };
export type RoomRow = { id: number; name: string; position: number; holder: string | null };

type SessionSql = { id: number; convention_id: number; name: string; starts_at: Date | string; ends_at: Date | string };
const sessionOf = (row: SessionSql): SessionRow => ({
  id: row.id,
  conventionId: row.convention_id,
  name: row.name,
  startsAt: new Date(row.starts_at),
  endsAt: new Date(row.ends_at),
});

export async function lockProgramSession(tx: DbOrTx, id: number): Promise<SessionRow | undefined> {
  const result = await tx.execute<SessionSql>(sql`select id, convention_id, name, starts_at, ends_at from program_sessions where id = ${id} for update`);
  return result.rows[0] ? sessionOf(result.rows[0]) : undefined;
}

/** A session's rooms in order, each with the title of the roundtable placed in it (or null). */
export async function listRooms(tx: DbOrTx, sessionId: number): Promise<RoomRow[]> {
  const result = await tx.execute<RoomRow>(sql`
    select pr.id, pr.name, pr.position, (select r.title from roundtables r where r.room_id = pr.id) as holder
    from program_rooms pr where pr.session_id = ${sessionId} order by pr.position, pr.id`);
  return result.rows;
}

/** The title of a roundtable placed in the session, if any. */
export async function placedInSession(tx: DbOrTx, sessionId: number): Promise<string | undefined> {
  const result = await tx.execute<{ title: string }>(sql`select title from roundtables where session_id = ${sessionId} order by id limit 1`);
  return result.rows[0]?.title;
}

export async function sessionNameTaken(tx: DbOrTx, conventionId: number, name: string, exceptId: number | null): Promise<boolean> {
  const result = await tx.execute<{ taken: boolean }>(sql`
    select exists (select 1 from program_sessions where convention_id = ${conventionId} and lower(name) = lower(${name})
      and id is distinct from ${exceptId}::int) as taken`);
  return result.rows[0]?.taken ?? false;
}

export async function insertSession(tx: DbOrTx, conventionId: number, session: { name: string; startsAt: Date; endsAt: Date; rooms: string[] }): Promise<number> {
  const result = await tx.execute<{ id: number }>(sql`
    insert into program_sessions (convention_id, name, starts_at, ends_at)
    values (${conventionId}, ${session.name}, ${session.startsAt.toISOString()}, ${session.endsAt.toISOString()}) returning id`);
  const id = result.rows[0]!.id;
  for (const [position, room] of session.rooms.entries()) {
    await tx.execute(sql`insert into program_rooms (session_id, name, position) values (${id}, ${room}, ${position})`);
  }
  return id;
}

export async function updateSessionTimes(tx: DbOrTx, id: number, session: { name: string; startsAt: Date; endsAt: Date }): Promise<void> {
  await tx.execute(sql`update program_sessions set name = ${session.name}, starts_at = ${session.startsAt.toISOString()},
    ends_at = ${session.endsAt.toISOString()} where id = ${id}`);
}

/**
 * Gives the session exactly these rooms, keeping each existing room by position (a rename keeps its
 * roundtable). Rooms past the new list's end are removed; the caller checked none holds a roundtable.
 */
export async function writeRooms(tx: DbOrTx, sessionId: number, existing: RoomRow[], names: string[]): Promise<void> {
  const kept = existing.slice(0, names.length);
  for (const room of existing.slice(names.length)) await tx.execute(sql`delete from program_rooms where id = ${room.id}`);
  // Only rooms whose name or place changes are written: a rename raises its roundtables' calendar
  // SEQUENCE (ec_calendar_room_renamed), so a room saved as it was must not look renamed.
  const changed = kept.flatMap((room, position) => (room.name !== names[position] || room.position !== position ? [{ room, position }] : []));
  // Out of the way first, so a swap of two names never meets the unique index halfway.
  for (const { room, position } of changed) {
    if (room.name !== names[position]) await tx.execute(sql`update program_rooms set name = ${`${room.id} renaming`} where id = ${room.id}`);
  }
  for (const { room, position } of changed) {
    await tx.execute(sql`update program_rooms set name = ${names[position]!}, position = ${position} where id = ${room.id}`);
  }
  for (let position = kept.length; position < names.length; position += 1) {
    await tx.execute(sql`insert into program_rooms (session_id, name, position) values (${sessionId}, ${names[position]!}, ${position})`);
  }
}

export async function deleteSession(tx: DbOrTx, id: number): Promise<void> {
  await tx.execute(sql`update roundtables set preferred_session_id = null where preferred_session_id = ${id}`);
  await tx.execute(sql`delete from program_rooms where session_id = ${id}`);
  await tx.execute(sql`delete from program_sessions where id = ${id}`);
}

/** A convention's sessions with their room names in order, to copy into another. */
export async function listSessionsWithRooms(tx: DbOrTx, conventionId: number): Promise<Array<SessionRow & { rooms: string[] }>> {
  const result = await tx.execute<SessionSql & { rooms: string[] }>(sql`
    select s.id, s.convention_id, s.name, s.starts_at, s.ends_at,
      coalesce(array(select pr.name from program_rooms pr where pr.session_id = s.id order by pr.position, pr.id), '{}') as rooms
    from program_sessions s where s.convention_id = ${conventionId} order by s.starts_at, s.id`);
  return result.rows.map((row) => ({ ...sessionOf(row), rooms: row.rooms }));
}
