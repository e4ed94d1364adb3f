/**
 * The database as the app and the scripts start on it: opened, migrated and, on a first start,
 * given its chapters and the program's sessions from the configured files. Seeding belongs to
 * the chapters and program features, so it is composed here, above db/ (which knows no feature).
 */
import { seedChaptersIfEmpty } from "./chapters";
import type { Database } from "./db/client";
import { openMigratedDatabase } from "./db/start";
import type { AppConfig } from "./env";
import type { Logger } from "./lib/logger";
import { seedSessionsIfEmpty } from "./program";

/** `seed: false` only migrates (npm run db:migrate, and the scripts that bring their own data). */
export function startDatabase(config: AppConfig, logger: Logger, options: { seed?: boolean } = {}): Promise<Database> {
  if (options.seed === false) return openMigratedDatabase(config, logger);
  return openMigratedDatabase(config, logger, async (db) => {
    const seeded = await seedChaptersIfEmpty(db, config.seedFile);
    if (seeded) logger.info(seeded, `seeded chapters from ${config.seedFile}`);
    const program = await seedSessionsIfEmpty(db, config.programFile, config.convention.timeZone);
    if (program) logger.info(program, `seeded the program's sessions from ${config.programFile}`);
  });
}
