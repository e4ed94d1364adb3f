/** Sign-in: the sessions and the one-time codes mailed to members. */
import { index, integer, json, pgEnum, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { MAILED_CODE_PURPOSES } from "../constants";
import { users } from "./members";

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

export const mailedCodePurposeEnum = pgEnum("mailed_code_purpose", MAILED_CODE_PURPOSES);

/** The 6-digit codes mailed to a member (a password reset, the address's confirmation), kept as keyed hashes. */
export const passwordResetCodes = pgTable(
  "password_reset_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: mailedCodePurposeEnum("purpose").notNull().default("reset"),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_codes_user_idx").on(t.userId, t.purpose, t.createdAt)],
);
