/** The audit log: what staff and approvers did, kept as it was written. */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per approval, decline, suspension, reinstatement, staff grant or removal, roster import
 * and staff program change, written in the same transaction as the change. Append-only: a trigger
 * refuses every update, delete and truncate. Members and roundtables are named by id only, with
 * no foreign keys, so the log outlives what it names and holds no one's personal data.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    // Who acted; null for a command-line script run by the operator.
    actorId: integer("actor_id"),
    action: text("action").notNull(),
    memberId: integer("member_id"),
    roundtableId: integer("roundtable_id"),
    // The convention the act concerns (a placement's, a session's, the convention's own edits).
    conventionId: integer("convention_id"),
    note: text("note"),
    // What the action changed, where its name alone doesn't say (a roster import's counts, a placement's session).
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_member_idx").on(t.memberId, t.id), index("audit_log_created_idx").on(t.createdAt, t.id)],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
