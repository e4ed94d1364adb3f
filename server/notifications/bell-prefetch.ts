/**
 * The bell is the request every signed-in page repeats (every minute, and whenever the window
 * regains focus). Like the member (auth/member-prefetch.ts), it is read with the session: for
 * GET /notifications the session store reads the session, the member, the data versions and the
 * bell in one statement and leaves the bell here, and the route takes it for the same request.
 *
 * The store is only told the session id, so the request's wish travels beside it: `around` wraps
 * the session middleware, which asks the store for the session synchronously, before it returns;
 * `wantedNow` is asked at that moment and answers once.
 */
import type { RequestHandler } from "express";
import { createReadWithSession } from "../lib/read-with-session";
import type { Bell } from "./notification-feed.storage";

const BELL_PATH = "/notifications";

export type BellPrefetch = ReturnType<typeof createBellPrefetch>;

export function createBellPrefetch() {
  let wanted = false;
  return {
    ...createReadWithSession<Bell>(),
    /** The session middleware, reading the bell with the session for GET /notifications (under /api). */
    around(sessionMiddleware: RequestHandler): RequestHandler {
      return (req, res, next) => {
        wanted = req.method === "GET" && req.path === BELL_PATH;
        try {
          return sessionMiddleware(req, res, next);
        } finally {
          wanted = false;
        }
      };
    },
    /** Whether the session read starting now is for a bell request; asked once per read. */
    wantedNow(): boolean {
      const answer = wanted;
      wanted = false;
      return answer;
    },
  };
}
