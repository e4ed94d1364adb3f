/** Roundtables, their participants and waitlists, and the seat and count rows triggers keep. */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, foreignKey, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { CO_ORGANIZER_STATUSES, PARTICIPATION_STATUSES, TARGET_AUDIENCES } from "../constants";
import { chapters, users } from "./members";
import { conventions } from "./conventions";
import { programRooms, programSessions, programStatusEnum } from "./program";

export const targetAudienceEnum = pgEnum("target_audience", TARGET_AUDIENCES);
export const participationStatusEnum = pgEnum("participation_status", PARTICIPATION_STATUSES);
export const coOrganizerStatusEnum = pgEnum("co_organizer_status", CO_ORGANIZER_STATUSES);

export const roundtables = pgTable(
  "roundtables",
  {
    id: serial("id").primaryKey(),
    // The convention it was proposed for; it never moves to another.
    // Absent on insert: the current convention (ec_current_convention_id, docs/product.md "Conventions").
    conventionId: integer("convention_id")
      .notNull()
      .default(sql`ec_current_convention_id()`)
      .references(() => conventions.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    // False when the server picked the category because the organizer left it empty: a guessed
    // category carries no matching weight (docs/matching.md).
    categoryChosen: boolean("category_chosen").notNull().default(true),
    targetAudience: targetAudienceEnum("target_audience").notNull().default("both"),
    maxParticipants: integer("max_participants").notNull().default(5),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    organizerId: integer("organizer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scheduledDate: timestamp("scheduled_date", { withTimezone: true }),
    programStatus: programStatusEnum("program_status").notNull().default("proposed"),
    preferredSessionId: integer("preferred_session_id").references(() => programSessions.id, { onDelete: "set null" }),
    sessionId: integer("session_id").references(() => programSessions.id, { onDelete: "restrict" }),
    roomId: integer("room_id").references(() => programRooms.id, { onDelete: "restrict" }),
    // The staff's short note when a proposal is not selected, shown to its organizer.
    programNote: text("program_note"),
    // Raised on every change of time, room, title or program status (a trigger, ec_calendar_sequence),
    // so calendar apps replace the event they hold; seat changes leave it.
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(title || ' ' || description || ' ' || category || ' ' || ec_join_words(tags))`,
      ),
    // Each normalised word and where it occurs (docs/matching.md), kept by PostgreSQL.
    matchTerms: jsonb("match_terms")
      .$type<Record<string, number>>()
      .notNull()
      .generatedAlwaysAs(sql`ec_roundtable_terms(tags, case when category_chosen then category else '' end, title, description)`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // The transaction that last wrote the row (a trigger keeps it, migration 0009): the match
    // catalog re-reads only the rows written since it last looked (server/matching/match-catalog.ts).
    changedXid: bigint("changed_xid", { mode: "number" }).notNull().default(sql`txid_current()`),
    // When the door released the seats of members not checked in (docs/product.md, "The day at the
    // table"): set once, in the statement that releases, so of two app processes sweeping one wins.
    doorReleasedAt: timestamp("door_released_at", { withTimezone: true }),
  },
  (t) => [
    check("roundtables_max_participants_range", sql`${t.maxParticipants} between 1 and 5`),
    index("roundtables_organizer_idx").on(t.organizerId),
    index("roundtables_created_idx").on(t.createdAt, t.id),
    index("roundtables_convention_created_idx").on(t.conventionId, t.createdAt, t.id),
    index("roundtables_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // The tag filter is case-insensitive: it reads this index of the lower-cased tags.
    index("roundtables_tags_lower_idx").using("gin", sql`ec_lower_words(${t.tags})`),
    // Finds the roundtables that share a word with a member, the only ones a match can rank.
    index("roundtables_match_terms_idx").using("gin", t.matchTerms),
    // Two placements can never share a room, whatever the concurrency.
    uniqueIndex("roundtables_room_unique").on(t.roomId),
    index("roundtables_session_idx").on(t.sessionId),
    index("roundtables_changed_xid_idx").on(t.changedXid),
    foreignKey({
      name: "roundtables_room_in_session_fk",
      columns: [t.roomId, t.sessionId],
      foreignColumns: [programRooms.id, programRooms.sessionId],
    }),
    check(
      "roundtables_placed_has_room",
      sql`(${t.programStatus} = 'placed') = (${t.sessionId} is not null and ${t.roomId} is not null)`,
    ),
    // A date belongs to a roundtable only once the staff place it (its session's start).
    check("roundtables_date_only_when_placed", sql`${t.scheduledDate} is null or ${t.programStatus} = 'placed'`),
  ],
);

export const participations = pgTable(
  "participations",
  {
    id: serial("id").primaryKey(),
    roundtableId: integer("roundtable_id")
      .notNull()
      .references(() => roundtables.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: participationStatusEnum("status").notNull().default("joined"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the organizer (or staff) checked the member in at the table; null until then. */
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    /** Seated at the door by their pass, not from a seat taken beforehand. */
    walkIn: boolean("walk_in").notNull().default(false),
    /** A seat the door release offered from the waitlist is held for them until then (docs/product.md). */
    doorHeldUntil: timestamp("door_held_until", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("participations_roundtable_user_unique").on(t.roundtableId, t.userId),
    index("participations_user_idx").on(t.userId),
    index("participations_roundtable_status_idx").on(t.roundtableId, t.status, t.joinedAt),
    // The door's sweep looks for held seats every few seconds: only the few held ones are indexed.
    index("participations_door_held_idx").on(t.doorHeldUntil).where(sql`${t.doorHeldUntil} is not null`),
  ],
);

/**
 * A seat the door released because its member was not checked in (docs/product.md, "Attendance"):
 * one row per no-show, written by ec_door_release in the statement that releases. The seat itself
 * is gone, so this is what the attendance report counts. It names no member, only the chapter
 * they belonged to, so it is no one's personal data and outlives deleted accounts.
 */
export const doorNoShows = pgTable(
  "door_no_shows",
  {
    id: serial("id").primaryKey(),
    roundtableId: integer("roundtable_id")
      .notNull()
      .references(() => roundtables.id, { onDelete: "cascade" }),
    chapterId: integer("chapter_id").references(() => chapters.id, { onDelete: "set null" }),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("door_no_shows_roundtable_idx").on(t.roundtableId)],
);

/**
 * A roundtable's co-organizers and the invitations to become one (docs/product.md,
 * "Co-organizers"): one row per member, its status pending, declined or accepted. The invite locks
 * the roundtable's row before counting, so two invitations at once can't pass the limit. A
 * co-organizer holds a seat: a trigger (ec_co_organizer_seat_gone) drops the accepted row when the
 * seat goes, on every path (a leave, a removal, an account's deletion).
 */
export const roundtableCoOrganizers = pgTable(
  "roundtable_co_organizers",
  {
    roundtableId: integer("roundtable_id")
      .notNull()
      .references(() => roundtables.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: coOrganizerStatusEnum("status").notNull().default("pending"),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    // When the invitee answered: the earliest co-organizer inherits first (server/roundtables/member-removal.ts).
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("roundtable_co_organizers_unique").on(t.roundtableId, t.userId),
    index("roundtable_co_organizers_user_idx").on(t.userId),
  ],
);

/**
 * Each roundtable's seats in one row: how many are joined and waiting, and the chapters seated
 * (by first seat, then id). Triggers on participations and users keep it (migration 0005), on
 * every write path, raw SQL included, so a list reads one row instead of counting and grouping
 * the seats of every roundtable on the page. A roundtable nobody has joined may have no row.
 */
export const roundtableSeats = pgTable(
  "roundtable_seats",
  {
    roundtableId: integer("roundtable_id")
      .primaryKey()
      .references(() => roundtables.id, { onDelete: "cascade" }),
    participantCount: integer("participant_count").notNull().default(0),
    waitlistCount: integer("waitlist_count").notNull().default(0),
    chapterIds: integer("chapter_ids").array().notNull().default(sql`'{}'::integer[]`),
    /** As roundtables.changed_xid: the transaction that last changed the seats. */
    changedXid: bigint("changed_xid", { mode: "number" }).notNull().default(sql`txid_current()`),
  },
  (t) => [index("roundtable_seats_changed_xid_idx").on(t.changedXid)],
);

/**
 * How many roundtables there are, in one row kept by triggers on roundtables (migration 0006):
 * the unfiltered list's total is read, not counted over every roundtable on every request.
 */
export const roundtableCount = pgTable(
  "roundtable_count",
  {
    id: boolean("id").primaryKey().default(true),
    total: integer("total").notNull(),
  },
  (t) => [check("roundtable_count_one_row", sql`${t.id}`)],
);

export type RoundtableRow = typeof roundtables.$inferSelect;
export type ParticipationRow = typeof participations.$inferSelect;
export type CoOrganizerRow = typeof roundtableCoOrganizers.$inferSelect;
