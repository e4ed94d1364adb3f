import type { RequestHandler } from "express";

/**
 * API answers are members' own data (their profile, the directory, their roundtables, their
 * notifications), so by default no browser or proxy keeps a copy. Without a Cache-Control header
 * a browser stores such answers in its disk cache, where they stay after sign-out: on an advisor's
 * laptop shared at a chapter meeting, the next person's browser profile would hold them. A route
 * whose answer is public (the chapter list, the convention) or is meant to be revalidated (the
 * personal calendar feed) sets its own header, which replaces this one.
 */
export const noStoreByDefault: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  next();
};
