/**
 * Upkeep that a PostgreSQL server's autovacuum does on its own: the embedded database (PGlite)
 * runs a single backend without background workers, so its tables were never analyzed (the
 * planner kept guessing with default row counts as the society grew) and rows replaced by
 * updates (seats, sessions, notifications) were never reclaimed. `VACUUM (ANALYZE)` runs five
 * minutes after start, once start-up traffic has settled, and then every hour, briefly holding
 * the one connection. Its sample rows stay in PGlite's memory (WebAssembly memory never
 * shrinks), a price worth the planner's better guesses.
 */
import type { Logger } from "../lib/logger";
import type { Database } from "./client";

export const UPKEEP_FIRST_DELAY_MS = 5 * 60_000;
export const UPKEEP_INTERVAL_MS = 60 * 60_000;

export async function runEmbeddedUpkeep(database: Pick<Database, "pool">): Promise<number> {
  const startedAt = performance.now();
  await database.pool.query("vacuum (analyze)");
  return Math.round(performance.now() - startedAt);
}

/** Schedules the upkeep on an embedded database (a server has autovacuum); returns the stop. */
export function scheduleEmbeddedUpkeep(
  database: Pick<Database, "pool" | "kind">,
  logger: Logger,
  timing: { firstDelayMs: number; intervalMs: number } = { firstDelayMs: UPKEEP_FIRST_DELAY_MS, intervalMs: UPKEEP_INTERVAL_MS },
): () => void {
  if (database.kind !== "embedded") return () => {};
  let timer: NodeJS.Timeout;
  let stopped = false;
  const run = async () => {
    try {
      const ms = await runEmbeddedUpkeep(database);
      logger.info({ ms }, "embedded database vacuumed and analyzed");
    } catch (error) {
      // A busy or closing database skips a round; the next one comes in an hour.
      logger.warn({ err: error }, "embedded database upkeep failed");
    }
    if (!stopped) timer = setTimeout(run, timing.intervalMs).unref();
  };
  timer = setTimeout(run, timing.firstDelayMs).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
