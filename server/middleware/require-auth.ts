import type { RequestHandler } from "express";
import { AppError, type CodeOfStatus } from "../lib/app-error";

/** Why a signed-in account may not use the member routes yet (docs/security.md, "Membership"). */
export const MEMBERSHIP_REFUSALS = {
  unconfirmed: "Confirm your e-mail address first",
  pending: "Your membership is waiting for approval",
  declined: "Your membership request was declined",
  suspended: "Your membership is suspended",
} as const;

/** Each refusal's code (docs/api-errors.md), named as its reason. */
const MEMBERSHIP_REFUSAL_CODES: Record<keyof typeof MEMBERSHIP_REFUSALS, CodeOfStatus<403>> = {
  unconfirmed: "email_not_confirmed",
  pending: "membership_pending",
  declined: "membership_declined",
  suspended: "membership_suspended",
};

type Standing = Pick<Express.User, "emailConfirmed" | "membershipStatus">;
type Refusal = keyof typeof MEMBERSHIP_REFUSALS;

const refused = (refusal: Refusal) => AppError.forbidden(MEMBERSHIP_REFUSALS[refusal], MEMBERSHIP_REFUSAL_CODES[refusal]);

/** Declined and suspended accounts use nothing, not even their own account's routes. */
function closedRefusal(user: Standing): Refusal | undefined {
  if (user.membershipStatus === "declined" || user.membershipStatus === "suspended") return user.membershipStatus;
  return undefined;
}

/** What the member lacks to use the member routes, or undefined: read from the member the session's own statement read. */
export function membershipRefusal(user: Standing): Refusal | undefined {
  const closed = closedRefusal(user);
  if (closed) return closed;
  if (!user.emailConfirmed) return "unconfirmed";
  if (user.membershipStatus !== "approved") return "pending";
  return undefined;
}

/**
 * Every member route: 401 signed out (the message contains "Unauthorized", as the client
 * expects), 403 with what is missing until the e-mail is confirmed and the membership approved.
 */
export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!req.user) throw AppError.unauthorized("Unauthorized", "not_signed_in");
  const refusal = membershipRefusal(req.user);
  if (refusal) throw refused(refusal);
  next();
};

/** The member's own account (profile, password, confirmation): open before approval, so a newcomer can fix a wrong chapter. */
export const requireSignedIn: RequestHandler = (req, _res, next) => {
  if (!req.user) throw AppError.unauthorized("Unauthorized", "not_signed_in");
  const refusal = closedRefusal(req.user);
  if (refusal) throw refused(refusal);
  next();
};

/** Staff-only routes: a member route (above), and 403 for members who are not staff. */
export const requireStaff: RequestHandler = (req, res, next) => {
  requireAuth(req, res, () => {
    if (!req.user!.isStaff) throw AppError.forbidden("Only convention staff can do this", "staff_only");
    next();
  });
};

/** The signed-in member; only call behind requireAuth. */
export function currentUser(req: Express.Request): Express.User {
  if (!req.user) throw AppError.unauthorized("Unauthorized", "not_signed_in");
  return req.user;
}
