import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { notifications } from "@shared/schema";
import type { DbOrTx } from "../db/client";
import { preparedPerDatabase } from "../db/prepared";

// The bell asks for these on every page a member opens: prepared once (see db/prepared.ts).
const recentNotifications = preparedPerDatabase((db) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder("userId")))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder("limit"))
    .prepare("ec_recent_notifications"),
);

const unreadCount = preparedPerDatabase((db) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder("userId")), isNull(notifications.readAt)))
    .prepare("ec_unread_notifications"),
);

export async function listRecentNotifications(db: DbOrTx, userId: number, limit: number) {
  return recentNotifications(db).execute({ userId, limit });
}

export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await unreadCount(db).execute({ userId });
  return row?.count ?? 0;
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
