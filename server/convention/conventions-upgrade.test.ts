/**
 * The upgrade to conventions (migration 0032, docs/product.md "Conventions"): a database made by
 * the migrations before it, holding a program, roundtables, seats, waitlists and placements, is
 * migrated, and everything it held is still there, unchanged, now the first convention's. Start-up
 * then gives that convention the configured settings, once.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { seedChaptersFromFile } from "../chapters";
import { settleFirstConvention } from "./convention.storage";
import { DEFAULT_SEED_FILE } from "../env";
import { databaseUrlFor } from "../testing/global-setup";
import { openDatabase, type Database } from "../db/client";
import { MIGRATIONS_FOLDER, runMigrations } from "../db/migrate";

const BEFORE_CONVENTIONS = 30; // the last migration of a database made before conventions (0031 adds live events, 0032 conventions)

let database: Database;
let folder: string;
let dropDatabase: () => Promise<void> = async () => {};

/** A fresh, empty database of the kind the run uses (embedded, or on the PostgreSQL server). */
async function emptyDatabase(): Promise<Database> {
  const source = inject("testDatabase");
  if (source.kind === "embedded") return openDatabase({ pglite: await PGlite.create({ extensions: { pg_trgm } }) });
  const name = `ec_t_${source.runId}_up_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: source.adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return openDatabase({ databaseUrl: databaseUrlFor(source.adminUrl, name), poolSize: 4 });
}

/** The migrations as they were before conventions: the folder, its journal cut after BEFORE_CONVENTIONS. */
async function migrationsBeforeConventions(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "ec-migrations-"));
  await fs.cp(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(await fs.readFile(journalFile, "utf8")) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx <= BEFORE_CONVENTIONS);
  await fs.writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

const TABLES = {
  program_sessions: "id",
  program_rooms: "id",
  roundtables: "id",
  participations: "id",
  roundtable_seats: "roundtable_id",
  notifications: "id",
} as const;

/** Every row of the tables the upgrade touches, as JSON, without the new convention_id column. */
async function snapshot(db: Database["db"]) {
  const result: Record<string, unknown[]> = {};
  for (const [table, key] of Object.entries(TABLES)) {
    const rows = await db.execute<Record<string, unknown>>(sql.raw(`select * from ${table} order by ${key}`));
    result[table] = rows.rows.map(({ convention_id: _conventionId, ...row }) => JSON.parse(JSON.stringify(row)));
  }
  return result;
}

beforeAll(async () => {
  database = await emptyDatabase();
  folder = await migrationsBeforeConventions();
  await migrate(database.db, { migrationsFolder: folder });
  await seedChaptersFromFile(database.db, DEFAULT_SEED_FILE);
  const db = database.db;
  const chapter = (await db.execute<{ id: number }>(sql`select id from chapters order by id limit 1`)).rows[0]!.id;
  const users: number[] = [];
  for (const [index, name] of ["Ada", "Ben", "Cleo", "Dev"].entries()) {
    const row = await db.execute<{ id: number }>(sql`
      insert into users (email, password_hash, first_name, last_name, user_type, chapter_id, email_confirmed, membership_status)
      values (${`${name.toLowerCase()}@upgrade.example.edu`}, 'x', ${name}, 'Upgrade', ${index % 2 ? "advisor" : "student"}, ${chapter}, true, 'approved')
      returning id`);
    users.push(row.rows[0]!.id);
  }
  const session = (await db.execute<{ id: number }>(sql`insert into program_sessions (name, starts_at, ends_at)
    values ('Sunday Afternoon', '2026-03-29 19:00+00', '2026-03-29 20:15+00') returning id`)).rows[0]!.id;
  await db.execute(sql`insert into program_sessions (name, starts_at, ends_at) values ('Monday Morning', '2026-03-30 14:00+00', '2026-03-30 15:15+00')`);
  const room = (await db.execute<{ id: number }>(sql`insert into program_rooms (session_id, name, position) values (${session}, 'Bayou Room A', 0) returning id`)).rows[0]!.id;
  await db.execute(sql`insert into program_rooms (session_id, name, position) values (${session}, 'Bayou Room B', 1)`);
  // A placed roundtable, full, with a waitlist; and a proposal with a preferred session.
  const placed = (await db.execute<{ id: number }>(sql`
    insert into roundtables (title, description, category, max_participants, tags, organizer_id, program_status, session_id, room_id, scheduled_date)
    values ('Chopin and the Gulf', 'The Awakening, read where it is set.', 'American Literature', 2, '{chopin}', ${users[0]!}, 'placed', ${session}, ${room}, '2026-03-29 19:00+00')
    returning id`)).rows[0]!.id;
  await db.execute(sql`insert into participations (roundtable_id, user_id, status) values (${placed}, ${users[0]!}, 'joined'), (${placed}, ${users[1]!}, 'joined'),
    (${placed}, ${users[2]!}, 'waitlisted')`);
  const proposal = (await db.execute<{ id: number }>(sql`
    insert into roundtables (title, description, category, tags, organizer_id, preferred_session_id)
    values ('Gothic Houses', 'What a house remembers.', 'Gothic Literature', '{gothic}', ${users[3]!}, ${session}) returning id`)).rows[0]!.id;
  await db.execute(sql`insert into participations (roundtable_id, user_id, status) values (${proposal}, ${users[3]!}, 'joined'), (${proposal}, ${users[2]!}, 'joined')`);
  await db.execute(sql`insert into notifications (user_id, kind, message, roundtable_id) values (${users[0]!}, 'program_placed', 'On the program', ${placed})`);
});

afterAll(async () => {
  await database.close();
  await dropDatabase();
  await fs.rm(folder, { recursive: true, force: true });
});

describe("upgrading a database made before conventions", () => {
  it("when the migrations run, then nothing is lost or changed, every session and roundtable is the first convention's, and start-up gives it the settings once", async () => {
    const db = database.db;
    const before = await snapshot(db);
    expect(before.roundtables).toHaveLength(2);
    expect(before.participations).toHaveLength(5);

    await runMigrations(db);

    // Columns later migrations add (with their defaults) are not part of what was there before.
    const after = await snapshot(db);
    const asBefore = Object.fromEntries(
      Object.entries(after).map(([table, rows]) => [
        table,
        rows.map((row, index) => {
          const keys = Object.keys((before[table]![index] ?? {}) as object);
          return Object.fromEntries(Object.entries(row as object).filter(([key]) => keys.includes(key)));
        }),
      ]),
    );
    expect(asBefore).toEqual(before);
    const conventions = await db.execute<{ id: number; name: string; is_current: boolean; awaits_settings: boolean }>(
      sql`select id, name, is_current, awaits_settings from conventions`,
    );
    expect(conventions.rows).toEqual([{ id: expect.any(Number), name: "2026 International English Convention", is_current: true, awaits_settings: true }]);
    const first = conventions.rows[0]!.id;
    const owners = await db.execute<{ convention_id: number }>(
      sql`select convention_id from program_sessions union all select convention_id from roundtables`,
    );
    expect(owners.rows.map((row) => row.convention_id)).toEqual([first, first, first, first]);
    // New rows go into the current convention without naming it.
    const added = await db.execute<{ convention_id: number }>(sql`insert into program_sessions (name, starts_at, ends_at)
      values ('Tuesday Morning', '2026-03-31 14:00+00', '2026-03-31 15:15+00') returning convention_id`);
    expect(added.rows[0]!.convention_id).toBe(first);

    const settings = { name: "2026 Convention of the Society", city: "Baton Rouge", startDate: "2026-03-28", endDate: "2026-03-31", timeZone: "America/Chicago" };
    expect(await settleFirstConvention(db, settings)).toBe(true);
    expect(await settleFirstConvention(db, { ...settings, name: "Not again" })).toBe(false);
    const settled = await db.execute(sql`select name, city, start_date::text as "startDate", end_date::text as "endDate", time_zone as "timeZone", awaits_settings from conventions`);
    expect(settled.rows).toEqual([{ ...settings, awaits_settings: false }]);
  });
});
