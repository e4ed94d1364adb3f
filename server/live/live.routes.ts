/** GET /api/events: the signed-in member's live updates, as Server-Sent Events (docs/architecture.md, "Live updates"). */
import { Router, type Request, type Response } from "express";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { currentUser, requireAuth } from "../middleware/require-auth";

export function liveRoutes({ live }: AppContext): Router {
  const router = Router();
  router.get("/events", requireAuth, openStream);
  return router;

  async function openStream(req: Request, res: Response) {
    await live.open(req, res, currentUser(req).id, lastEventId(req));
  }
}

/**
 * Where the member's stream left off: the Last-Event-ID header a browser sends when it reconnects
 * by itself, or `lastEventId` in the query when the page opens a new stream after one ended.
 */
function lastEventId(req: Request): number | undefined {
  const query = req.query.lastEventId;
  const given = req.get("Last-Event-ID") ?? (typeof query === "string" ? query : query === undefined ? undefined : "");
  if (given === undefined || given === "") return undefined;
  if (!/^\d{1,15}$/.test(given)) throw AppError.badRequest("Last-Event-ID must be the id of an event.");
  return Number(given);
}
