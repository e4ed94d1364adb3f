/**
 * The session row's SQL: the read every signed-in request makes (the session, the member it names,
 * the data versions and, on the bell's request, the bell, in one statement: member-prefetch.ts),
 * and a renewed session's save (session-store.ts).
 */
import { sql, type SQL } from "drizzle-orm";
import type pg from "pg";
import { sessions, users, chapters } from "@shared/schema";
import type { CurrentUser } from "@shared/types";
import { dataVersionColumns } from "../cache/data-versions.storage";
import type { DbOrTx } from "../db/client";
import { preparedPerDatabase } from "../db/prepared";
import { bellColumn, bellFromColumn, type BellColumn } from "../notifications";
import { currentUserColumns } from "../users";

/** The member id a stored session names, as PostgreSQL reads it (null when there is none). */
const sessionMemberId = sql<number | null>`case when (${sessions.sess} -> 'passport' ->> 'user') ~ '^[0-9]{1,9}$'
  then (${sessions.sess} -> 'passport' ->> 'user')::int end`;

/** The session's read, with `extra` columns beside the session, its member and the data versions. */
function sessionRead<Extra extends Record<string, SQL.Aliased | SQL>>(db: DbOrTx, extra: Extra, name: string) {
  return (
    db
      // The data versions ride along, so a cached list page costs this request no round trip.
      .select({ sess: sessions.sess, memberId: sessionMemberId, member: currentUserColumns, versions: dataVersionColumns, ...extra })
      .from(sessions)
      .leftJoin(users, sql`${users.id} = ${sessionMemberId}`)
      .leftJoin(chapters, sql`${chapters.id} = ${users.chapterId}`)
      // The same test as connect-pg-simple's own read, so both agree on what has expired.
      .where(sql`${sessions.sid} = ${sql.placeholder("sid")} and ${sessions.expire} >= to_timestamp(${sql.placeholder("now")})`)
      .prepare(name)
  );
}

// Built once per database: this read comes with every signed-in request.
const sessionWithMember = preparedPerDatabase((db) => sessionRead(db, {}, "ec_session_with_member"));
// The bell's request (notifications/bell-prefetch.ts) reads the member's bell in the same statement.
const sessionWithMemberAndBell = preparedPerDatabase((db) => sessionRead(db, { bell: bellColumn(users.id) }, "ec_session_with_member_and_bell"));

/**
 * A live session's data, the data versions and, when it names a member, that member: one
 * statement. With `withBell`, that member's bell too.
 */
export async function readSessionWithMember(db: DbOrTx, sid: string, options: { withBell?: boolean } = {}) {
  const values = { sid, now: Math.ceil(Date.now() / 1000) };
  const [row] = options.withBell ? await sessionWithMemberAndBell(db).execute(values) : await sessionWithMember(db).execute(values);
  if (!row) return undefined;
  const member = row.member && row.member.id !== null ? (row.member as CurrentUser) : null;
  const bellJson = "bell" in row ? (row.bell as BellColumn | null) : null;
  const bell = member && bellJson ? bellFromColumn(member.id, bellJson) : undefined;
  return { sess: row.sess, memberId: row.memberId, member, versions: row.versions, bell };
}

/** Updates a stored session's row, never inserts it again: `expiresSeconds` in whole seconds since the epoch. */
export function updateStoredSession(pool: pg.Pool, sid: string, sess: unknown, expiresSeconds: number) {
  return pool.query("update session set sess = $1, expire = to_timestamp($2) where sid = $3", [sess, expiresSeconds, sid]);
}
