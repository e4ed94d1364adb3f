/** How members are admitted without an approver's click: the societies' roster, the first staff's setup code, and approvers' mail. */
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { chapters, userTypeEnum, users } from "./members";

/**
 * The societies' member roll as staff imported it: an e-mail on it is a member of that chapter
 * with that role. A sign-up with a listed e-mail is approved when it confirms its address.
 */
export const rosterEntries = pgTable(
  "roster_entries",
  {
    email: text("email").notNull(),
    chapterId: integer("chapter_id")
      .notNull()
      .references(() => chapters.id, { onDelete: "restrict" }),
    userType: userTypeEnum("user_type").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("roster_entries_email_unique").on(sql`lower(${t.email})`)],
);

/**
 * The one-time code that makes the first staff member while no one is staff: printed in the log
 * at start, kept only as a hash. One row at most; a claim deletes it.
 */
export const staffSetupCode = pgTable(
  "staff_setup_code",
  {
    id: integer("id").primaryKey().default(1),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("staff_setup_code_single_row", sql`${t.id} = 1`)],
);

/** When each approver was last mailed about members waiting for them: at most one such e-mail a day, across processes. */
export const approverDigests = pgTable("approver_digests", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  mailedAt: timestamp("mailed_at", { withTimezone: true }).notNull(),
});

export type RosterEntryRow = typeof rosterEntries.$inferSelect;
