import { Router, type Request, type Response } from "express";
import type { AppContext } from "../context";
import { healthSchema, unhealthySchema } from "../lib/response-schemas";
import { defineRoutes } from "../lib/route-definition";
import { RETRY_AFTER_SECONDS } from "../middleware/error-handler";
import { mountRoutes } from "../middleware/route-mount";

export const HEALTH_ROUTES = defineRoutes([
  {
    method: "get",
    path: "/health",
    operationId: "getHealth",
    tag: "Site",
    summary: "Whether the app and its database answer",
    access: "public",
    answers: {
      200: { description: "The app and the database answer", json: healthSchema },
      503: { description: "The database did not answer in time; retry after the Retry-After header's seconds", json: unhealthySchema },
    },
  },
]);

/** Health answers within this, whatever the database does (load balancers time out at 2 s). */
export const HEALTH_DEADLINE_MS = 1_500;

export function healthRoutes({ pool }: AppContext): Router {
  return mountRoutes(Router(), HEALTH_ROUTES, { getHealth: sendHealth });

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
