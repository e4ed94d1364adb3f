/**
 * Builds one migrated, seeded template database per test run; each test file then starts from its
 * own copy (see test-database.ts). With DATABASE_URL set, the template is a database on that
 * PostgreSQL server; otherwise it is an embedded PGlite dump. Also the run's scratch folder, which
 * the teardown removes: the helpers make their temp folders in it (app-process.ts).
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { DEFAULT_SEED_FILE } from "../env";
import { seedChaptersFromFile } from "../chapters";
import { openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: { kind: "server"; adminUrl: string; template: string; runId: string } | { kind: "embedded"; dumpFile: string };
    /** A folder for this run's temp files, removed after the run. */
    scratchFolder: string;
  }
}

export function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "ec-run-"));
  project.provide("scratchFolder", scratch);
  const removeScratch = () => fs.rm(scratch, { recursive: true, force: true });
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const runId = `${process.pid}_${Date.now().toString(36)}`;
    const template = `ec_tpl_${runId}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, template), poolSize: 2 });
    await runMigrations(database.db);
    await seedChaptersFromFile(database.db, DEFAULT_SEED_FILE);
    await database.close();
    project.provide("testDatabase", { kind: "server", adminUrl, template, runId });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`ec_%${runId}%`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
      await removeScratch();
    };
  }

  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const database = await openDatabase({ pglite });
  await runMigrations(database.db);
  await seedChaptersFromFile(database.db, DEFAULT_SEED_FILE);
  const dump = await pglite.dumpDataDir("none");
  await database.close();
  const dumpFile = path.join(scratch, "template.tar");
  await fs.writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide("testDatabase", { kind: "embedded", dumpFile });
  return removeScratch;
}
