/** The feature routers mounted under /api, after the account routes. One line per feature. */
import type { Router } from "express";
import type { AppContext } from "./context";
import { unsubscribeRoutes } from "./mail/unsubscribe.routes";
import { notificationRoutes } from "./notifications/notification.routes";
import { programRoutes } from "./program/program.routes";
import { roundtableRoutes } from "./roundtables/roundtable.routes";
import { staffRoutes } from "./staff/staff.routes";
import { userRoutes } from "./users/users.routes";

export const featureRoutes: Array<(ctx: AppContext) => Router> = [
  notificationRoutes,
  userRoutes,
  roundtableRoutes,
  unsubscribeRoutes,
  programRoutes,
  staffRoutes,
];
