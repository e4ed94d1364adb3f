import express, { Router, type Request, type Response } from "express";
import { rosterQuerySchema } from "@shared/validators/roster";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { currentUser, requireStaff } from "../middleware/require-auth";
import { parseOrThrow } from "../middleware/validate";
import { RosterError } from "./roster-csv";
import { importRoster } from "./roster.service";
import { mailRosterApprovals } from "./roster-mail";

/** The file arrives as the body itself; a roll of tens of thousands of members stays well under this. */
const ROSTER_BODY_LIMIT = "4mb";

/** POST /api/staff/roster: staff import the roster (text/csv body); ?preview=1 answers what it would change and keeps nothing. */
export function rosterRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post("/staff/roster", requireStaff, express.text({ type: ["text/csv", "text/plain", "application/csv"], limit: ROSTER_BODY_LIMIT }), postRoster);
  return router;

  async function postRoster(req: Request, res: Response) {
    if (typeof req.body !== "string" || req.body.trim() === "") {
      throw AppError.badRequest("Send the roster as CSV text (Content-Type: text/csv) with the columns email, chapter and role");
    }
    const { preview } = parseOrThrow(rosterQuerySchema, req.query);
    let result;
    try {
      result = await importRoster(ctx.db, { csv: req.body, actorId: currentUser(req).id, preview });
    } catch (error) {
      // Every bad line is named (errors.roster), so staff fix the file in one go.
      if (error instanceof RosterError) {
        throw AppError.badRequest(`${error.message}. Nothing was changed.`, error.lines.length > 0 ? { roster: error.lines } : undefined);
      }
      throw error;
    }
    if (!preview) mailRosterApprovals(ctx, result.approved, req.log);
    res.json(result);
  }
}
