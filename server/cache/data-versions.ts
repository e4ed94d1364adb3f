/**
 * The data versions (migration 0008): counters that triggers move when a transaction that wrote
 * what a list shows commits. A page built after reading version V holds every commit up to V, so
 * it may serve any request whose own version is V or older, in any process: a write through one
 * app process is seen by the next request to another, with no message between them.
 *
 * Every signed-in request reads the versions with its session (auth/session-row.storage.ts, one statement),
 * and the ledger keeps them by session id for the request's handler; a request without them
 * (a session read another way) reads them on its own.
 */
import type { DbOrTx } from "../db/client";
import { readDataVersions, type DataVersions } from "./data-versions.storage";

export type { DataVersions } from "./data-versions.storage";

// Bounds the ledger; past it, it starts afresh (the next requests read their versions themselves).
const MAX_SESSIONS = 10_000;

export type DataVersionLedger = ReturnType<typeof createDataVersionLedger>;

export function createDataVersionLedger(db: DbOrTx) {
  const bySession = new Map<string, DataVersions>();
  return {
    /**
     * Keeps the newest versions a session's requests have read. Newer is always safe to require:
     * every version noted was read before the handler that uses it starts its own reads.
     */
    note(sid: string, versions: DataVersions) {
      const known = bySession.get(sid);
      if (!known && bySession.size >= MAX_SESSIONS) bySession.clear();
      bySession.set(sid, {
        roundtables: Math.max(versions.roundtables, known?.roundtables ?? 0),
        members: Math.max(versions.members, known?.members ?? 0),
      });
    },
    /** The versions this request must see at least: read with its session, or now. */
    async forSession(sid: string | undefined): Promise<DataVersions> {
      const known = sid === undefined ? undefined : bySession.get(sid);
      return known ?? readDataVersions(db);
    },
  };
}
