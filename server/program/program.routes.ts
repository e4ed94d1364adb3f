import { Router } from "express";
import type { AppContext } from "../context";
import { requireAuth } from "../middleware/require-auth";
import { listSessions } from "./program.storage";

/** GET /api/program/sessions: the convention's sessions with their rooms, for every member. */
export function programRoutes({ db }: AppContext): Router {
  const router = Router();
  router.get("/program/sessions", requireAuth, async (_req, res) => {
    res.json(await listSessions(db));
  });
  return router;
}
