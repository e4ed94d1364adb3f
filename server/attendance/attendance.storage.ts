/**
 * SQL of the day at the table (docs/product.md, "The day at the table"): the roundtable's session
 * and room, the seated members and their check-ins, and the door's seat changes, which are database
 * functions (server/db/functions/ec_door_walk_in.sql, ec_door_release.sql, ec_door_end_holds.sql)
 * so capacity and the waitlist's order hold under any concurrency.
 */
import { sql } from "drizzle-orm";
import type { TargetAudience, UserType } from "@shared/constants";
import type { AttendanceItem, OpenSeatsItem } from "@shared/types";
import type { DbOrTx } from "../db/client";

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export type TableSession = {
  id: number;
  title: string;
  organizerId: number;
  doorReleasedAt: string | null;
  /** Null when the roundtable is not on the program. */
  session: { name: string; startsAt: Date; endsAt: Date; room: string } | null;
};

export async function findTableSession(db: DbOrTx, roundtableId: number): Promise<TableSession | undefined> {
  const result = await db.execute<{
    id: number;
    title: string;
    organizer_id: number;
    door_released_at: Date | string | null;
    session_name: string | null;
    starts_at: Date | string | null;
    ends_at: Date | string | null;
    room: string | null;
  }>(sql`
    select r.id, r.title, r.organizer_id, r.door_released_at, s.name as session_name, s.starts_at, s.ends_at, room.name as room
    from roundtables r
    left join program_sessions s on s.id = r.session_id and r.program_status = 'placed'
    left join program_rooms room on room.id = r.room_id
    where r.id = ${roundtableId}`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    organizerId: row.organizer_id,
    doorReleasedAt: iso(row.door_released_at),
    session:
      row.starts_at === null || row.ends_at === null
        ? null
        : { name: row.session_name!, startsAt: new Date(row.starts_at), endsAt: new Date(row.ends_at), room: row.room ?? "" },
  };
}

/** The seated members (the organizer among them), by name. No e-mail: the check-in list never shows one. */
export async function listSeated(db: DbOrTx, roundtableId: number): Promise<AttendanceItem[]> {
  const result = await db.execute<{
    user_id: number;
    first_name: string;
    last_name: string;
    chapter: string | null;
    checked_in_at: Date | string | null;
    walk_in: boolean;
    door_held_until: Date | string | null;
  }>(sql`
    select u.id as user_id, u.first_name, u.last_name, c.name as chapter, p.checked_in_at, p.walk_in, p.door_held_until
    from participations p
    join users u on u.id = p.user_id
    left join chapters c on c.id = u.chapter_id
    where p.roundtable_id = ${roundtableId} and p.status = 'joined'
    order by lower(u.first_name), lower(u.last_name), u.id`);
  return result.rows.map((row) => ({
    user: { id: row.user_id, firstName: row.first_name, lastName: row.last_name, chapter: row.chapter },
    status: row.checked_in_at !== null ? "checked_in" : row.door_held_until !== null ? "held" : "expected",
    checkedInAt: iso(row.checked_in_at),
    walkIn: row.walk_in,
    heldUntil: iso(row.door_held_until),
  }));
}

/** Ticks a seated member as here (a second tick keeps the first time); false when they hold no seat. */
export async function markCheckedIn(db: DbOrTx, roundtableId: number, userId: number, now: Date): Promise<boolean> {
  const result = await db.execute(sql`
    update participations set checked_in_at = coalesce(checked_in_at, ${now.toISOString()}::timestamptz)
    where roundtable_id = ${roundtableId} and user_id = ${userId} and status = 'joined'
    returning id`);
  return result.rows.length > 0;
}

/** Takes a tick back; false when the member holds no seat. */
export async function unmarkCheckedIn(db: DbOrTx, roundtableId: number, userId: number): Promise<boolean> {
  const result = await db.execute(sql`
    update participations set checked_in_at = null
    where roundtable_id = ${roundtableId} and user_id = ${userId} and status = 'joined'
    returning id`);
  return result.rows.length > 0;
}

export type WalkInOutcome =
  | { outcome: "not_found" | "no_member" | "checked_in" | "walked_in" | "full" | "clash" }
  | { outcome: "audience"; audience: TargetAudience; memberType: UserType };

export async function walkIn(db: DbOrTx, roundtableId: number, userId: number, now: Date): Promise<WalkInOutcome> {
  const result = await db.execute<{ outcome: string; audience: TargetAudience | null; member_type: UserType | null }>(
    sql`select outcome, audience, member_type from ec_door_walk_in(${roundtableId}::int, ${userId}::int, ${now.toISOString()}::timestamptz)`,
  );
  const row = result.rows[0]!;
  if (row.outcome === "audience") return { outcome: "audience", audience: row.audience!, memberType: row.member_type! };
  return { outcome: row.outcome as Exclude<WalkInOutcome["outcome"], "audience"> };
}

/** Roundtables whose door release is due at `now` and not yet done, and those with a held seat whose hold has ended. */
export async function listDoorsDue(db: DbOrTx, now: Date, releaseMinutes: number): Promise<{ releases: number[]; holdsEnded: number[] }> {
  const at = now.toISOString();
  const result = await db.execute<{ id: number; kind: "release" | "hold" }>(sql`
    select r.id, 'release' as kind
    from roundtables r join program_sessions s on s.id = r.session_id
    where r.program_status = 'placed' and r.door_released_at is null
      and s.starts_at + make_interval(mins => ${releaseMinutes}::int) <= ${at}::timestamptz and ${at}::timestamptz < s.ends_at
    union
    select distinct p.roundtable_id, 'hold'
    from participations p
    where p.door_held_until <= ${at}::timestamptz and p.checked_in_at is null and p.status = 'joined'
    order by 1`);
  return {
    releases: result.rows.filter((row) => row.kind === "release").map((row) => row.id),
    holdsEnded: result.rows.filter((row) => row.kind === "hold").map((row) => row.id),
  };
}

export async function releaseDoor(
  db: DbOrTx,
  change: { roundtableId: number; now: Date; releaseMinutes: number; holdUntil: Date; releasedMessage: [string, string]; offeredMessage: [string, string] },
): Promise<{ released: number[]; offered: number[] }> {
  const result = await db.execute<{ user_id: number; released: boolean }>(sql`
    select user_id, released from ec_door_release(${change.roundtableId}::int, ${change.now.toISOString()}::timestamptz,
      ${change.releaseMinutes}::int, ${change.holdUntil.toISOString()}::timestamptz,
      ${sql.param(change.releasedMessage)}::text[], ${sql.param(change.offeredMessage)}::text[])`);
  return {
    released: result.rows.filter((row) => row.released).map((row) => row.user_id),
    offered: result.rows.filter((row) => !row.released).map((row) => row.user_id),
  };
}

export async function endDoorHolds(db: DbOrTx, roundtableId: number, now: Date, message: [string, string]): Promise<number[]> {
  const result = await db.execute<{ user_id: number }>(sql`
    select user_id from ec_door_end_holds(${roundtableId}::int, ${now.toISOString()}::timestamptz, ${sql.param(message)}::text[])`);
  return result.rows.map((row) => row.user_id);
}

/** The title of a roundtable, for the mail of a door change. */
export async function titleOf(db: DbOrTx, roundtableId: number): Promise<string> {
  const result = await db.execute<{ title: string }>(sql`select title from roundtables where id = ${roundtableId}`);
  return result.rows[0]?.title ?? "";
}

/** The convention's roundtables under way at `now` with a seat open, by start and room. */
export async function listOpenNow(db: DbOrTx, conventionId: number, now: Date): Promise<OpenSeatsItem[]> {
  const at = now.toISOString();
  const result = await db.execute<{
    id: number;
    title: string;
    session_id: number;
    session_name: string;
    starts_at: Date | string;
    ends_at: Date | string;
    room_id: number;
    room_name: string;
    seats_open: number;
  }>(sql`
    select r.id, r.title, s.id as session_id, s.name as session_name, s.starts_at, s.ends_at, room.id as room_id, room.name as room_name,
      (r.max_participants - coalesce(seats.participant_count, 0))::int as seats_open
    from roundtables r
    join program_sessions s on s.id = r.session_id
    join program_rooms room on room.id = r.room_id
    left join roundtable_seats seats on seats.roundtable_id = r.id
    where r.convention_id = ${conventionId} and r.program_status = 'placed'
      and s.starts_at <= ${at}::timestamptz and ${at}::timestamptz < s.ends_at
      and r.max_participants > coalesce(seats.participant_count, 0)
    order by s.starts_at, room.position, lower(room.name), r.id`);
  return result.rows.map((row) => ({
    roundtable: { id: row.id, title: row.title },
    session: { id: row.session_id, name: row.session_name, startsAt: iso(row.starts_at)!, endsAt: iso(row.ends_at)! },
    room: { id: row.room_id, name: row.room_name },
    seatsOpen: row.seats_open,
  }));
}
