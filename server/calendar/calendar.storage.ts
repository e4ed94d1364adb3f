/** SQL for calendars: placed roundtables as events, and the personal feed's token. */
import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

export type CalendarEvent = {
  id: number;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  sessionName: string;
  roomName: string;
  sequence: number;
  updatedAt: Date;
  organizerName: string;
  /** The roundtable's own convention: its name and city describe the event, its zone gives the times. */
  convention: { name: string; city: string; timeZone: string };
};

type EventRowSql = {
  id: number;
  title: string;
  description: string;
  starts_at: Date | string;
  ends_at: Date | string;
  session_name: string;
  room_name: string;
  calendar_sequence: number;
  updated_at: Date | string;
  organizer_first_name: string;
  organizer_last_name: string;
  convention_name: string;
  convention_city: string;
  convention_time_zone: string;
};

function selectEvents(where: SQL): SQL {
  return sql`
    select r.id, r.title, r.description, s.starts_at, s.ends_at, s.name as session_name, room.name as room_name,
      r.calendar_sequence, r.updated_at, o.first_name as organizer_first_name, o.last_name as organizer_last_name,
      c.name as convention_name, c.city as convention_city, c.time_zone as convention_time_zone
    from roundtables r
    join conventions c on c.id = r.convention_id
    join program_sessions s on s.id = r.session_id
    join program_rooms room on room.id = r.room_id
    join users o on o.id = r.organizer_id
    where r.program_status = 'placed' and ${where}
    order by s.starts_at, room.position, r.id`;
}

const toEvent = (row: EventRowSql): CalendarEvent => ({
  id: row.id,
  title: row.title,
  description: row.description,
  startsAt: new Date(row.starts_at),
  endsAt: new Date(row.ends_at),
  sessionName: row.session_name,
  roomName: row.room_name,
  sequence: row.calendar_sequence,
  updatedAt: new Date(row.updated_at),
  organizerName: `${row.organizer_first_name} ${row.organizer_last_name}`,
  convention: { name: row.convention_name, city: row.convention_city, timeZone: row.convention_time_zone },
});

/** The roundtable as an event, or undefined until it is on the program. */
export async function findPlacedEvent(db: DbOrTx, roundtableId: number): Promise<CalendarEvent | undefined> {
  const result = await db.execute<EventRowSql>(selectEvents(sql`r.id = ${roundtableId}`));
  const row = result.rows[0];
  return row ? toEvent(row) : undefined;
}

/** Every placed roundtable the member organizes or has a seat at (not the ones they wait for). */
export async function listMemberEvents(db: DbOrTx, userId: number): Promise<CalendarEvent[]> {
  const result = await db.execute<EventRowSql>(
    selectEvents(sql`(r.organizer_id = ${userId} or exists (
      select 1 from participations p where p.roundtable_id = r.id and p.user_id = ${userId} and p.status = 'joined'))`),
  );
  return result.rows.map(toEvent);
}

export async function findCalendarToken(db: DbOrTx, userId: number): Promise<string | null> {
  const result = await db.execute<{ calendar_token: string | null }>(sql`select calendar_token from users where id = ${userId}`);
  return result.rows[0]?.calendar_token ?? null;
}

/** Sets the token unless one exists (`onlyIfNone`), and returns the member's token afterwards. */
export async function storeCalendarToken(db: DbOrTx, userId: number, token: string, options: { onlyIfNone: boolean }): Promise<string> {
  const result = await db.execute<{ calendar_token: string }>(sql`
    update users set calendar_token = ${token}
    where id = ${userId} ${options.onlyIfNone ? sql`and calendar_token is null` : sql``}
    returning calendar_token`);
  return result.rows[0]?.calendar_token ?? (await findCalendarToken(db, userId))!;
}

export async function findUserIdByCalendarToken(db: DbOrTx, token: string): Promise<{ id: number; firstName: string } | undefined> {
  const result = await db.execute<{ id: number; first_name: string }>(sql`select id, first_name from users where calendar_token = ${token}`);
  const row = result.rows[0];
  return row ? { id: row.id, firstName: row.first_name } : undefined;
}
