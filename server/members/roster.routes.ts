import express, { Router, type Request, type Response } from "express";
import { rosterImportSchema, rosterQuerySchema } from "@shared/validators/roster";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { defineRoutes } from "../lib/route-definition";
import { currentUser } from "../middleware/require-auth";
import { mountRoutes } from "../middleware/route-mount";
import { parseOrThrow } from "../middleware/validate";
import { RosterError } from "./roster-csv";
import { importRoster } from "./roster.service";
import { mailRosterApprovals } from "./roster-mail";

/** The file arrives as the body itself; a roll of tens of thousands of members stays well under this. */
const ROSTER_BODY_LIMIT = "4mb";

/** Staff import the roster (text/csv body), admitting members without an approver's click (docs/security.md, "Membership"). */
export const ROSTER_ROUTES = defineRoutes([
  {
    method: "post",
    path: "/staff/roster",
    operationId: "importRoster",
    tag: "Staff",
    summary: "Imports the member roster (CSV: email, chapter, role); ?preview=1 answers what it would change and keeps nothing",
    description:
      "The body is the CSV file itself (Content-Type: text/csv). One transaction: the entries are added or updated, the pending " +
      "members the file names are approved with its chapter and role (and e-mailed), and the import is in the audit log. The " +
      "first bad line answers 400 with its line number, and nothing changes; the same file again changes nothing.",
    access: "staff",
    query: rosterQuerySchema,
    codes: ["roster_not_csv", "roster_invalid"],
    answers: {
      200: { description: "What the import changed (or, previewed, would change)", json: rosterImportSchema },
      400: "A line of the file breaks a rule (the message names the line), or the body is not CSV text; nothing was changed",
    },
  },
]);

export function rosterRoutes(ctx: AppContext): Router {
  return mountRoutes(Router(), ROSTER_ROUTES, {
    importRoster: [express.text({ type: ["text/csv", "text/plain", "application/csv"], limit: ROSTER_BODY_LIMIT }), postRoster],
  });

  async function postRoster(req: Request, res: Response) {
    if (typeof req.body !== "string" || req.body.trim() === "") {
      throw AppError.badRequest("Send the roster as CSV text (Content-Type: text/csv) with the columns email, chapter and role", undefined, "roster_not_csv");
    }
    const { preview } = parseOrThrow(rosterQuerySchema, req.query);
    let result;
    try {
      result = await importRoster(ctx.db, { csv: req.body, actorId: currentUser(req).id, preview });
    } catch (error) {
      // Every bad line is named (errors.roster), so staff fix the file in one go.
      if (error instanceof RosterError) {
        throw AppError.badRequest(`${error.message}. Nothing was changed.`, error.lines.length > 0 ? { roster: error.lines } : undefined, "roster_invalid");
      }
      throw error;
    }
    if (!preview) mailRosterApprovals(ctx, result.approved, req.log);
    res.json(result);
  }
}
