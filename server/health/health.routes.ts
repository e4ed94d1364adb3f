import { Router, type Request, type Response } from "express";
import type { AppContext } from "../context";
import { RETRY_AFTER_SECONDS } from "../middleware/error-handler";

/** Health answers within this, whatever the database does (load balancers time out at 2 s). */
export const HEALTH_DEADLINE_MS = 1_500;

export function healthRoutes({ pool }: AppContext): Router {
  const router = Router();
  router.get("/health", sendHealth);
  return router;

  async function sendHealth(_req: Request, res: Response) {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<"late">((resolve) => {
      timer = setTimeout(() => resolve("late"), HEALTH_DEADLINE_MS);
    });
    const probe = pool.query("select 1").then(
      () => "ok" as const,
      () => "down" as const,
    );
    const outcome = await Promise.race([probe, deadline]);
    clearTimeout(timer);
    res.set("Cache-Control", "no-store");
    if (outcome === "ok") {
      res.json({ status: "ok" });
      return;
    }
    res
      .status(503)
      .set("Retry-After", String(RETRY_AFTER_SECONDS))
      .json({ status: "unavailable", message: "The database is not answering" });
  }
}
