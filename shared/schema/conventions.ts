/** The conventions the society holds, one every spring: their days, time zone and call for proposals. */
import { sql } from "drizzle-orm";
import { boolean, check, date, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * One row per convention. Exactly one is current (the one members work on); a partial unique index
 * keeps two from ever being current at once. The phase (upcoming, under way, over) is not stored:
 * it is computed from the days in the convention's own time zone (server/conventions/phase.ts).
 */
export const conventions = pgTable(
  "conventions",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    city: text("city").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    timeZone: text("time_zone").notNull(),
    // When the call for proposals closes; null keeps it open until the convention is over.
    proposalsCloseAt: timestamp("proposals_close_at", { withTimezone: true }),
    isCurrent: boolean("is_current").notNull().default(false),
    // True for the convention an upgrade made from an existing database's program and roundtables:
    // start-up gives it the configured name, city, days and time zone once (docs/product.md, "Conventions").
    awaitsSettings: boolean("awaits_settings").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conventions_one_current").on(t.isCurrent).where(sql`${t.isCurrent}`),
    check("conventions_days_in_order", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export type ConventionRow = typeof conventions.$inferSelect;
