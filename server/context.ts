/**
 * What every feature's routes and services are built from: one object, made once in createApp.
 * It holds what the whole app shares; what one feature keeps for itself (the roundtable lists'
 * caches, say) that feature makes from it.
 */
import type pg from "pg";
import type { DataVersionLedger } from "./cache/data-versions";
import type { Conventions } from "./convention";
import type { Db } from "./db/client";
import type { AppConfig } from "./env";
import type { Clock } from "./lib/clock";
import type { Logger } from "./lib/logger";
import type { RateLimits } from "./lib/rate-limits";
import type { Mailer } from "./lib/mailer";
import type { LiveHub } from "./live";

export type AppContext = {
  config: AppConfig;
  db: Db;
  pool: pg.Pool;
  logger: Logger;
  mailer: Mailer;
  rateLimits: RateLimits;
  /** The data versions a request must see at least (cache/data-versions.ts). */
  dataVersions: DataVersionLedger;
  /** This process's live-update streams (live/): serve.ts ends them before a graceful stop. */
  live: LiveHub;
  /** The time every date rule reads (lib/clock.ts): tests set it. */
  clock: Clock;
  /** The conventions, the current one first of all (convention/current-convention.ts). */
  conventions: Conventions;
};
