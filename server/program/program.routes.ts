import { Router, type Request, type Response } from "express";
import { createVersionedCache } from "../cache/versioned-cache";
import type { AppContext } from "../context";
import { requireAuth } from "../middleware/require-auth";
import { listSessions } from "./program.storage";

/**
 * GET /api/program/sessions: the convention's sessions with their rooms, for every member. The
 * same for everybody, so built once per roundtables' data version (sessions, rooms and
 * placements all move it) and kept as JSON in this process (cache/versioned-cache.ts).
 */
export function programRoutes({ db, dataVersions }: AppContext): Router {
  const router = Router();
  const sessions = createVersionedCache<string>({ maxEntries: 1 });
  router.get("/program/sessions", requireAuth, getSessions);
  return router;

  async function getSessions(req: Request, res: Response) {
    const { roundtables } = await dataVersions.forSession(req.sessionID);
    res.type("json").send(await sessions.get("all", roundtables, async () => JSON.stringify(await listSessions(db))));
  }
}
