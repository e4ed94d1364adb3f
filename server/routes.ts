/** The feature routers mounted under /api, after the account and bell routes (app.ts). One line per feature. */
import type { Router } from "express";
import { AUTH_ROUTES } from "./auth";
import { ATTENDANCE_ROUTES, attendanceRoutes } from "./attendance";
import { AGENDA_ROUTES, agendaRoutes } from "./agenda";
import { CALENDAR_ROUTES, calendarRoutes } from "./calendar";
import { CHAPTER_ROUTES } from "./chapters";
import { FEEDBACK_ROUTES, feedbackRoutes } from "./feedback";
import type { AppContext } from "./context";
import { CONVENTION_ROUTES } from "./convention";
import { HEALTH_ROUTES } from "./health";
import { LIVE_ROUTES, liveRoutes } from "./live";
import { UNSUBSCRIBE_ROUTES, unsubscribeRoutes } from "./mail";
import { MATCHING_ROUTES, matchingRoutes } from "./matching";
import { MEMBER_ROUTES, memberRoutes, ROSTER_ROUTES, rosterRoutes } from "./members";
import { NOTIFICATION_ROUTES } from "./notifications";
import { OPENAPI_ROUTES } from "./openapi";
import { PASS_ROUTES, passRoutes } from "./pass";
import { PROGRAM_ROUTES, programRoutes } from "./program";
import { PUSH_ROUTES, pushRoutes } from "./push";
import { ROUNDTABLE_ROUTES, roundtableRoutes } from "./roundtables";
import { CONVENTION_ADMIN_ROUTES, FIRST_STAFF_ROUTES, STAFF_ROUTES, staffRoutes } from "./staff";
import { USER_ROUTES, userRoutes } from "./users";

export const featureRoutes: Array<(ctx: AppContext) => Router> = [
  // Before the roundtable routes: /roundtables/:id/calendar.ics is its own, and the feed needs no session.
  calendarRoutes,
  liveRoutes,
  agendaRoutes,
  matchingRoutes,
  userRoutes,
  passRoutes,
  // Before the roundtable routes: /roundtables/open-now is not a roundtable's id.
  attendanceRoutes,
  feedbackRoutes,
  roundtableRoutes,
  unsubscribeRoutes,
  programRoutes,
  pushRoutes,
  // Before the staff routes: /staff/members and /staff/audit are the members feature's.
  memberRoutes,
  rosterRoutes,
  staffRoutes,
];

/**
 * Every route the app answers, by its definition (docs/architecture.md, "Routes"): the OpenAPI
 * document and the test walks' route table are made from this list, as each feature's router is
 * from its own part of it.
 */
export const API_ROUTES = [
  ...HEALTH_ROUTES,
  ...OPENAPI_ROUTES,
  ...CONVENTION_ROUTES,
  ...CHAPTER_ROUTES,
  ...UNSUBSCRIBE_ROUTES,
  ...AUTH_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...USER_ROUTES,
  ...MEMBER_ROUTES,
  ...ROSTER_ROUTES,
  ...FIRST_STAFF_ROUTES,
  ...STAFF_ROUTES,
  ...CONVENTION_ADMIN_ROUTES,
  ...ROUNDTABLE_ROUTES,
  // After the roundtables, where the walks have always called it: the members-shown walk finds suggestions to count there.
  ...MATCHING_ROUTES,
  ...ATTENDANCE_ROUTES,
  ...FEEDBACK_ROUTES,
  ...AGENDA_ROUTES,
  ...PASS_ROUTES,
  ...PROGRAM_ROUTES,
  ...CALENDAR_ROUTES,
  ...LIVE_ROUTES,
  ...PUSH_ROUTES,
] as const;

/** The id of a route of the app. */
export type ApiRouteId = (typeof API_ROUTES)[number]["operationId"];
