import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { conventionQuerySchema } from "@shared/validators/conventions";
import { idParam } from "@shared/validators/fields";
import { roundtableListQuerySchema } from "@shared/validators/roundtables";
import { notSelectedSchema, placementSchema } from "@shared/validators/staff";
import type { StaffRoundtable } from "@shared/types";
import { attendanceCsv, attendanceOf, attendanceReport, type ExtraRoundtableColumns } from "../attendance";
import type { AppContext } from "../context";
import { feedbackSummaries } from "../feedback";
import { roundtableSchema, staffRoundtableSchema } from "../lib/response-schemas";
import { defineRoutes } from "../lib/route-definition";
import { roundtableParams, totalCountHeaders } from "../lib/route-params";
import { currentUser } from "../middleware/require-auth";
import { mountRoutes } from "../middleware/route-mount";
import { parseOrThrow } from "../middleware/validate";
import { createWaitingLines, listRoundtables } from "../roundtables";
import { markNotSelected, placeRoundtable, restoreProposal, unplaceRoundtable, type StaffContext } from "./placement.service";
import { programCsv } from "./program-export";
import { conventionAdminRoutes } from "./convention-admin.routes";
import { firstStaffRoutes } from "./first-staff.routes";

const roundtableId = (req: Request) => parseOrThrow(idParam, req.params.id);

const NOT_FOUND = "No such roundtable";
const placed = (description: string) => ({ description, json: roundtableSchema });

/** The staff-only API (docs/product.md, "Program and staff" and "Attendance"): proposals by demand, placement, the program and attendance exports. */
export const STAFF_ROUTES = defineRoutes([
  {
    method: "get",
    path: "/staff/proposals",
    operationId: "listProposals",
    tag: "Staff",
    summary: "Proposals, the most wanted first (joined, waiting, chapters); programStatus=all shows every status",
    description:
      "The same filters as GET /roundtables (query, programStatus, limit, offset among them), with programStatus \"proposed\" unless given; X-Total-Count counts every match. A placed roundtable carries its attendance once its check-in has opened.",
    access: "staff",
    query: roundtableListQuerySchema,
    answers: { 200: { description: "The page", json: z.array(staffRoundtableSchema), headers: totalCountHeaders } },
  },
  {
    method: "put",
    path: "/staff/roundtables/{id}/placement",
    operationId: "placeRoundtable",
    tag: "Staff",
    summary: "Places a roundtable in a session (a given room, or the first free one), or moves it; its members are told",
    access: "staff",
    params: roundtableParams,
    body: placementSchema.meta({ id: "PlacementRequest" }),
    codes: ["not_found", "room_taken", "session_full", "placement_clash", "convention_over"],
    answers: {
      200: placed("The roundtable, placed"),
      404: NOT_FOUND,
      409: "The room is taken, the session is full, or a member would sit at two roundtables at once",
    },
  },
  {
    method: "delete",
    path: "/staff/roundtables/{id}/placement",
    operationId: "unplaceRoundtable",
    tag: "Staff",
    summary: "Takes a roundtable off the program",
    access: "staff",
    params: roundtableParams,
    codes: ["not_found", "not_placed", "convention_over"],
    answers: { 200: placed("The roundtable, a proposal again"), 404: NOT_FOUND, 409: "It is not on the program" },
  },
  {
    method: "post",
    path: "/staff/roundtables/{id}/not-selected",
    operationId: "markNotSelected",
    tag: "Staff",
    summary: "Marks a proposal not selected, with a note for its organizer",
    access: "staff",
    params: roundtableParams,
    body: notSelectedSchema.meta({ id: "NotSelectedRequest" }),
    answers: { 200: placed("The roundtable, not selected"), 404: NOT_FOUND },
  },
  {
    method: "delete",
    path: "/staff/roundtables/{id}/not-selected",
    operationId: "restoreProposal",
    tag: "Staff",
    summary: "Undoes a \"not selected\": the roundtable is a proposal again, its note gone; its people are told in the bell",
    access: "staff",
    params: roundtableParams,
    codes: ["not_found", "not_marked_not_selected"],
    answers: { 200: placed("The roundtable, a proposal again"), 404: NOT_FOUND, 409: "It is not marked not selected" },
  },
  {
    method: "get",
    path: "/staff/program.csv",
    operationId: "exportProgram",
    tag: "Staff",
    summary: "The program as a CSV file",
    access: "staff",
    answers: { 200: { description: "One row per placed roundtable, as an attachment", content: { type: "text/csv", schema: z.string() } } },
  },
  {
    method: "get",
    path: "/staff/attendance.csv",
    operationId: "exportAttendance",
    tag: "Staff",
    summary: "Attendance as a CSV file: per placed roundtable, then per chapter",
    description:
      "One row per placed roundtable of the convention (the current one unless conventionId names another), by session and room: Roundtable, Session, Room, Seated, Checked in, Walk-ins, From waitlist, No-shows, Ratings, Average rating. Then a blank line, a \"Chapter totals\" line, and the same counts per chapter of the members (\"No chapter\" last) ending with \"All chapters\". docs/product.md, \"Attendance\", defines each count.",
    access: "staff",
    query: conventionQuerySchema,
    codes: ["validation_failed", "not_found"],
    answers: {
      200: { description: "The report, as an attachment", content: { type: "text/csv", schema: z.string() } },
      400: "conventionId is not a number",
      404: "No convention has this id",
    },
  },
]);

export function staffRoutes(ctx: AppContext): Router {
  const staff: StaffContext = { ...ctx, waitingLines: createWaitingLines(ctx) };
  const router = mountRoutes(Router(), STAFF_ROUTES, {
    listProposals: getProposals,
    placeRoundtable: putPlacement,
    unplaceRoundtable: deletePlacement,
    markNotSelected: postNotSelected,
    restoreProposal: deleteNotSelected,
    exportProgram: getProgramCsv,
    exportAttendance: getAttendanceCsv,
  });
  router.use(firstStaffRoutes(ctx));
  router.use(conventionAdminRoutes(ctx));
  return router;

  /** Proposals, the most wanted first (joined, waitlisted, chapters), paged and searchable; ?programStatus= placed, not_selected or all for the others. */
  async function getProposals(req: Request, res: Response) {
    const parsed = parseOrThrow(roundtableListQuerySchema, { programStatus: "proposed", ...req.query });
    const convention = await ctx.conventions.resolve(req.sessionID, parsed.conventionId);
    const filters = { ...parsed, conventionId: convention.id };
    const { items, total } = await listRoundtables(ctx.db, currentUser(req).id, filters, { order: "demand", searchOrganizerName: true });
    // The placed ones carry their attendance once their check-in has opened (docs/product.md, "Attendance").
    const placed = items.filter((item) => item.programStatus === "placed").map((item) => item.id);
    const attendance = await attendanceOf(ctx.db, placed, ctx.clock.now());
    const answer: StaffRoundtable[] = items.map((item) => ({ ...item, attendance: attendance.get(item.id) ?? null }));
    res.set("X-Total-Count", String(total)).json(answer);
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

  /** Attendance per placed roundtable, then per chapter (docs/product.md, "Attendance"). */
  async function getAttendanceCsv(req: Request, res: Response) {
    const { conventionId } = parseOrThrow(conventionQuerySchema, { conventionId: req.query.conventionId });
    const convention = await ctx.conventions.resolve(req.sessionID, conventionId);
    const report = await attendanceReport(ctx.db, convention.id);
    // Feedback's ratings join each roundtable's row: how many rated it and the average (blank before anyone did).
    const ratings = new Map((await feedbackSummaries(ctx.db, convention.id)).map((row) => [row.roundtableId, row]));
    const extraColumns: ExtraRoundtableColumns[] = [
      {
        header: ["Ratings", "Average rating"],
        cells: (roundtableId) => {
          const rated = ratings.get(roundtableId);
          return rated ? [String(rated.count), rated.average.toFixed(2)] : ["0", ""];
        },
      },
    ];
    res
      .set("Content-Type", "text/csv; charset=utf-8")
      .set("Content-Disposition", 'attachment; filename="convention-attendance.csv"')
      .set("Cache-Control", "no-store")
      .send(attendanceCsv(report, extraColumns));
  }
}
