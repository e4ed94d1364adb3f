import { Router, type Request, type Response } from "express";
import { idParam } from "@shared/validators/fields";
import type { AppContext } from "../context";
import { currentUser, requireAuth } from "../middleware/require-auth";
import { parseOrThrow } from "../middleware/validate";
import * as calendars from "./calendar.service";

const ICS_TYPE = "text/calendar; charset=utf-8";

export function calendarRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get("/roundtables/:id/calendar.ics", requireAuth, downloadRoundtableIcs);
  router.get("/user/calendar", requireAuth, sendFeedUrl);
  router.post("/user/calendar/reset", requireAuth, resetFeedUrl);
  // No session: calendar apps fetch it with the secret in the path (never logged, see lib/logger.ts).
  router.get("/calendar/:token.ics", sendMemberFeed);
  return router;

  async function downloadRoundtableIcs(req: Request, res: Response) {
    const { ics, fileName } = await calendars.roundtableIcs(ctx, parseOrThrow(idParam, req.params.id));
    res.set("Content-Type", ICS_TYPE).set("Content-Disposition", `attachment; filename="${fileName}"`).set("Cache-Control", "no-store").send(ics);
  }

  async function sendFeedUrl(req: Request, res: Response) {
    res.json(await calendars.memberFeed(ctx, currentUser(req).id));
  }

  async function resetFeedUrl(req: Request, res: Response) {
    res.json(await calendars.resetMemberFeed(ctx, currentUser(req).id));
  }

  async function sendMemberFeed(req: Request, res: Response) {
    const ics = await calendars.memberFeedIcs(ctx, String(req.params.token));
    res.set("Content-Type", ICS_TYPE).set("Cache-Control", "private, no-cache").send(ics);
  }
}
