import { Router, type Request, type Response } from "express";
import { suggestedMembersQuerySchema } from "@shared/validators/matching";
import type { AppContext } from "../context";
import { currentUser, requireAuth } from "../middleware/require-auth";
import { parseOrThrow } from "../middleware/validate";
import { suggestMembers } from "./matching.service";

/** GET /api/users/suggested: members of other chapters to meet (docs/matching.md). */
export function matchingRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use("/users/suggested", requireAuth);
  router.get("/users/suggested", getSuggestedMembers);
  return router;

  async function getSuggestedMembers(req: Request, res: Response) {
    const { limit } = parseOrThrow(suggestedMembersQuerySchema, req.query);
    const reader = currentUser(req);
    const suggested = await suggestMembers(ctx, reader, limit);
    // The members shown count against the harvesting limit (lib/members-shown.ts).
    await ctx.rateLimits.membersShown.show(reader.id, req.ip ?? "unknown", suggested.map((member) => member.id));
    res.json(suggested);
  }
}
