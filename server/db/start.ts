/**
 * Opens the configured database and brings it up to date. What a first start adds (the chapters,
 * the program's sessions) belongs to the features and is passed in by start-database.ts; it runs
 * under the same start lock, after the migrations.
 */
import type { AppConfig } from "../env";
import type { Logger } from "../lib/logger";
import { openDatabase, type Database, type Db } from "./client";
import { isSuperuser } from "./app-role";
import { runMigrations } from "./migrate";
import { withStartLock } from "./start-lock";

export async function openMigratedDatabase(config: AppConfig, logger: Logger, afterMigrations?: (db: Db) => Promise<void>): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, timeouts: config.databaseTimeouts }
      : { dataDir: config.dataDir, timeouts: config.databaseTimeouts },
  );
  try {
    // With MIGRATION_DATABASE_URL the owner migrates and the app runs as a role that can't change
    // the schema (docs/security.md, "Least privilege"); the start lock is the database's, whoever holds it.
    const owner = config.migrationDatabaseUrl ? await openDatabase({ databaseUrl: config.migrationDatabaseUrl, poolSize: 2, timeouts: config.databaseTimeouts }) : database;
    try {
      await withStartLock(owner, logger, async () => {
        await runMigrations(owner.db);
        await afterMigrations?.(owner.db);
      });
    } finally {
      if (owner !== database) await owner.close();
    }
    await warnIfSuperuser(database, config, logger);
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

export const SUPERUSER_WARNING = "the app connects to PostgreSQL as a superuser: run it as a role of its own (npm run db:roles; see Deployment in the README)";

/** In production on a PostgreSQL server, a start as a superuser is logged as a warning (docs/security.md, "Least privilege"). */
export async function warnIfSuperuser(database: Database, config: Pick<AppConfig, "nodeEnv">, logger: Logger): Promise<void> {
  if (config.nodeEnv === "production" && database.kind === "server" && (await isSuperuser(database.pool))) logger.warn(SUPERUSER_WARNING);
}
