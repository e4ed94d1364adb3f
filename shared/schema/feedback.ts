/**
 * Feedback after a roundtable (docs/product.md, "Feedback"): one rating per member and roundtable,
 * and the mark that the member was asked for it. Both belong to the roundtable's convention through
 * the roundtable, and go with it or with the member's account.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { FEEDBACK_LIMITS } from "../constants";
import { users } from "./members";
import { roundtables } from "./roundtables";

export const roundtableFeedback = pgTable(
  "roundtable_feedback",
  {
    roundtableId: integer("roundtable_id")
      .notNull()
      .references(() => roundtables.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    /** Null when the member left none; the organizers read it without the member's name. */
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roundtableId, t.userId] }),
    index("roundtable_feedback_user_idx").on(t.userId),
    check("roundtable_feedback_rating_range", sql`${t.rating} between ${sql.raw(String(FEEDBACK_LIMITS.ratingMin))} and ${sql.raw(String(FEEDBACK_LIMITS.ratingMax))}`),
    check("roundtable_feedback_comment_length", sql`char_length(${t.comment}) <= ${sql.raw(String(FEEDBACK_LIMITS.commentMax))}`),
  ],
);

/**
 * A member was asked for feedback on a roundtable (the bell's `feedback_requested`): the row's
 * primary key makes the ask once, whichever app process's sweep gets there first.
 */
export const feedbackRequests = pgTable(
  "feedback_requests",
  {
    roundtableId: integer("roundtable_id")
      .notNull()
      .references(() => roundtables.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roundtableId, t.userId] }), index("feedback_requests_user_idx").on(t.userId)],
);

export type RoundtableFeedbackRow = typeof roundtableFeedback.$inferSelect;
