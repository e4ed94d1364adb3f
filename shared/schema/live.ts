/**
 * Live updates (docs/architecture.md, "Live updates"): one row per event an open page should hear
 * of, written by triggers in the transaction that made the change and announced with NOTIFY at its
 * commit. Rows are kept for a quarter of an hour, so a stream that reconnects with Last-Event-ID
 * gets what it missed; older rows are pruned by the same triggers.
 */
import { sql } from "drizzle-orm";
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const liveEvents = pgTable(
  "live_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** seats | notifications | program */
    kind: text("kind").notNull(),
    /** Whose event it is; null for one every signed-in member may hear (seats, program). */
    memberId: integer("member_id"),
    /** What the event is about ("seats:42", "notifications:7"): one event per topic per transaction. */
    topic: text("topic").notNull(),
    /** The transaction that wrote it. */
    xid: bigint("xid", { mode: "number" }).notNull().default(sql`txid_current()`),
    data: jsonb("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("live_events_xid_topic_unique").on(t.xid, t.topic), index("live_events_created_idx").on(t.createdAt)],
);

export type LiveEventRow = typeof liveEvents.$inferSelect;
