import { Router, type Request, type Response } from "express";
import type { AppContext } from "../context";
import { requireAuth } from "../middleware/require-auth";

/**
 * The conventions as members read them (docs/product.md, "Conventions"). GET /api/convention and
 * /api/conventions/current answer the current one and are open, as the landing page embeds it anyway.
 */
export function conventionRoutes({ conventions }: AppContext): Router {
  const router = Router();
  router.get("/convention", sendCurrent);
  router.get("/conventions/current", sendCurrent);
  router.get("/conventions", requireAuth, sendAll);
  return router;

  async function sendCurrent(req: Request, res: Response) {
    res.json(await conventions.current(req.sessionID));
  }

  async function sendAll(req: Request, res: Response) {
    res.json(await conventions.list(req.sessionID));
  }
}
