/**
 * SQL for the demo data: bulk inserts of a few thousand rows per statement (one JSON parameter
 * expanded by json_to_recordset, which PostgreSQL 15 and the embedded PostgreSQL both run).
 */
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { DEMO_EMAIL_DOMAIN, type DemoSociety } from "./generate-society";

const BATCH = 4000;
const demoPattern = `%@${DEMO_EMAIL_DOMAIN}`;

export async function countMembers(db: DbOrTx): Promise<{ real: number; demo: number }> {
  const result = await db.execute<{ real: number; demo: number }>(sql`
    select count(*) filter (where lower(email) not like ${demoPattern})::int as real,
           count(*) filter (where lower(email) like ${demoPattern})::int as demo
    from users`);
  return result.rows[0] ?? { real: 0, demo: 0 };
}

export async function chapterIds(db: DbOrTx): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`select id from chapters order by id`);
  return result.rows.map((row) => row.id);
}

/** Takes `count` ids from a serial column's sequence, so rows can refer to each other before they are inserted. */
export async function reserveIds(db: DbOrTx, table: "users" | "roundtables", count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return result.rows.map((row) => row.id);
}

/**
 * Removes earlier demo data. With no other member in the database everything goes at once
 * (TRUNCATE); beside real members only demo members go, and their roundtables and
 * participations with them (ON DELETE CASCADE).
 */
export async function removeDemoData(db: DbOrTx, onlyDemo: boolean): Promise<void> {
  if (!onlyDemo) {
    // CASCADE: every table hanging from members and roundtables (seats, the bell, mail, feedback, the
    // door's counts, ...) goes with them, a table added later included; chapters, the program and the
    // audit log (no foreign keys) stay.
    await db.execute(sql`truncate roundtables, users cascade`);
    return;
  }
  await db.execute(sql`delete from users where lower(email) like ${demoPattern}`);
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

export async function insertSociety(db: Db, society: DemoSociety, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await inBatches(society.members, (batch) =>
      tx.execute(sql`
        insert into users (id, email, password_hash, first_name, last_name, user_type, chapter_id, interests, expertise_areas,
          share_email, email_confirmed, membership_status, is_staff, created_at, updated_at)
        select m.id, m.email, ${passwordHash}, m."firstName", m."lastName", m."userType"::user_type, m."chapterId",
          array(select json_array_elements_text(m.interests)), array(select json_array_elements_text(m."expertiseAreas")),
          m."shareEmail", true, 'approved', m.id = ${society.staff.id}, m."createdAt", m."createdAt"
        from json_to_recordset(${JSON.stringify(batch)}::json) as m(
          id int, email text, "firstName" text, "lastName" text, "userType" text, "chapterId" int,
          interests json, "expertiseAreas" json, "shareEmail" boolean, "createdAt" timestamptz)`),
    );
    await inBatches(society.roundtables, (batch) =>
      tx.execute(sql`
        insert into roundtables (id, title, description, category, target_audience, max_participants, tags, organizer_id, created_at, updated_at)
        select r.id, r.title, r.description, r.category, r."targetAudience"::target_audience, r."maxParticipants",
          array(select json_array_elements_text(r.tags)), r."organizerId", r."createdAt", r."createdAt"
        from json_to_recordset(${JSON.stringify(batch)}::json) as r(
          id int, title text, description text, category text, "targetAudience" text, "maxParticipants" int,
          tags json, "organizerId" int, "createdAt" timestamptz)`),
    );
    await inBatches(society.participations, (batch) =>
      tx.execute(sql`
        insert into participations (roundtable_id, user_id, status, joined_at)
        select p."roundtableId", p."userId", p.status::participation_status, p."joinedAt"
        from json_to_recordset(${JSON.stringify(batch)}::json) as p("roundtableId" int, "userId" int, status text, "joinedAt" timestamptz)`),
    );
    await inBatches(society.notifications, (batch) =>
      tx.execute(sql`
        insert into notifications (user_id, kind, message, roundtable_id, read_at, created_at)
        select n."userId", n.kind, n.message, n."roundtableId", n."readAt", n."createdAt"
        from json_to_recordset(${JSON.stringify(batch)}::json) as n(
          "userId" int, kind text, message text, "roundtableId" int, "readAt" timestamptz, "createdAt" timestamptz)`),
    );
  });
  // Fresh statistics for every table (chapters and the program included), so the planner sees a
  // society of this size straight away, and a visibility map, so the lists' index-only scans need
  // not visit the table (autovacuum, or the embedded database's upkeep, would, later).
  await db.execute(sql`vacuum (analyze)`);
}

// ── The demo's conventions (next-convention.ts, past-convention.ts) ──────────────────────────────

/** The latest convention before `current` (by first day), if any. */
export async function findConventionIdBefore(db: DbOrTx, current: { id: number; startDate: string }): Promise<number | undefined> {
  const result = await db.execute<{ id: number }>(sql`
    select id from conventions where id <> ${current.id} and start_date < ${current.startDate} order by start_date desc, id desc limit 1`);
  return result.rows[0]?.id;
}

/** The id of the convention named `name` that is not current, made (not current) when there is none. */
export async function findOrInsertPastConvention(
  db: DbOrTx,
  past: { name: string; city: string; startDate: string; endDate: string; timeZone: string },
): Promise<number> {
  const found = await db.execute<{ id: number }>(sql`select id from conventions where name = ${past.name} and not is_current`);
  if (found.rows[0]) return found.rows[0].id;
  const inserted = await db.execute<{ id: number }>(sql`
    insert into conventions (name, city, start_date, end_date, time_zone, is_current)
    values (${past.name}, ${past.city}, ${past.startDate}, ${past.endDate}, ${past.timeZone}, false) returning id`);
  return inserted.rows[0]!.id;
}

export async function countConventionSessions(db: DbOrTx, conventionId: number): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`select count(*)::int as count from program_sessions where convention_id = ${conventionId}`);
  return result.rows[0]!.count;
}

export async function insertDemoSession(db: DbOrTx, conventionId: number, session: { name: string; startsAt: Date; endsAt: Date; rooms: string[] }): Promise<void> {
  const inserted = await db.execute<{ id: number }>(sql`
    insert into program_sessions (convention_id, name, starts_at, ends_at)
    values (${conventionId}, ${session.name}, ${session.startsAt.toISOString()}, ${session.endsAt.toISOString()}) returning id`);
  for (const [position, room] of session.rooms.entries()) {
    await db.execute(sql`insert into program_rooms (session_id, name, position) values (${inserted.rows[0]!.id}, ${room}, ${position})`);
  }
}

/** Moves the roundtables into the convention (the demo's share of the past). */
export async function moveRoundtablesToConvention(db: DbOrTx, conventionId: number, roundtableIds: number[]): Promise<void> {
  await db.execute(sql`update roundtables set convention_id = ${conventionId} where id = any(${`{${roundtableIds.join(",")}}`}::int[])`);
}

/** The convention's rooms that hold no roundtable, by session start and room order. */
export async function listFreeRooms(db: DbOrTx, conventionId: number): Promise<Array<{ sessionId: number; roomId: number; startsAt: Date }>> {
  const result = await db.execute<{ session_id: number; room_id: number; starts_at: Date | string }>(sql`
    select s.id as session_id, pr.id as room_id, s.starts_at from program_sessions s join program_rooms pr on pr.session_id = s.id
    where s.convention_id = ${conventionId} and not exists (select 1 from roundtables held where held.room_id = pr.id)
    order by s.starts_at, pr.position`);
  return result.rows.map((row) => ({ sessionId: row.session_id, roomId: row.room_id, startsAt: new Date(row.starts_at) }));
}

/** Places the convention's first proposal none of whose members already sits in the session into the room; answers whether one was placed. */
export async function placeFirstFittingProposal(db: DbOrTx, conventionId: number, room: { sessionId: number; roomId: number; startsAt: Date }): Promise<boolean> {
  const result = await db.execute(sql`
    update roundtables set program_status = 'placed', session_id = ${room.sessionId}, room_id = ${room.roomId},
      scheduled_date = ${room.startsAt.toISOString()}
    where id = (
      select r.id from roundtables r
      where r.convention_id = ${conventionId} and r.program_status = 'proposed'
        and not exists (
          select 1 from participations mine join participations other on other.user_id = mine.user_id
          join roundtables elsewhere on elsewhere.id = other.roundtable_id
          where mine.roundtable_id = r.id and elsewhere.session_id = ${room.sessionId})
      order by r.id limit 1)`);
  return (result.rowCount ?? 0) > 0;
}
