/**
 * Notification e-mails waiting to be sent (docs/mail.md, "The outbox"): written in the transaction
 * of the change they report, sent by a sweep every app process runs, deleted once sent.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./members";
import { roundtables } from "./roundtables";

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    /** A member who deletes their account takes their unsent mail with them. */
    recipientId: integer("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `added`, `removed`, `removed_waiting`, `promoted` may merge while held; `notice` never does. */
    kind: text("kind").notNull(),
    /** The roundtable a mergeable mail is about; a cancelled roundtable's held mails go with it (the cancellation says it all). */
    roundtableId: integer("roundtable_id").references(() => roundtables.id, { onDelete: "cascade" }),
    /** Subject, paragraphs and link; the greeting, address and unsubscribe link are added when it is sent. */
    content: jsonb("content").notNull(),
    sendAfter: timestamp("send_after", { withTimezone: true }).notNull().defaultNow(),
    /** Set by the sweep that took it; a claim a few minutes old (its process died) is taken again. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.sendAfter), index("mail_outbox_merge_idx").on(t.recipientId, t.roundtableId)],
);
