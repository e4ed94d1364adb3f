import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { notifications, users } from "@shared/schema";
import type { Notification } from "@shared/types";
import type { DbOrTx } from "../db/client";
import { queryNamed } from "../db/named-query";

/** How many of the latest notifications the bell shows. */
export const FEED_SIZE = 20;

export type Bell = { items: Notification[]; unreadCount: number };

/**
 * The bell, asked for on every page a member opens: their latest notifications and how many are
 * unread, in one named statement (one round trip; PostgreSQL plans it once per connection). Most
 * requests get it with their session instead (bellColumn below, the same SQL).
 */
export async function readBell(db: DbOrTx, userId: number): Promise<Bell> {
  const [row] = await queryNamed<{ bell: BellColumn }>(db, sql`select ${bellColumn(sql`${userId}::int`)} as bell`);
  return bellFromColumn(userId, row!.bell);
}

/** A notification as bellColumn writes it: id, kind, message, roundtable id, read and created times as text. */
type BellItemJson = [number, string, string, number | null, string | null, string];
export type BellColumn = { unreadCount: number; items: BellItemJson[] };

/**
 * The same bell as one JSON column of another statement (the session's read, bell-prefetch.ts):
 * the latest notifications and the unread count of the member `memberId` names, or null without
 * one. Times travel as PostgreSQL's text and are read by the driver's own timestamp parser.
 */
export function bellColumn(memberId: SQL | typeof users.id) {
  return sql<BellColumn | null>`case when ${memberId} is null then null else json_build_object(
    'unreadCount', (select count(*)::int from ${notifications} where user_id = ${memberId} and read_at is null),
    'items', coalesce((select json_agg(json_build_array(n.id, n.kind, n.message, n.roundtable_id, n.read_at::text, n.created_at::text)
        order by n.created_at desc, n.id desc)
      from (select * from ${notifications} where user_id = ${memberId} order by created_at desc, id desc limit ${sql.raw(String(FEED_SIZE))}) n),
      '[]'::json)) end`;
}

const parseTimestamp = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, "text") as (text: string) => Date;

/** bellColumn's JSON as readBell returns it. */
export function bellFromColumn(userId: number, column: BellColumn): Bell {
  return {
    unreadCount: column.unreadCount,
    items: column.items.map(([id, kind, message, roundtableId, readAt, createdAt]) => ({
      id,
      userId,
      kind,
      message,
      roundtableId,
      link: roundtableId === null ? null : `/roundtables/${roundtableId}`,
      readAt: readAt === null ? null : parseTimestamp(readAt).toISOString(),
      createdAt: parseTimestamp(createdAt).toISOString(),
    })),
  };
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
