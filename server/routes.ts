/** The feature routers mounted under /api, after the account routes. One line per feature. */
import type { Router } from "express";
import { calendarRoutes } from "./calendar/calendar.routes";
import type { AppContext } from "./context";
import { matchingRoutes } from "./matching/matching.routes";
import { unsubscribeRoutes } from "./mail/unsubscribe.routes";
import { notificationRoutes } from "./notifications/notification.routes";
import { programRoutes } from "./program/program.routes";
import { roundtableRoutes } from "./roundtables/roundtable.routes";
import { staffRoutes } from "./staff/staff.routes";
import { userRoutes } from "./users/users.routes";

export const featureRoutes: Array<(ctx: AppContext) => Router> = [
  // Before the roundtable routes: /roundtables/:id/calendar.ics is its own, and the feed needs no session.
  calendarRoutes,
  matchingRoutes,
  notificationRoutes,
  userRoutes,
  roundtableRoutes,
  unsubscribeRoutes,
  programRoutes,
  staffRoutes,
];
