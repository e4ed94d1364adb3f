import { Router, type Request, type Response } from "express";
import type { AppContext } from "../context";

/** GET /api/convention: the configured convention, so next year's needs no code change. */
export function conventionRoutes({ config }: AppContext): Router {
  const router = Router();
  router.get("/convention", sendConvention);
  return router;

  function sendConvention(_req: Request, res: Response) {
    res.set("Cache-Control", "public, max-age=300").json(config.convention);
  }
}
