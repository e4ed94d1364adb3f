/**
 * What the session store read in the session's own statement, left for the same request's
 * handler (by session id): the member for Passport (auth/member-prefetch.ts), the bell for its
 * route (notifications/bell-prefetch.ts). An entry is taken once, only for the member it was read
 * for, and only within a moment of the read; otherwise the handler reads afresh. It lives here,
 * below both features, so that the bell can use it without the notifications importing auth.
 */
const FRESH_MS = 2_000;
// Entries are taken by the request that made them; this bounds what unusual paths leave behind.
const MAX_ENTRIES = 10_000;

export type ReadWithSession<Value> = {
  remember(sid: string, memberId: number, value: Value): void;
  /** The value read with this request's session, or undefined when it must be read. */
  take(sid: string, memberId: number): Value | undefined;
};

export function createReadWithSession<Value>(): ReadWithSession<Value> {
  const entries = new Map<string, { value: Value; memberId: number; at: number }>();
  return {
    remember(sid, memberId, value) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(sid, { value, memberId, at: Date.now() });
    },
    take(sid, memberId) {
      const entry = entries.get(sid);
      if (!entry) return undefined;
      entries.delete(sid);
      if (entry.memberId !== memberId || Date.now() - entry.at > FRESH_MS) return undefined;
      return entry.value;
    },
  };
}
