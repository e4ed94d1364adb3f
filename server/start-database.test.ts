/**
 * The start's migrations and first seeds, as several hosts (or a host and a script) run them. On a
 * PostgreSQL server they start at once on one database; the embedded database has one process,
 * so there the same start is run twice in a row.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { parseChapterCsv } from "./chapters";
import type { Database } from "./db/client";
import { MIGRATIONS_FOLDER } from "./db/migrate";
import { START_LOCK_KEY } from "./db/start-lock";
import { DEFAULT_SEED_FILE, loadConfig } from "./env";
import { createLogger } from "./lib/logger";
import { startDatabase } from "./start-database";
import { memoryLog } from "./testing/memory-log";
import { scratchServerDatabase } from "./testing/app-process";
import { tempFolder } from "./testing/temp-folder";

const migrationCount = async () =>
  (JSON.parse(await fs.readFile(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as { entries: unknown[] }).entries.length;
const chapterCount = async () => parseChapterCsv(await fs.readFile(DEFAULT_SEED_FILE, "utf8")).length;

async function counts(database: Database) {
  const { rows } = await database.pool.query<{ migrations: number; distinct_migrations: number; chapters: number; sessions: number }>(
    `select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
            (select count(distinct hash)::int from drizzle.__drizzle_migrations) as distinct_migrations,
            (select count(*)::int from chapters) as chapters,
            (select count(*)::int from program_sessions) as sessions`,
  );
  return rows[0]!;
}

if (inject("testDatabase").kind === "server") {
  const scratch: Array<{ drop(): Promise<void> }> = [];
  /** A database with nothing in it, as a new deployment's first start finds it. */
  async function emptyDatabaseUrl(): Promise<string> {
    const database = (await scratchServerDatabase({ empty: true }))!;
    scratch.push(database);
    return database.url;
  }
  afterAll(async () => {
    for (const database of scratch) await database.drop();
  });

  describe("starts on one PostgreSQL server database", () => {
    it("when three hosts start on an empty database at once, then all three start, each migration is recorded once and the chapters are seeded once", async () => {
      // Without the start lock such starts fail on PostgreSQL's catalog:
      // duplicate key value violates unique constraint "pg_namespace_nspname_index".
      const config = loadConfig({ ...process.env, DATABASE_URL: await emptyDatabaseUrl() });
      const logger = createLogger({ logLevel: "silent" });
      const starts = await Promise.allSettled([startDatabase(config, logger), startDatabase(config, logger), startDatabase(config, logger)]);
      const started = starts.flatMap((start) => (start.status === "fulfilled" ? [start.value] : []));
      try {
        expect(starts.map((start) => (start.status === "rejected" ? String(start.reason) : "started"))).toEqual(["started", "started", "started"]);
        const after = await counts(started[0]!);
        expect(after.migrations).toBe(await migrationCount());
        expect(after.distinct_migrations).toBe(after.migrations);
        expect(after.chapters).toBe(await chapterCount());
        expect(after.sessions).toBeGreaterThan(0);
      } finally {
        await Promise.all(started.map((database) => database.close()));
      }
    });

    it("when another process holds the start, then a start waits, says so once, and finishes after it lets go", async () => {
      const url = await emptyDatabaseUrl();
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      await holder.query("select pg_advisory_lock($1)", [START_LOCK_KEY.toString()]);
      const log = memoryLog();
      const starting = startDatabase(loadConfig({ ...process.env, DATABASE_URL: url }), createLogger({ logLevel: "info" }, log.sink));
      let settled = false;
      void starting.then(
        () => (settled = true),
        () => (settled = true),
      );
      try {
        await expect.poll(() => log.text, { timeout: 5_000 }).toContain("waiting until it is done");
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(settled).toBe(false);
      } finally {
        await holder.query("select pg_advisory_unlock($1)", [START_LOCK_KEY.toString()]);
        await holder.end();
      }
      const database = await starting;
      try {
        expect(log.text.match(/waiting until it is done/g)).toHaveLength(1);
        expect((await counts(database)).chapters).toBe(await chapterCount());
      } finally {
        await database.close();
      }
    });

    it("when a start fails during its seeds, then it lets go of the start, and the next start seeds", async () => {
      const url = await emptyDatabaseUrl();
      const badSeed = path.join(await tempFolder("ec-start-"), "chapters.csv");
      await fs.writeFile(badSeed, "name,region\nGothic College,Atlantis\n");
      const logger = createLogger({ logLevel: "silent" });
      await expect(startDatabase(loadConfig({ ...process.env, DATABASE_URL: url, SEED_FILE: badSeed }), logger)).rejects.toThrow(
        'line 2: unknown region "Atlantis"',
      );
      const database = await startDatabase(loadConfig({ ...process.env, DATABASE_URL: url }), logger);
      try {
        expect((await counts(database)).chapters).toBe(await chapterCount());
        const { rows } = await database.pool.query<{ held: number }>("select count(*)::int as held from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())");
        expect(rows[0]!.held).toBe(0);
      } finally {
        await database.close();
      }
    });
  });
} else {
  describe("starts on the embedded database", () => {
    it("when the app starts twice on a new data folder, one start after the other, then each migration is recorded once and the chapters are seeded once", async () => {
      // The embedded database belongs to one process (the folder lock), so starts never overlap there.
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "ec-start-"));
      const config = loadConfig({ ...process.env, DATABASE_URL: undefined, DATA_DIR: dataDir });
      const logger = createLogger({ logLevel: "silent" });
      try {
        for (let start = 0; start < 2; start++) {
          const database = await startDatabase(config, logger);
          try {
            const after = await counts(database);
            expect(after.migrations).toBe(await migrationCount());
            expect(after.distinct_migrations).toBe(after.migrations);
            expect(after.chapters).toBe(await chapterCount());
          } finally {
            await database.close();
          }
        }
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    });
  });
}
