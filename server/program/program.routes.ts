import { Router, type Request, type Response } from "express";
import { createVersionedCache } from "../cache/versioned-cache";
import type { AppContext } from "../context";
import { z } from "zod";
import { conventionQuerySchema } from "@shared/validators/conventions";
import { programSessionSchema } from "../lib/response-schemas";
import { defineRoutes } from "../lib/route-definition";
import { mountRoutes } from "../middleware/route-mount";
import { parseOrThrow } from "../middleware/validate";
import { listSessions } from "./program.storage";

/**
 * GET /api/program/sessions: the current convention's sessions with their rooms (or those of the
 * convention `conventionId` names), for every member. The same for everybody, so built once per
 * convention and roundtables' data version (sessions, rooms, placements and conventions all move
 * it) and kept as JSON in this process (cache/versioned-cache.ts).
 */
export const PROGRAM_ROUTES = defineRoutes([
  {
    method: "get",
    path: "/program/sessions",
    operationId: "listProgramSessions",
    tag: "Program",
    summary: "The convention's sessions with their rooms, each taken or free",
    access: "signedIn",
    answers: { 200: { description: "The sessions, in time order", json: z.array(programSessionSchema) } },
  },
]);

export function programRoutes({ db, dataVersions, conventions }: AppContext): Router {
  const sessions = createVersionedCache<string>({ maxEntries: 8 });
  return mountRoutes(Router(), PROGRAM_ROUTES, { listProgramSessions: getSessions });

  async function getSessions(req: Request, res: Response) {
    const { conventionId } = parseOrThrow(conventionQuerySchema, { conventionId: req.query.conventionId });
    const convention = await conventions.resolve(req.sessionID, conventionId);
    const { roundtables } = await dataVersions.forSession(req.sessionID);
    res.type("json").send(await sessions.get(String(convention.id), roundtables, async () => JSON.stringify(await listSessions(db, convention.id))));
  }
}
