/** Members and their chapters. */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { DIRECTORY_VISIBILITIES, MEMBERSHIP_STATUSES, REGIONS, USER_TYPES, type UserType } from "../constants";

export const regionEnum = pgEnum("region", REGIONS);
export const userTypeEnum = pgEnum("user_type", USER_TYPES);
export const membershipStatusEnum = pgEnum("membership_status", MEMBERSHIP_STATUSES);
export const directoryVisibilityEnum = pgEnum("directory_visibility", DIRECTORY_VISIBILITIES);

/** An approved member's change of chapter or role, held until it is approved (docs/product.md, "Profiles"). */
export type PendingChange = { chapterId: number; userType: UserType };

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
    // Membership (docs/product.md, "Accounts and sign-in"): the address proved by the code mailed
    // at sign-up, then approval by the roster, an advisor of the chapter, or staff.
    emailConfirmed: boolean("email_confirmed").notNull().default(false),
    membershipStatus: membershipStatusEnum("membership_status").notNull().default("pending"),
    // The note given with a decline or a suspension.
    membershipNote: text("membership_note"),
    // A change of chapter or role waiting for approval; until then the current ones hold.
    pendingChange: jsonb("pending_change").$type<PendingChange>(),
    // Privacy (docs/product.md, "Directory and search"): the member's own choices.
    directoryVisibility: directoryVisibilityEnum("directory_visibility").notNull().default("members"),
    shareEmail: boolean("share_email").notNull().default(false),
    acceptMessages: boolean("accept_messages").notNull().default(true),
    // Unsubscribe links mailed before this moment no longer work (set when mail is turned back on).
    unsubscribeLinksAfter: timestamp("unsubscribe_links_after", { withTimezone: true }),
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
    // Approvers read who waits, by chapter; the members console filters by status and chapter.
    index("users_membership_idx").on(t.membershipStatus, t.chapterId),
  ],
);

export type Chapter = typeof chapters.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/**
 * Messages members sent each other through the app: who wrote to whom and when, never the text
 * (it goes out by e-mail only). The member's data export lists them; they go with either member.
 */
export const memberMessages = pgTable(
  "member_messages",
  {
    id: serial("id").primaryKey(),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientId: integer("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("member_messages_sender_idx").on(t.senderId, t.sentAt), index("member_messages_recipient_idx").on(t.recipientId)],
);
