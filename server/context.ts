/** What every feature's routes and services are built from: one object, made once in createApp. */
import type { DataVersionLedger } from "./cache/data-versions";
import type { Db } from "./db/client";
import type { AppConfig } from "./env";
import type { Logger } from "./lib/logger";
import type { MatchLists } from "./matching/match-lists";
import type { SharedLists } from "./roundtables/shared-lists";
import type { RateLimits } from "./lib/rate-limits";
import type { Mailer } from "./mail/mailer";
import type { BellPrefetch } from "./notifications/bell-prefetch";
import type pg from "pg";

export type AppContext = {
  config: AppConfig;
  db: Db;
  pool: pg.Pool;
  logger: Logger;
  mailer: Mailer;
  rateLimits: RateLimits;
  /** The data versions a request must see at least (cache/data-versions.ts). */
  dataVersions: DataVersionLedger;
  /** A bell request's bell, read with its session (notifications/bell-prefetch.ts). */
  bell: BellPrefetch;
  /** Roundtable lists served from this process's memory, one set per app (shared-lists.ts, match-lists.ts). */
  lists: { shared: SharedLists; match: MatchLists };
};
