import { Router, type Request, type Response } from "express";
import { conventionQuerySchema } from "@shared/validators/conventions";
import { idParam } from "@shared/validators/fields";
import { roundtableListQuerySchema } from "@shared/validators/roundtables";
import { notSelectedSchema, placementSchema } from "@shared/validators/staff";
import type { AppContext } from "../context";
import { currentUser } from "../middleware/require-auth";
import { parseOrThrow, validateBody } from "../middleware/validate";
import { createWaitingLines, listRoundtables } from "../roundtables";
import { markNotSelected, placeRoundtable, restoreProposal, unplaceRoundtable, type StaffContext } from "./placement.service";
import { programCsv } from "./program-export";
import { conventionAdminRoutes } from "./convention-admin.routes";
import { firstStaffRoutes } from "./first-staff.routes";
import { requireStaff } from "./require-staff";

const roundtableId = (req: Request) => parseOrThrow(idParam, req.params.id);

/** The staff-only API (docs/product.md, "Program and staff"): proposals by demand, placement, and the program export. */
export function staffRoutes(ctx: AppContext): Router {
  const staff: StaffContext = { ...ctx, waitingLines: createWaitingLines(ctx) };
  const router = Router();
  // The first staff member's claim is open to any signed-in member: it is mounted before the staff guard.
  router.use(firstStaffRoutes(ctx));
  router.use("/staff", requireStaff);

  router.get("/staff/proposals", getProposals);
  router.route("/staff/roundtables/:id/placement").put(validateBody(placementSchema), putPlacement).delete(deletePlacement);
  router.route("/staff/roundtables/:id/not-selected").post(validateBody(notSelectedSchema), postNotSelected).delete(deleteNotSelected);
  router.get("/staff/program.csv", getProgramCsv);
  router.use(conventionAdminRoutes(ctx));
  return router;

  /** Proposals, the most wanted first (joined, waitlisted, chapters), paged and searchable; ?programStatus= placed, not_selected or all for the others. */
  async function getProposals(req: Request, res: Response) {
    const parsed = parseOrThrow(roundtableListQuerySchema, { programStatus: "proposed", ...req.query });
    const convention = await ctx.conventions.resolve(req.sessionID, parsed.conventionId);
    const filters = { ...parsed, conventionId: convention.id };
    const { items, total } = await listRoundtables(ctx.db, currentUser(req).id, filters, { timeZone: convention.timeZone, order: "demand", searchOrganizerName: true });
    res.set("X-Total-Count", String(total)).json(items);
  }

  async function putPlacement(req: Request, res: Response) {
    res.json(await placeRoundtable(staff, currentUser(req), roundtableId(req), req.body));
  }

  async function deletePlacement(req: Request, res: Response) {
    res.json(await unplaceRoundtable(staff, currentUser(req), roundtableId(req)));
  }

  async function postNotSelected(req: Request, res: Response) {
    res.json(await markNotSelected(staff, currentUser(req), roundtableId(req), req.body));
  }

  async function deleteNotSelected(req: Request, res: Response) {
    res.json(await restoreProposal(staff, currentUser(req), roundtableId(req)));
  }

  async function getProgramCsv(req: Request, res: Response) {
    const { conventionId } = parseOrThrow(conventionQuerySchema, { conventionId: req.query.conventionId });
    const convention = await ctx.conventions.resolve(req.sessionID, conventionId);
    res
      .set("Content-Type", "text/csv; charset=utf-8")
      .set("Content-Disposition", 'attachment; filename="convention-program.csv"')
      .set("Cache-Control", "no-store")
      .send(await programCsv(ctx.db, convention.id, convention.timeZone));
  }
}
