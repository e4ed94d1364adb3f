import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { suggestedMembersQuerySchema } from "@shared/validators/matching";
import type { AppContext } from "../context";
import { suggestedMemberSchema } from "../lib/response-schemas";
import { defineRoutes } from "../lib/route-definition";
import { currentUser } from "../middleware/require-auth";
import { mountRoutes } from "../middleware/route-mount";
import { parseOrThrow } from "../middleware/validate";
import { suggestMembers } from "./matching.service";

/** Members of other chapters to meet (docs/matching.md). */
export const MATCHING_ROUTES = defineRoutes([
  {
    method: "get",
    path: "/users/suggested",
    operationId: "listSuggestedMembers",
    tag: "Matching",
    summary: "Members of other chapters who share the caller's interests (docs/matching.md)",
    access: "signedIn",
    query: suggestedMembersQuerySchema,
    answers: { 200: { description: "The members, each with the words shared", json: z.array(suggestedMemberSchema) } },
  },
]);

export function matchingRoutes(ctx: AppContext): Router {
  return mountRoutes(Router(), MATCHING_ROUTES, { listSuggestedMembers: getSuggestedMembers });

  async function getSuggestedMembers(req: Request, res: Response) {
    const { limit } = parseOrThrow(suggestedMembersQuerySchema, req.query);
    const reader = currentUser(req);
    const suggested = await suggestMembers(ctx, reader, limit);
    // The members shown count against the harvesting limit (lib/members-shown.ts).
    await ctx.rateLimits.membersShown.show(reader.id, req.ip ?? "unknown", suggested.map((member) => member.id));
    res.json(suggested);
  }
}
