import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { queryNamed } from "../db/named-query";

export type NotificationKind =
  | "participant_joined"
  | "participant_left"
  | "added_to_roundtable"
  | "removed_from_roundtable"
  | "waitlist_promoted"
  | "roundtable_edited"
  | "roundtable_deleted"
  // Its organizer deleted their account: the earliest seated member organizes it now.
  | "roundtable_handed_over"
  // The organizer invites the member to co-organize (docs/product.md, "Co-organizers").
  | "co_organizer_invited"
  // The convention program (staff placement): placed, moved, taken off, not selected.
  | "program_placed"
  | "program_moved"
  | "program_removed"
  | "program_not_selected"
  // The door at the table (server/attendance): a no-show's seat released, a seat offered from the waitlist.
  | "door_seat_released"
  | "door_seat_offered"
  // Feedback after a roundtable (server/feedback): asked once, by the sweep's SQL, when the session ends; bell only.
  | "feedback_requested"
  // Someone waits for this approver: a new member, or a member's change of chapter or role.
  | "member_waiting";

export type NewNotification = {
  userId: number;
  kind: NotificationKind;
  message: string;
  roundtableId: number | null;
  /** The member the notice is about (a member waiting for approval), so it can be withdrawn. */
  actorId?: number | null;
};

/** One array parameter (a bare array in drizzle's `sql` would become a list of parameters). */
const column = (rows: NewNotification[], key: keyof NewNotification) => sql.param(rows.map((row) => row[key] ?? null));

/**
 * One named statement whatever the number of rows (the columns travel as arrays): every join,
 * leave and organizer's change notifies someone, so PostgreSQL plans it once per connection.
 */
export async function insertNotifications(db: DbOrTx, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await queryNamed(
    db,
    sql`insert into notifications (user_id, kind, message, roundtable_id, actor_id)
      select * from unnest(${column(rows, "userId")}::int[], ${column(rows, "kind")}::text[],
        ${column(rows, "message")}::text[], ${column(rows, "roundtableId")}::int[], ${column(rows, "actorId")}::int[])`,
  );
}

/**
 * Takes "X is waiting for your approval" off every approver's bell once someone decided about X:
 * the request is answered, and the others would open the Members page for nothing.
 */
export async function withdrawWaitingNotices(db: DbOrTx, memberId: number): Promise<void> {
  await db.execute(sql`delete from notifications where kind = 'member_waiting' and actor_id = ${memberId}`);
}

/**
 * Takes back a member's unread notice of this kind about the roundtable from the last ten minutes,
 * as the database functions do for a quick join and leave: true when one went, and its opposite is
 * then no news either (an organizer's add, then removal).
 */
export async function withdrawUnreadNotice(db: DbOrTx, notice: { userId: number; kind: NotificationKind; roundtableId: number }): Promise<boolean> {
  const rows = await queryNamed<{ id: number }>(
    db,
    sql`delete from notifications n
      where n.user_id = ${notice.userId}::int and n.roundtable_id = ${notice.roundtableId}::int and n.kind = ${notice.kind}::text
        and n.read_at is null and n.created_at > now() - interval '10 minutes'
      returning n.id`,
  );
  return rows.length > 0;
}
