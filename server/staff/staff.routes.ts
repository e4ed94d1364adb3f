import { Router } from "express";
import { idParam } from "@shared/validators/fields";
import { roundtableListQuerySchema } from "@shared/validators/roundtables";
import { notSelectedSchema, placementSchema } from "@shared/validators/staff";
import type { AppContext } from "../context";
import { currentUser } from "../middleware/require-auth";
import { parseOrThrow, validateBody } from "../middleware/validate";
import { listRoundtables } from "../roundtables/roundtable.storage";
import { createPlacementService } from "./placement.service";
import { programCsv } from "./program-export";
import { requireStaff } from "./require-staff";

/** The staff-only API (DECISIONS.md): proposals by demand, placement, and the program export. */
export function staffRoutes(ctx: AppContext): Router {
  const placement = createPlacementService(ctx);
  const timeZone = ctx.config.convention.timeZone;
  const router = Router();
  router.use("/staff", requireStaff);

  const roundtableId = (params: Record<string, unknown>) => parseOrThrow(idParam, params.id);

  /** Proposals, the most wanted first (joined, waitlisted, chapters); ?programStatus=all shows every status. */
  router.get("/staff/proposals", async (req, res) => {
    const filters = parseOrThrow(roundtableListQuerySchema, { programStatus: "proposed", ...req.query });
    const { items, total } = await listRoundtables(ctx.db, currentUser(req).id, filters, { timeZone, order: "demand" });
    res.set("X-Total-Count", String(total)).json(items);
  });

  router.put("/staff/roundtables/:id/placement", validateBody(placementSchema), async (req, res) => {
    res.json(await placement.place(currentUser(req), roundtableId(req.params), req.body));
  });

  router.delete("/staff/roundtables/:id/placement", async (req, res) => {
    res.json(await placement.unplace(currentUser(req), roundtableId(req.params)));
  });

  router.post("/staff/roundtables/:id/not-selected", validateBody(notSelectedSchema), async (req, res) => {
    res.json(await placement.notSelected(currentUser(req), roundtableId(req.params), req.body));
  });

  router.get("/staff/program.csv", async (_req, res) => {
    res
      .set("Content-Type", "text/csv; charset=utf-8")
      .set("Content-Disposition", 'attachment; filename="convention-program.csv"')
      .set("Cache-Control", "no-store")
      .send(await programCsv(ctx.db, timeZone));
  });

  return router;
}
