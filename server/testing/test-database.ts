/** One clean database per test file, copied from the run's migrated template. */
import fs from "node:fs/promises";
import crypto from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, openEmbeddedFromDump, type Database, type DatabaseTimeouts } from "../db/client";
import { databaseUrlFor } from "./global-setup";

export async function createTestDatabase(timeouts?: DatabaseTimeouts): Promise<Database> {
  const source = inject("testDatabase");
  if (source.kind === "embedded") {
    const dump = await fs.readFile(source.dumpFile);
    return openDatabase({ pglite: await openEmbeddedFromDump(new Blob([dump])), timeouts });
  }
  const name = `ec_t_${source.runId}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${source.template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: databaseUrlFor(source.adminUrl, name), poolSize: 20, timeouts });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: source.adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
