import { Router } from "express";
import type { AppContext } from "../context";

export function healthRoutes({ pool }: AppContext): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    try {
      await pool.query("select 1");
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable", message: "The database is not answering" });
    }
  });
  return router;
}
