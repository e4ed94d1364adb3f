import { Router } from "express";
import { recommendedQuerySchema, suggestedMembersQuerySchema } from "@shared/validators/matching";
import type { AppContext } from "../context";
import { currentUser, requireAuth } from "../middleware/require-auth";
import { parseOrThrow } from "../middleware/validate";
import { createMatchingService } from "./matching.service";

/** Mounted before the roundtable routes, so "recommended" is never read as a roundtable id. */
export function matchingRoutes(ctx: AppContext): Router {
  const matching = createMatchingService(ctx);
  const router = Router();
  router.use(["/roundtables/recommended", "/users/suggested"], requireAuth);

  router.get("/roundtables/recommended", async (req, res) => {
    const { limit } = parseOrThrow(recommendedQuerySchema, req.query);
    const versions = await ctx.dataVersions.forSession(req.sessionID);
    res.type("json").send(await ctx.lists.match.recommended(currentUser(req).id, limit, versions.roundtables));
  });

  router.get("/users/suggested", async (req, res) => {
    const { limit } = parseOrThrow(suggestedMembersQuerySchema, req.query);
    res.json(await matching.suggestedMembers(currentUser(req), limit));
  });

  return router;
}
