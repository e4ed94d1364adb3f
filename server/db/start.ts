/** Opens the configured database and brings it up to date: migrations, then chapters and the program's sessions on first start. */
import { seedChaptersIfEmpty } from "../chapters/chapter-seed";
import { seedSessionsIfEmpty } from "../program/session-seed";
import type { AppConfig } from "../env";
import type { Logger } from "../lib/logger";
import { openDatabase, type Database } from "./client";
import { runMigrations } from "./migrate";
import { withStartLock } from "./start-lock";

export async function startDatabase(config: AppConfig, logger: Logger, options: { seed?: boolean } = {}): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, timeouts: config.databaseTimeouts }
      : { dataDir: config.dataDir, timeouts: config.databaseTimeouts },
  );
  logger.info(
    database.kind === "server" ? "using the PostgreSQL server from DATABASE_URL" : `using the embedded PostgreSQL in ${config.dataDir}`,
  );
  try {
    await withStartLock(database, logger, async () => {
      await runMigrations(database.db);
      if (options.seed === false) return;
      const seeded = await seedChaptersIfEmpty(database.db, config.seedFile);
      if (seeded) logger.info(seeded, `seeded chapters from ${config.seedFile}`);
      const program = await seedSessionsIfEmpty(database.db, config.programFile, config.convention.timeZone);
      if (program) logger.info(program, `seeded the program's sessions from ${config.programFile}`);
    });
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}
