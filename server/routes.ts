/** The feature routers mounted under /api, after the account and bell routes (app.ts). One line per feature. */
import type { Router } from "express";
import { calendarRoutes } from "./calendar";
import type { AppContext } from "./context";
import { liveRoutes } from "./live";
import { unsubscribeRoutes } from "./mail";
import { matchingRoutes } from "./matching";
import { memberRoutes, rosterRoutes } from "./members";
import { programRoutes } from "./program";
import { roundtableRoutes } from "./roundtables";
import { staffRoutes } from "./staff";
import { userRoutes } from "./users";

export const featureRoutes: Array<(ctx: AppContext) => Router> = [
  // Before the roundtable routes: /roundtables/:id/calendar.ics is its own, and the feed needs no session.
  calendarRoutes,
  liveRoutes,
  matchingRoutes,
  userRoutes,
  roundtableRoutes,
  unsubscribeRoutes,
  programRoutes,
  // Before the staff routes: /staff/members and /staff/audit are the members feature's.
  memberRoutes,
  rosterRoutes,
  staffRoutes,
];
