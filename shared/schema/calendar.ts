/**
 * Calendars that update in place (docs/product.md, "Calendars"): the events a member's feed still
 * lists as cancelled. A placed roundtable taken off the program or deleted leaves one row for each
 * member who had it in their feed (its organizer and seated members), written by a trigger in the
 * change's own transaction, so the feed says STATUS:CANCELLED until the convention is over.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { conventions } from "./conventions";
import { users } from "./members";

export const calendarCancellations = pgTable(
  "calendar_cancellations",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** No foreign key: the roundtable may be gone; the event's UID is made from this id. */
    roundtableId: integer("roundtable_id").notNull(),
    conventionId: integer("convention_id")
      .notNull()
      .references(() => conventions.id, { onDelete: "cascade" }),
    /** The event as it was when cancelled: calendar apps match it by UID and need its time. */
    title: text("title").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    roomName: text("room_name").notNull(),
    sessionName: text("session_name").notNull(),
    /** The event's SEQUENCE with the cancellation counted. */
    sequence: integer("sequence").notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roundtableId] }), index("calendar_cancellations_roundtable_idx").on(t.roundtableId)],
);
