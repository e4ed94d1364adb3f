import type { RequestHandler } from "express";
import { AppError } from "../lib/app-error";

/** Why a signed-in account may not use the member routes yet (docs/security.md, "Membership"). */
export const MEMBERSHIP_REFUSALS = {
  unconfirmed: "Confirm your e-mail address first",
  pending: "Your membership is waiting for approval",
  declined: "Your membership request was declined",
  suspended: "Your membership is suspended",
} as const;

type Standing = Pick<Express.User, "emailConfirmed" | "membershipStatus">;

/** Declined and suspended accounts use nothing, not even their own account's routes. */
function closedRefusal(user: Standing): string | undefined {
  if (user.membershipStatus === "declined" || user.membershipStatus === "suspended") return MEMBERSHIP_REFUSALS[user.membershipStatus];
  return undefined;
}

/** What the member lacks to use the member routes, or undefined: read from the member the session's own statement read. */
export function membershipRefusal(user: Standing): string | undefined {
  const closed = closedRefusal(user);
  if (closed) return closed;
  if (!user.emailConfirmed) return MEMBERSHIP_REFUSALS.unconfirmed;
  if (user.membershipStatus !== "approved") return MEMBERSHIP_REFUSALS.pending;
  return undefined;
}

/**
 * Every member route: 401 signed out (the message contains "Unauthorized", as the client
 * expects), 403 with what is missing until the e-mail is confirmed and the membership approved.
 */
export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!req.user) throw AppError.unauthorized("Unauthorized");
  const refusal = membershipRefusal(req.user);
  if (refusal) throw AppError.forbidden(refusal);
  next();
};

/** The member's own account (profile, password, confirmation): open before approval, so a newcomer can fix a wrong chapter. */
export const requireSignedIn: RequestHandler = (req, _res, next) => {
  if (!req.user) throw AppError.unauthorized("Unauthorized");
  const refusal = closedRefusal(req.user);
  if (refusal) throw AppError.forbidden(refusal);
  next();
};

/** Staff-only routes: a member route (above), and 403 for members who are not staff. */
export const requireStaff: RequestHandler = (req, res, next) => {
  requireAuth(req, res, () => {
    if (!req.user!.isStaff) throw AppError.forbidden("Only convention staff can do this");
    next();
  });
};

/** The signed-in member; only call behind requireAuth. */
export function currentUser(req: Express.Request): Express.User {
  if (!req.user) throw AppError.unauthorized("Unauthorized");
  return req.user;
}
