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
    await db.execute(sql`truncate notifications, mail_outbox, participations, roundtable_seats, password_reset_codes, approver_digests, member_messages, roundtables, users`);
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
          email_confirmed, membership_status, is_staff, created_at, updated_at)
        select m.id, m.email, ${passwordHash}, m."firstName", m."lastName", m."userType"::user_type, m."chapterId",
          array(select json_array_elements_text(m.interests)), array(select json_array_elements_text(m."expertiseAreas")),
          true, 'approved', m.id = ${society.staff.id}, m."createdAt", m."createdAt"
        from json_to_recordset(${JSON.stringify(batch)}::json) as m(
          id int, email text, "firstName" text, "lastName" text, "userType" text, "chapterId" int,
          interests json, "expertiseAreas" json, "createdAt" timestamptz)`),
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
