import type { RequestHandler } from "express";
import { AppError } from "../lib/app-error";

/** Every member-only route: a 401 whose message contains "Unauthorized", as the client expects. */
export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!req.user) throw AppError.unauthorized("Unauthorized");
  next();
};

/** The signed-in member; only call behind requireAuth. */
export function currentUser(req: Express.Request): Express.User {
  if (!req.user) throw AppError.unauthorized("Unauthorized");
  return req.user;
}
