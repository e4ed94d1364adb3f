/**
 * The frame every command-line script shares: the configured database opened (without the first
 * start's chapters and sessions unless asked), closed afterwards, a quiet logger for the work,
 * and the failures a person can act on (the embedded database held by the running app, a bad
 * input file) printed as one message with exit code 1 instead of a stack.
 */
import type { Database } from "../db/client";
import { EmbeddedDatabaseInUseError } from "../db/embedded-lock";
import { startDatabase } from "../start-database";
import { loadConfig, type AppConfig } from "../env";
import { createLogger, type Logger } from "../lib/logger";

type Explained = { error: new (...args: never[]) => Error; suffix?: string };

export async function runWithDatabase(
  work: (database: Database, config: AppConfig, logger: Logger) => Promise<void>,
  explained: Explained[] = [],
  options: { seedChapters?: boolean } = {},
): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ logLevel: "warn" });
  try {
    const database = await startDatabase(config, logger, { seed: options.seedChapters ?? false });
    try {
      await work(database, config, logger);
    } finally {
      await database.close();
    }
  } catch (error) {
    const known = [...explained, { error: EmbeddedDatabaseInUseError }].find((entry) => error instanceof entry.error);
    if (!known) throw error;
    console.error(`${(error as Error).message}${known.suffix ?? ""}`);
    process.exitCode = 1;
  }
}
