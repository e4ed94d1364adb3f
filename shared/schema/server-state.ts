/** What the app processes share through the database: the data versions and the rate-limit counters. */
import { bigint, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * How far what the lists show has moved: triggers add one to a counter when a transaction that
 * wrote a table a list reads commits (migration 0008). A page cached at a version is good for
 * any reader whose version is not newer. The counters are split over a few rows (by backend) so
 * concurrent commits don't queue on one row; a version is the sum of a column.
 */
export const dataVersions = pgTable("data_versions", {
  shard: integer("shard").primaryKey(),
  /** Roundtables, seats, members, chapters and the program: what a roundtable list shows. */
  roundtables: bigint("roundtables", { mode: "number" }).notNull().default(0),
  /** Members and chapters: what the directory and the user search show. */
  members: bigint("members", { mode: "number" }).notNull().default(0),
});

/**
 * Counters of rate-limiter-flexible's PostgreSQL store, shared by every app process. Unlogged
 * (migration 0028, which Drizzle's table options can't say): a crash empties it and restarts the limits.
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

/**
 * Secrets the app makes itself, once, and every process reads (the key that signs convention
 * passes: server/pass/pass-token.ts). The first process to need one inserts it; the others read it.
 */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  /** Random bytes, base64. */
  secret: text("secret").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
