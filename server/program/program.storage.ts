/** SQL for the program's sessions and rooms. */
import { sql } from "drizzle-orm";
import type { ProgramSession, ProgramSessionSummary } from "@shared/types";
import type { DbOrTx } from "../db/client";
import { queryNamed } from "../db/named-query";
import type { ProgramMailRecipient } from "./program-mail";

const iso = (value: Date | string) => new Date(value).toISOString();

type SessionRowSql = {
  id: number;
  name: string;
  starts_at: Date | string;
  ends_at: Date | string;
  rooms: Array<{ id: number; name: string; taken: boolean }> | string;
};

/** GET /api/program/sessions: the convention's sessions by time, their rooms in file order; one query. */
export async function listSessions(db: DbOrTx, conventionId: number): Promise<ProgramSession[]> {
  // A named statement: every member page's program filters ask for it, so it is planned once.
  const rows = await queryNamed<SessionRowSql>(db, sql`
    select s.id, s.name, s.starts_at, s.ends_at,
      coalesce((
        select json_agg(json_build_object('id', pr.id, 'name', pr.name,
                 'taken', exists (select 1 from roundtables held where held.room_id = pr.id))
               order by pr.position, pr.id)
        from program_rooms pr where pr.session_id = s.id
      ), '[]'::json) as rooms
    from program_sessions s
    where s.convention_id = ${conventionId}::int
    order by s.starts_at, s.id`);
  return rows.map((row) => {
    const rooms = typeof row.rooms === "string" ? (JSON.parse(row.rooms) as Exclude<SessionRowSql["rooms"], string>) : row.rooms;
    return {
      id: row.id,
      name: row.name,
      startsAt: iso(row.starts_at),
      endsAt: iso(row.ends_at),
      rooms,
      freeRooms: rooms.filter((room) => !room.taken).length,
    };
  });
}

export async function findSession(db: DbOrTx, id: number): Promise<ProgramSessionSummary | undefined> {
  const result = await db.execute<{ id: number; name: string; starts_at: Date | string; ends_at: Date | string }>(
    sql`select id, name, starts_at, ends_at from program_sessions where id = ${id}`,
  );
  const row = result.rows[0];
  return row ? { id: row.id, name: row.name, startsAt: iso(row.starts_at), endsAt: iso(row.ends_at) } : undefined;
}

/**
 * Locks the session's row for the rest of the transaction. Every placement into the session and
 * every seat taken in one of its roundtables queues here, so no two can take the same room or
 * seat one member twice at the same time. Callers lock the roundtable first, then its session.
 */
export async function lockSession(db: DbOrTx, id: number): Promise<ProgramSessionSummary | undefined> {
  const result = await db.execute<{ id: number; name: string; starts_at: Date | string; ends_at: Date | string }>(
    sql`select id, name, starts_at, ends_at from program_sessions where id = ${id} for update`,
  );
  const row = result.rows[0];
  return row ? { id: row.id, name: row.name, startsAt: iso(row.starts_at), endsAt: iso(row.ends_at) } : undefined;
}

/** Everyone a program change concerns: the organizer, participants and waitlisted members. */
export async function listProgramRecipients(db: DbOrTx, roundtableId: number): Promise<ProgramMailRecipient[]> {
  const result = await db.execute<{ user_id: number; email: string; first_name: string; email_notifications: boolean }>(sql`
    select u.id as user_id, u.email, u.first_name, u.email_notifications
    from participations p join users u on u.id = p.user_id
    where p.roundtable_id = ${roundtableId}
    union
    select u.id, u.email, u.first_name, u.email_notifications from roundtables r join users u on u.id = r.organizer_id where r.id = ${roundtableId}
    order by 1`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    emailNotifications: row.email_notifications,
  }));
}

/** Moves the session's roundtables to its start and raises their calendar sequence; the roundtables moved, with their rooms. */
export async function moveRoundtablesToSessionStart(tx: DbOrTx, session: { id: number; startsAt: Date }) {
  const moved = await tx.execute<{ id: number; title: string; organizer_id: number; room: string | null }>(sql`
    update roundtables r set scheduled_date = ${session.startsAt.toISOString()},
      -- Raised here, not only by the trigger: a session whose end alone moved changes no column of the roundtable.
      calendar_sequence = calendar_sequence + 1, updated_at = now()
    where r.session_id = ${session.id}
    returning r.id, r.title, r.organizer_id, (select pr.name from program_rooms pr where pr.id = r.room_id) as room`);
  return moved.rows;
}
