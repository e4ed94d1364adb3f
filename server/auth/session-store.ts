/**
 * The session store: connect-pg-simple, except that reading a page no longer writes. The store
 * would move a session's expiry forward (an UPDATE) on every request; here a session's expiry is
 * moved at most once every TOUCH_INTERVAL_MS per process, so the stored expiry is never more
 * than that behind the cookie's (14 days ahead).
 */
import connectPgSimple from "connect-pg-simple";
import session from "express-session";
import type pg from "pg";
import type { DataVersionLedger } from "../cache/data-versions";
import type { DbOrTx } from "../db/client";
import type { BellPrefetch } from "../notifications/bell-prefetch";
import { readSessionWithMember, type MemberPrefetch } from "./member-prefetch";

export const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
// Bounds the memory the throttle uses; past it the record starts afresh (a few extra writes).
const MAX_REMEMBERED = 100_000;

type Callback = (error?: unknown) => void;

export function createSessionStore(options: {
  pool: pg.Pool;
  pruneSessionInterval: number | false;
  touchIntervalMs?: number;
  /** Given both, a session is read with its member in one statement (member-prefetch.ts). */
  db?: DbOrTx;
  prefetch?: MemberPrefetch;
  /** Where the data versions read with the session are kept for the request's handler. */
  versions?: DataVersionLedger;
  /** Where a bell request's bell, read with its session, is left for the route. */
  bell?: BellPrefetch;
}) {
  const PgStore = connectPgSimple(session);
  const interval = options.touchIntervalMs ?? TOUCH_INTERVAL_MS;
  const lastWrite = new Map<string, number>();
  const remember = (sid: string) => {
    if (lastWrite.size >= MAX_REMEMBERED) lastWrite.clear();
    lastWrite.set(sid, Date.now());
  };

  const { db, prefetch, versions, bell } = options;

  class ThrottledTouchStore extends PgStore {
    override get(sid: string, callback: (error: unknown, session?: session.SessionData | null) => void) {
      if (!db || !prefetch) return super.get(sid, callback);
      // Asked now, before the read starts: the request's wish holds only while this call runs.
      const withBell = bell?.wantedNow() ?? false;
      readSessionWithMember(db, sid, { withBell }).then((row) => {
        if (!row) return callback(null, null);
        versions?.note(sid, row.versions);
        if (row.memberId !== null) prefetch.remember(sid, row.memberId, row.member);
        if (row.bell && row.member) bell?.remember(sid, row.member.id, row.bell);
        callback(null, row.sess as session.SessionData);
      }, callback);
    }

    override set(sid: string, sess: session.SessionData, callback?: Callback) {
      remember(sid);
      super.set(sid, sess, callback);
    }

    override touch(sid: string, sess: session.SessionData, callback?: Callback) {
      const last = lastWrite.get(sid);
      if (last !== undefined && Date.now() - last < interval) {
        callback?.();
        return;
      }
      remember(sid);
      super.touch(sid, sess, callback);
    }

    override destroy(sid: string, callback?: Callback) {
      lastWrite.delete(sid);
      super.destroy(sid, callback);
    }
  }

  return new ThrottledTouchStore({
    pool: options.pool,
    tableName: "session",
    createTableIfMissing: false,
    pruneSessionInterval: options.pruneSessionInterval,
  });
}
