import { Router, type Request, type Response } from "express";
import { claimStaffSchema } from "@shared/validators/first-staff";
import type { AppContext } from "../context";
import { currentUserSchema } from "../lib/response-schemas";
import { defineRoutes } from "../lib/route-definition";
import { tooManyAttempts } from "../lib/route-params";
import { currentUser } from "../middleware/require-auth";
import { mountRoutes } from "../middleware/route-mount";
import { claimStaff } from "./first-staff.service";

/** The first staff member's setup code: a signed-in member (confirmed or not, approved or not) enters it. */
export const FIRST_STAFF_ROUTES = defineRoutes([
  {
    method: "post",
    path: "/auth/claim-staff",
    operationId: "claimStaff",
    tag: "Accounts",
    summary: "Makes the caller the first staff member with the one-time setup code the app logs while no one is staff",
    access: "account",
    body: claimStaffSchema.meta({ id: "ClaimStaffRequest" }),
    codes: ["wrong_setup_code", "setup_code_spent", "rate_limited"],
    answers: {
      200: { description: "The caller, now staff with a confirmed e-mail and approved membership", json: currentUserSchema },
      400: "The setup code is not right",
      409: "A staff member already exists: the code is spent",
      429: tooManyAttempts,
    },
  },
]);

export function firstStaffRoutes(ctx: AppContext): Router {
  return mountRoutes(Router(), FIRST_STAFF_ROUTES, { claimStaff: postClaimStaff });

  async function postClaimStaff(req: Request, res: Response) {
    const member = currentUser(req);
    // Counted before the code is compared, per member: guesses sent at once each count.
    await ctx.rateLimits.setupCodeTries.consume(`member:${member.id}`);
    res.json(await claimStaff(ctx, member, (req.body as { code: string }).code));
  }
}
