import type { RequestHandler } from "express";
import { AppError } from "../lib/app-error";

/** Staff-only routes: 401 signed out (as every member route), 403 for members who are not staff. */
export const requireStaff: RequestHandler = (req, _res, next) => {
  if (!req.user) throw AppError.unauthorized("Unauthorized");
  if (!req.user.isStaff) throw AppError.forbidden("Only convention staff can do this");
  next();
};
