import type { RequestHandler } from "express";
import type { RateLimiter } from "../lib/rate-limits";
import { currentUser } from "./require-auth";

/**
 * Spends one point of the signed-in member's allowance before the write it guards: 429 with
 * Retry-After once it is used up. Keyed by member, not address, so one account can't flood a
 * roundtable (or its members' inboxes) from many addresses. Only behind requireAuth.
 */
export function limitPerMember(limiter: RateLimiter): RequestHandler {
  return async (req, _res, next) => {
    await limiter.consume(`member:${currentUser(req).id}`);
    next();
  };
}
