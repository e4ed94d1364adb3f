/**
 * The database schema: every table declared once. Validators and types are derived from it
 * (see ./validators) so a column's shape lives in exactly one place.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  json,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { PARTICIPATION_STATUSES, PROGRAM_STATUSES, REGIONS, TARGET_AUDIENCES, USER_TYPES } from "./constants";

export const regionEnum = pgEnum("region", REGIONS);
export const userTypeEnum = pgEnum("user_type", USER_TYPES);
export const targetAudienceEnum = pgEnum("target_audience", TARGET_AUDIENCES);
export const participationStatusEnum = pgEnum("participation_status", PARTICIPATION_STATUSES);
export const programStatusEnum = pgEnum("program_status", PROGRAM_STATUSES);

export const chapters = pgTable(
  "chapters",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    region: regionEnum("region").notNull(),
    color: varchar("color", { length: 7 }).notNull(),
  },
  (t) => [uniqueIndex("chapters_name_unique").on(sql`lower(${t.name})`)],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    userType: userTypeEnum("user_type").notNull(),
    chapterId: integer("chapter_id")
      .notNull()
      .references(() => chapters.id, { onDelete: "restrict" }),
    interests: text("interests").array().notNull().default(sql`'{}'::text[]`),
    expertiseAreas: text("expertise_areas").array().notNull().default(sql`'{}'::text[]`),
    profileImageUrl: text("profile_image_url"),
    // Granted and revoked from the command line only (npm run staff).
    isStaff: boolean("is_staff").notNull().default(false),
    emailNotifications: boolean("email_notifications").notNull().default(true),
    // The secret in the personal calendar feed's URL; a new one retires the old URL.
    calendarToken: text("calendar_token"),
    // Maintained by PostgreSQL so every write path keeps directory search in step.
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || last_name || ' ' || email || ' ' || ec_join_words(interests) || ' ' || ec_join_words(expertise_areas))`,
      ),
    // The normalised words of interests and expertise (docs/matching.md), kept by PostgreSQL.
    matchTerms: text("match_terms")
      .array()
      .notNull()
      .generatedAlwaysAs(sql`ec_match_label_words(interests || expertise_areas)`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    index("users_chapter_idx").on(t.chapterId),
    index("users_name_idx").on(t.lastName, t.firstName, t.id),
    index("users_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    uniqueIndex("users_calendar_token_unique").on(t.calendarToken),
    index("users_match_terms_idx").using("gin", t.matchTerms),
  ],
);

/** The convention's roundtable sessions, loaded by staff from a CSV file (npm run db:seed-program). */
export const programSessions = pgTable(
  "program_sessions",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("program_sessions_name_unique").on(sql`lower(${t.name})`),
    index("program_sessions_starts_idx").on(t.startsAt, t.id),
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

export const roundtables = pgTable(
  "roundtables",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
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
    // Raised on every change of time or place, so calendar apps replace the event they hold.
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
      .generatedAlwaysAs(sql`ec_roundtable_terms(tags, category, title, description)`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // The transaction that last wrote the row (a trigger keeps it, migration 0009): the match
    // catalog re-reads only the rows written since it last looked (server/matching/match-catalog.ts).
    changedXid: bigint("changed_xid", { mode: "number" }).notNull().default(sql`txid_current()`),
  },
  (t) => [
    check("roundtables_max_participants_range", sql`${t.maxParticipants} between 1 and 5`),
    index("roundtables_organizer_idx").on(t.organizerId),
    index("roundtables_created_idx").on(t.createdAt, t.id),
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
  },
  (t) => [
    uniqueIndex("participations_roundtable_user_unique").on(t.roundtableId, t.userId),
    index("participations_user_idx").on(t.userId),
    index("participations_roundtable_status_idx").on(t.roundtableId, t.status, t.joinedAt),
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

/** express-session rows, in the layout connect-pg-simple expects. */
export const sessions = pgTable(
  "session",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [index("IDX_session_expire").on(t.expire)],
);

export const passwordResetCodes = pgTable(
  "password_reset_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_codes_user_idx").on(t.userId, t.createdAt)],
);

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    message: text("message").notNull(),
    roundtableId: integer("roundtable_id").references(() => roundtables.id, {
      onDelete: "set null",
    }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    // The bell's unread count reads only unread rows, however long a member's history grows.
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** Counters of rate-limiter-flexible's PostgreSQL store, shared by every app process. */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

export type Chapter = typeof chapters.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type RoundtableRow = typeof roundtables.$inferSelect;
export type ParticipationRow = typeof participations.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type ProgramSessionRow = typeof programSessions.$inferSelect;
export type ProgramRoomRow = typeof programRooms.$inferSelect;
