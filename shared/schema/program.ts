/** The convention program: its sessions and their rooms, and where a roundtable stands in it. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { PROGRAM_STATUSES } from "../constants";
import { conventions } from "./conventions";

export const programStatusEnum = pgEnum("program_status", PROGRAM_STATUSES);

/** The convention's roundtable sessions, loaded by staff from a CSV file (npm run db:seed-program). */
export const programSessions = pgTable(
  "program_sessions",
  {
    id: serial("id").primaryKey(),
    // Absent on insert: the current convention (ec_current_convention_id, docs/product.md "Conventions").
    conventionId: integer("convention_id")
      .notNull()
      .default(sql`ec_current_convention_id()`)
      .references(() => conventions.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("program_sessions_name_unique").on(t.conventionId, sql`lower(${t.name})`),
    index("program_sessions_starts_idx").on(t.conventionId, t.startsAt, t.id),
    check("program_sessions_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The rooms a session has; a room holds at most one roundtable (a unique index on roundtables). */
export const programRooms = pgTable(
  "program_rooms",
  {
    id: serial("id").primaryKey(),
    sessionId: integer("session_id")
      .notNull()
      .references(() => programSessions.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    // The room's place in the CSV row: "the first free room" follows it.
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("program_rooms_session_name_unique").on(t.sessionId, sql`lower(${t.name})`),
    // Lets a roundtable's (room, session) pair reference a room of that very session.
    uniqueIndex("program_rooms_id_session_unique").on(t.id, t.sessionId),
  ],
);

export type ProgramSessionRow = typeof programSessions.$inferSelect;
export type ProgramRoomRow = typeof programRooms.$inferSelect;
