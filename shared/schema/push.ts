/**
 * Web Push (docs/product.md, "Push"): the app's VAPID keys, the members' browser subscriptions,
 * the pushes waiting to go, and which roundtables were already told they start soon.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./members";
import { notifications } from "./notifications";
import { roundtables } from "./roundtables";

/**
 * The one VAPID key pair that signs every push (the browsers' subscriptions are bound to its
 * public key, so it never changes). One row: the first process that needs it inserts it, on
 * conflict nothing, and everyone reads the row that won.
 */
export const pushVapidKeys = pgTable(
  "push_vapid_keys",
  {
    id: smallint("id").primaryKey().default(1),
    publicKey: text("public_key").notNull(),
    privateKey: text("private_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("push_vapid_keys_one_row", sql`${t.id} = 1`)],
);

/** A browser's push subscription; an endpoint belongs to one member (a re-subscription by another moves it). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_unique").on(t.endpoint), index("push_subscriptions_user_idx").on(t.userId, t.createdAt)],
);

/**
 * One push waiting for one subscription, written by a trigger on notifications (ec_push_outbox_trigger)
 * in the notice's transaction and swept by every app process like the mail outbox (docs/mail.md).
 * A withdrawn notice or an ended subscription takes its pushes with it.
 */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: serial("id").primaryKey(),
    notificationId: integer("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    sendAfter: timestamp("send_after", { withTimezone: true }).notNull().defaultNow(),
    /** Set by the sweep that took it; a claim a few minutes old (its process died) is taken again. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [index("push_outbox_due_idx").on(t.sendAfter), index("push_outbox_subscription_idx").on(t.subscriptionId), index("push_outbox_notification_idx").on(t.notificationId)],
);

/** "Starts in 15 minutes" was written for this roundtable at this start: the row's insert decides which process writes it. */
export const pushStartsSoon = pgTable(
  "push_starts_soon",
  {
    roundtableId: integer("roundtable_id")
      .notNull()
      .references(() => roundtables.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roundtableId, t.startsAt] })],
);
