/**
 * Opens the configured database and brings it up to date. What a first start adds (the chapters,
 * the program's sessions) belongs to the features and is passed in by start-database.ts; it runs
 * under the same start lock, after the migrations.
 */
import type { AppConfig } from "../env";
import type { Logger } from "../lib/logger";
import { openDatabase, type Database, type Db } from "./client";
import { runMigrations } from "./migrate";
import { withStartLock } from "./start-lock";

export async function openMigratedDatabase(config: AppConfig, logger: Logger, afterMigrations?: (db: Db) => Promise<void>): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, timeouts: config.databaseTimeouts }
      : { dataDir: config.dataDir, timeouts: config.databaseTimeouts },
  );
  try {
    await withStartLock(database, logger, async () => {
      await runMigrations(database.db);
      await afterMigrations?.(database.db);
    });
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  // Said once the database answered: a start that waits for a late server tries this many times.
  logger.info(
    database.kind === "server" ? "using the PostgreSQL server from DATABASE_URL" : `using the embedded PostgreSQL in ${config.dataDir}`,
  );
  return database;
}
