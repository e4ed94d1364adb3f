/**
 * A signed-in session lasts SESSION_MAX_AGE_MS from its last renewal, and a signed-in request
 * renews it (its cookie sent again, its stored expiry moved) once its cookie is RENEW_INTERVAL_MS
 * old. Renewing on every response signed a cookie and sent two Set-Cookie headers each time, and
 * moving the stored expiry on every read would be a write per page.
 *
 * The renewal is a change to the session itself (`renewedAt`), so express-session saves it and
 * sends its cookie as for any changed session; when it was last issued is read from the stored
 * cookie's expiry, so the rule holds across processes with nothing kept in memory. The store
 * saves a renewed session by updating its row only (session-store.ts), so a renewal can't bring
 * back a session ended meanwhile.
 */
import type { RequestHandler } from "express";

export const RENEW_INTERVAL_MS = 5 * 60 * 1000;

declare module "express-session" {
  interface SessionData {
    /** When the session's cookie and stored expiry were last moved forward (epoch ms). */
    renewedAt?: number;
  }
}

export function renewSessionAtMostEvery(intervalMs: number = RENEW_INTERVAL_MS): RequestHandler {
  return (req, _res, next) => {
    const session = req.session;
    const expires = session?.cookie.expires;
    const maxAge = session?.cookie.originalMaxAge;
    if (req.user && session && expires && maxAge) {
      // Until the response touches it, the cookie holds the expiry it was last issued with.
      const issuedAt = expires.getTime() - maxAge;
      const now = Date.now();
      if (now - issuedAt >= intervalMs || issuedAt > now) session.renewedAt = now;
    }
    next();
  };
}
