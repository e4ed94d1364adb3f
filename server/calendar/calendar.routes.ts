import { Router, type Request } from "express";
import { idParam } from "@shared/validators/fields";
import type { AppContext } from "../context";
import { currentUser, requireAuth } from "../middleware/require-auth";
import { parseOrThrow } from "../middleware/validate";
import { createCalendarService } from "./calendar.service";

const ICS_TYPE = "text/calendar; charset=utf-8";

/** The address this request came to, for the feed URL when PUBLIC_URL is not set. */
const baseUrlOf = (req: Request) => `${req.protocol}://${req.get("host")}`;

export function calendarRoutes(ctx: AppContext): Router {
  const calendars = createCalendarService(ctx);
  const router = Router();

  router.get("/roundtables/:id/calendar.ics", requireAuth, async (req, res) => {
    const { ics, fileName } = await calendars.roundtableIcs(parseOrThrow(idParam, req.params.id));
    res.set("Content-Type", ICS_TYPE).set("Content-Disposition", `attachment; filename="${fileName}"`).set("Cache-Control", "no-store").send(ics);
  });

  router.get("/user/calendar", requireAuth, async (req, res) => {
    res.json(await calendars.feed(currentUser(req).id, baseUrlOf(req)));
  });

  router.post("/user/calendar/reset", requireAuth, async (req, res) => {
    res.json(await calendars.resetFeed(currentUser(req).id, baseUrlOf(req)));
  });

  // No session: calendar apps fetch it with the secret in the path (never logged, see lib/logger.ts).
  router.get("/calendar/:token.ics", async (req, res) => {
    const ics = await calendars.feedIcs(String(req.params.token));
    res.set("Content-Type", ICS_TYPE).set("Cache-Control", "private, no-cache").send(ics);
  });

  return router;
}
