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

/** The least statement timeout a command-line script runs with (docs/reliability.md). */
export const SCRIPT_STATEMENT_TIMEOUT_MS = 300_000;

type Explained = { error: new (...args: never[]) => Error; suffix?: string };

export async function runWithDatabase(
  work: (database: Database, config: AppConfig, logger: Logger) => Promise<void>,
  explained: Explained[] = [],
  options: { seedChapters?: boolean } = {},
): Promise<void> {
  const loaded = loadConfig();
  // A command's bulk statements (the demo's 20,000 members, a roster) may run long on a busy
  // machine: the request-sized statement timeout protects the app, not a person's one-off command.
  const config: AppConfig = {
    ...loaded,
    databaseTimeouts: { ...loaded.databaseTimeouts, statementMs: Math.max(loaded.databaseTimeouts.statementMs, SCRIPT_STATEMENT_TIMEOUT_MS) },
  };
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
