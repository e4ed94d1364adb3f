import { Router, type Request, type Response } from "express";
import { idParam } from "@shared/validators/fields";
import type { AppContext } from "../context";
import { currentUser, requireAuth } from "../middleware/require-auth";
import { parseOrThrow } from "../middleware/validate";
import type { BellPrefetch } from "./bell-prefetch";
import { markRead, readBell } from "./notification-feed.storage";

/** The bell: the member's latest notifications and how many are unread. `bell` holds what the session's statement read. */
export function notificationRoutes({ db }: AppContext, bell: BellPrefetch): Router {
  const router = Router();
  router.use("/notifications", requireAuth);
  router.get("/notifications", sendBell);
  router.post("/notifications/read-all", markAllRead);
  router.post("/notifications/:id/read", markOneRead);
  return router;

  async function sendBell(req: Request, res: Response) {
    const userId = currentUser(req).id;
    // Read with the session in the same statement (bell-prefetch.ts), or now.
    res.json(bell.take(req.sessionID, userId) ?? (await readBell(db, userId)));
  }

  async function markAllRead(req: Request, res: Response) {
    res.json({ marked: await markRead(db, currentUser(req).id) });
  }

  async function markOneRead(req: Request, res: Response) {
    const id = parseOrThrow(idParam, req.params.id);
    res.json({ marked: await markRead(db, currentUser(req).id, id) });
  }
}
