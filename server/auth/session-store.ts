/**
 * The session store: connect-pg-simple, except that reading a page no longer writes. The store
 * would move a session's expiry forward (an UPDATE) on every request; here the expiry moves only
 * when the session is renewed (session-renewal.ts: at most every few minutes, by saving it), so
 * the stored expiry is never more than that behind the cookie's.
 */
import connectPgSimple from "connect-pg-simple";
import session from "express-session";
import type pg from "pg";
import type { DataVersionLedger } from "../cache/data-versions";
import type { DbOrTx } from "../db/client";
import type { BellPrefetch } from "../notifications";
import type { MemberPrefetch } from "./member-prefetch";
import { readSessionWithMember, updateStoredSession } from "./session-row.storage";

type Callback = (error?: unknown) => void;

export function createSessionStore(options: {
  pool: pg.Pool;
  pruneSessionInterval: number | false;
  /** Given both, a session is read with its member in one statement (session-row.storage.ts). */
  db?: DbOrTx;
  prefetch?: MemberPrefetch;
  /** Where the data versions read with the session are kept for the request's handler. */
  versions?: DataVersionLedger;
  /** Where a bell request's bell, read with its session, is left for the route. */
  bell?: BellPrefetch;
}) {
  const PgStore = connectPgSimple(session);
  const { db, prefetch, versions, bell } = options;

  class ReadWithMemberStore extends PgStore {
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

    // express-session would write every unchanged session's expiry; a renewal saves it instead.
    override touch(_sid: string, _sess: session.SessionData, callback?: Callback) {
      callback?.();
    }

    /**
     * A renewed session was stored before, so its save only updates its row: a renewal whose
     * request began before a sign-out, a password change or a reset ended the session must not
     * bring the row back (connect-pg-simple's set would insert it again).
     */
    override set(sid: string, sess: session.SessionData, callback?: Callback) {
      if (sess.renewedAt === undefined) return super.set(sid, sess, callback);
      // The expiry as connect-pg-simple writes it: whole seconds, rounded up.
      const expires = sess.cookie.expires ? new Date(sess.cookie.expires).getTime() : Date.now() + (sess.cookie.maxAge ?? 0);
      updateStoredSession(options.pool, sid, sess, Math.ceil(expires / 1000)).then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
    }
  }

  return new ReadWithMemberStore({
    pool: options.pool,
    tableName: "session",
    createTableIfMissing: false,
    pruneSessionInterval: options.pruneSessionInterval,
  });
}
