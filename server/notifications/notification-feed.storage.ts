import { and, eq, isNull, sql } from "drizzle-orm";
import { notifications, type NotificationRow } from "@shared/schema";
import type { DbOrTx } from "../db/client";
import { queryNamed } from "../db/named-query";

type BellRow = {
  unread_count: number;
  id: number | null;
  user_id: number;
  kind: string;
  message: string;
  roundtable_id: number | null;
  read_at: Date | null;
  created_at: Date;
};

/**
 * The bell, asked for on every page a member opens: their latest notifications and how many are
 * unread, in one named statement (one round trip; PostgreSQL plans it once per connection). The
 * count is the row every answer has, so a member with no notifications still gets it.
 */
export async function readBell(db: DbOrTx, userId: number, limit: number): Promise<{ items: NotificationRow[]; unreadCount: number }> {
  const rows = await queryNamed<BellRow>(
    db,
    sql`select unread.unread_count, n.id, n.user_id, n.kind, n.message, n.roundtable_id, n.read_at, n.created_at
      from (select count(*)::int as unread_count from notifications where user_id = ${userId} and read_at is null) unread
      left join lateral (
        select * from notifications where user_id = ${userId} order by created_at desc, id desc limit ${limit}
      ) n on true
      order by n.created_at desc, n.id desc`,
  );
  const items = rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: row.id!,
      userId: row.user_id,
      kind: row.kind,
      message: row.message,
      roundtableId: row.roundtable_id,
      readAt: row.read_at,
      createdAt: row.created_at,
    }));
  return { items, unreadCount: rows[0]?.unread_count ?? 0 };
}

/** Marks one (or, without an id, every) unread notification of the member as read. */
export async function markRead(db: DbOrTx, userId: number, id?: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), id === undefined ? undefined : eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length;
}
