/** Members and their chapters. */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { REGIONS, USER_TYPES } from "../constants";

export const regionEnum = pgEnum("region", REGIONS);
export const userTypeEnum = pgEnum("user_type", USER_TYPES);

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

export type Chapter = typeof chapters.$inferSelect;
export type UserRow = typeof users.$inferSelect;
