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
    res.json(await suggestMembers(ctx, currentUser(req), limit));
  }
}
