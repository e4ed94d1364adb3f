import { Router } from "express";
import type { Notification } from "@shared/types";
import { idParam } from "@shared/validators/fields";
import type { AppContext } from "../context";
import { currentUser, requireAuth } from "../middleware/require-auth";
import { parseOrThrow } from "../middleware/validate";
import { markRead, readBell } from "./notification-feed.storage";

const FEED_SIZE = 20;

/** The bell: the member's latest notifications and how many are unread. */
export function notificationRoutes({ db }: AppContext): Router {
  const router = Router();
  router.use("/notifications", requireAuth);

  router.get("/notifications", async (req, res) => {
    const userId = currentUser(req).id;
    const { items: rows, unreadCount } = await readBell(db, userId, FEED_SIZE);
    const items: Notification[] = rows.map((row) => ({
      ...row,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
    res.json({ items, unreadCount });
  });

  router.post("/notifications/read-all", async (req, res) => {
    res.json({ marked: await markRead(db, currentUser(req).id) });
  });

  router.post("/notifications/:id/read", async (req, res) => {
    const id = parseOrThrow(idParam, req.params.id);
    res.json({ marked: await markRead(db, currentUser(req).id, id) });
  });

  return router;
}
