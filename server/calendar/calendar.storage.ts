/** SQL for calendars: placed roundtables as events, cancelled ones a member still sees, and the personal feed's token. */
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
  /** DTSTAMP: when the event last changed (cancelled: when it was cancelled). */
  updatedAt: Date;
  /** Null for a cancelled event (its roundtable, or organizer, may be gone). */
  organizerName: string | null;
  /** Its co-organizers' names, earliest first (docs/product.md, "Co-organizers"); none on a cancelled event. */
  coOrganizerNames: string[];
  status: "confirmed" | "cancelled";
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
  co_organizer_names: string[];
  convention_name: string;
  convention_city: string;
  convention_time_zone: string;
};

function selectEvents(where: SQL): SQL {
  return sql`
    select r.id, r.title, r.description, s.starts_at, s.ends_at, s.name as session_name, room.name as room_name,
      r.calendar_sequence, r.updated_at, o.first_name as organizer_first_name, o.last_name as organizer_last_name,
      array(select cu.first_name || ' ' || cu.last_name from roundtable_co_organizers co join users cu on cu.id = co.user_id
            where co.roundtable_id = r.id and co.status = 'accepted' order by co.answered_at, co.user_id) as co_organizer_names,
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
  coOrganizerNames: row.co_organizer_names,
  status: "confirmed",
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

/** A cancelled event the member's feed still lists, with its convention's days (it goes once that is over). */
export type CancelledEvent = CalendarEvent & { userId: number; conventionDays: { startDate: string; endDate: string; timeZone: string } };

type CancellationRowSql = {
  user_id: number;
  roundtable_id: number;
  title: string;
  starts_at: Date | string;
  ends_at: Date | string;
  room_name: string;
  session_name: string;
  sequence: number;
  cancelled_at: Date | string;
  convention_name: string;
  convention_city: string;
  convention_time_zone: string;
  start_date: string;
  end_date: string;
};

function selectCancellations(where: SQL): SQL {
  return sql`
    select x.user_id, x.roundtable_id, x.title, x.starts_at, x.ends_at, x.room_name, x.session_name, x.sequence, x.cancelled_at,
      c.name as convention_name, c.city as convention_city, c.time_zone as convention_time_zone,
      c.start_date::text as start_date, c.end_date::text as end_date
    from calendar_cancellations x join conventions c on c.id = x.convention_id
    where ${where}
    order by x.starts_at, x.roundtable_id, x.user_id`;
}

const toCancelled = (row: CancellationRowSql): CancelledEvent => ({
  userId: row.user_id,
  id: row.roundtable_id,
  title: row.title,
  description: "",
  startsAt: new Date(row.starts_at),
  endsAt: new Date(row.ends_at),
  sessionName: row.session_name,
  roomName: row.room_name,
  sequence: row.sequence,
  updatedAt: new Date(row.cancelled_at),
  organizerName: null,
  coOrganizerNames: [],
  status: "cancelled",
  convention: { name: row.convention_name, city: row.convention_city, timeZone: row.convention_time_zone },
  conventionDays: { startDate: row.start_date, endDate: row.end_date, timeZone: row.convention_time_zone },
});

/**
 * The placed roundtables the member had in their feed that were taken off the program or deleted
 * (rows the trigger ec_calendar_cancellations writes), unless placed again since.
 */
export async function listMemberCancellations(db: DbOrTx, userId: number): Promise<CancelledEvent[]> {
  const result = await db.execute<CancellationRowSql>(
    selectCancellations(sql`x.user_id = ${userId} and not exists (
      select 1 from roundtables r where r.id = x.roundtable_id and r.program_status = 'placed')`),
  );
  return result.rows.map(toCancelled);
}

/** The member's cancelled event for one roundtable, if they had it when it left the program (and it is not placed again). */
export async function findMemberCancellation(db: DbOrTx, userId: number, roundtableId: number): Promise<CancelledEvent | undefined> {
  const result = await db.execute<CancellationRowSql>(
    selectCancellations(sql`x.user_id = ${userId} and x.roundtable_id = ${roundtableId} and not exists (
      select 1 from roundtables r where r.id = x.roundtable_id and r.program_status = 'placed')`),
  );
  const row = result.rows[0];
  return row ? toCancelled(row) : undefined;
}

/** Everyone who had the roundtable in their feed when it was just taken off the program or deleted. */
export async function listRoundtableCancellations(db: DbOrTx, roundtableId: number): Promise<CancelledEvent[]> {
  const result = await db.execute<CancellationRowSql>(selectCancellations(sql`x.roundtable_id = ${roundtableId}`));
  return result.rows.map(toCancelled);
}

/** Who has a placed roundtable in their feed: its organizer and seated members. */
export async function listSeatedUserIds(db: DbOrTx, roundtableId: number): Promise<number[]> {
  const result = await db.execute<{ user_id: number }>(sql`
    select organizer_id as user_id from roundtables where id = ${roundtableId}
    union
    select user_id from participations where roundtable_id = ${roundtableId} and status = 'joined'
    order by 1`);
  return result.rows.map((row) => row.user_id);
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
