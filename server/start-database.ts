/**
 * The database as the app and the scripts start on it: opened, migrated and, on a first start,
 * given its chapters and the program's sessions from the configured files. Seeding belongs to
 * the chapters and program features, so it is composed here, above db/ (which knows no feature).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { seedChaptersIfEmpty } from "./chapters";
import { settleFirstConvention } from "./convention";
import type { Database } from "./db/client";
import { isDatabaseUnavailable } from "./db/errors";
import { openMigratedDatabase } from "./db/start";
import type { AppConfig } from "./env";
import type { Logger } from "./lib/logger";
import { describeStartupError } from "./lib/startup-error";
import { seedSessionsIfEmpty } from "./program";

/** `seed: false` only migrates (npm run db:migrate, and the scripts that bring their own data). */
export function startDatabase(config: AppConfig, logger: Logger, options: { seed?: boolean } = {}): Promise<Database> {
  if (options.seed === false) return openMigratedDatabase(config, logger);
  return openMigratedDatabase(config, logger, async (db) => {
    const seeded = await seedChaptersIfEmpty(db, config.seedFile);
    if (seeded) logger.info(seeded, `seeded chapters from ${config.seedFile}`);
    // The first convention (made by the migration, for an empty database or an upgraded one) takes the configured settings once.
    if (await settleFirstConvention(db, config.convention)) logger.info(config.convention, "the first convention takes the configured settings");
    const program = await seedSessionsIfEmpty(db, config.programFile, config.convention.timeZone);
    if (program) logger.info(program, `seeded the program's sessions from ${config.programFile}`);
  });
}

/** The wait between two tries grows from the first to the most, so the app is back within seconds of its database. */
export const START_RETRY_MS = { first: 250, most: 4_000 };

/**
 * The app's start: a PostgreSQL server that is late (refusing, not answering, starting up, too
 * many connections) is tried again, with a growing wait and one line in the log, until it
 * answers; a reboot or a failover that brings the database up after the app leaves no dead site.
 * A database that is wrong rather than late (a bad password, no such database, a damaged
 * embedded folder) still stops the start, as nothing would change by waiting.
 */
export async function startDatabaseWhenReachable(config: AppConfig, logger: Logger, options: { stopped?: () => boolean } = {}): Promise<Database> {
  let delay = START_RETRY_MS.first;
  let waiting = false;
  for (;;) {
    try {
      const database = await startDatabase(config, logger);
      if (waiting) logger.info("the database answers now; the app is starting");
      return database;
    } catch (error) {
      if (!config.databaseUrl || !isLate(error) || options.stopped?.()) throw error;
      if (!waiting) logger.warn(`${describeStartupError(error)} The app answers 503 and tries again until it answers.`);
      waiting = true;
      await sleep(delay);
      delay = Math.min(START_RETRY_MS.most, delay * 2);
    }
  }
}

/** A host name that can't be found is a mistake in DATABASE_URL, not a late server. */
function isLate(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === "ENOTFOUND") return false;
    current = (current as { cause?: unknown }).cause;
  }
  return isDatabaseUnavailable(error);
}
