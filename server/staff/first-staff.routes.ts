import { Router, type Request, type Response } from "express";
import { claimStaffSchema } from "@shared/validators/first-staff";
import type { AppContext } from "../context";
import { currentUser, requireSignedIn } from "../middleware/require-auth";
import { validateBody } from "../middleware/validate";
import { claimStaff } from "./first-staff.service";

/** POST /api/auth/claim-staff: a signed-in member (confirmed or not, approved or not) enters the setup code. */
export function firstStaffRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post("/auth/claim-staff", requireSignedIn, validateBody(claimStaffSchema), postClaimStaff);
  return router;

  async function postClaimStaff(req: Request, res: Response) {
    const member = currentUser(req);
    // Counted before the code is compared, per member: guesses sent at once each count.
    await ctx.rateLimits.setupCodeTries.consume(`member:${member.id}`);
    res.json(await claimStaff(ctx, member, (req.body as { code: string }).code));
  }
}
