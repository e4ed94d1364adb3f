import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { idParam } from "@shared/validators/fields";
import type { AppContext } from "../context";
import { calendarFeedSchema } from "../lib/response-schemas";
import { defineRoutes } from "../lib/route-definition";
import { roundtableParams } from "../lib/route-params";
import { currentUser } from "../middleware/require-auth";
import { mountRoutes } from "../middleware/route-mount";
import { parseOrThrow } from "../middleware/validate";
import * as calendars from "./calendar.service";

const ICS_TYPE = "text/calendar; charset=utf-8";

const calendar = (description: string) => ({ description, content: { type: "text/calendar", schema: z.string().meta({ description: "iCalendar (RFC 5545)" }) } });
const feed = (description: string) => ({ description, json: calendarFeedSchema });

/**
 * Calendars (docs/product.md, "Calendars"): a roundtable's event, and the member's personal feed.
 * The feed needs no session: calendar apps fetch it with the secret in the path (never logged, see lib/logger.ts).
 */
export const CALENDAR_ROUTES = defineRoutes([
  {
    method: "get",
    path: "/roundtables/{id}/calendar.ics",
    operationId: "getRoundtableCalendar",
    tag: "Calendars",
    summary: "A placed roundtable as a calendar file; one taken off the program or deleted, as cancelled, for a member who had it (until the convention is over)",
    access: "signedIn",
    params: roundtableParams,
    codes: ["not_found", "not_on_program"],
    answers: { 200: calendar("One event, as an attachment"), 404: "No such roundtable, or it is not on the program yet" },
  },
  {
    method: "get",
    path: "/user/calendar",
    operationId: "getCalendarFeed",
    tag: "Calendars",
    summary: "The address of the caller's personal calendar feed (made on first ask)",
    access: "signedIn",
    answers: { 200: feed("The feed's address") },
  },
  {
    method: "post",
    path: "/user/calendar/reset",
    operationId: "resetCalendarFeed",
    tag: "Calendars",
    summary: "A new feed address; the old one stops working",
    access: "signedIn",
    answers: { 200: feed("The new address") },
  },
  {
    method: "get",
    path: "/calendar/{token}.ics",
    operationId: "getPersonalCalendar",
    tag: "Calendars",
    summary:
      "A member's personal calendar feed: their placed roundtables, and those taken off the program or deleted as STATUS:CANCELLED until the convention is over. Its secret token is the key, no session needed",
    access: "public",
    params: z.object({ token: z.string().meta({ description: "The feed's secret token" }) }),
    answers: { 200: calendar("The member's events (revalidate before reuse)"), 404: "No feed has this token" },
  },
]);

export function calendarRoutes(ctx: AppContext): Router {
  return mountRoutes(Router(), CALENDAR_ROUTES, {
    getRoundtableCalendar: downloadRoundtableIcs,
    getCalendarFeed: sendFeedUrl,
    resetCalendarFeed: resetFeedUrl,
    getPersonalCalendar: sendMemberFeed,
  });

  async function downloadRoundtableIcs(req: Request, res: Response) {
    const { ics, fileName } = await calendars.roundtableIcs(ctx, parseOrThrow(idParam, req.params.id), currentUser(req).id);
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
