/**
 * The day at the table's API (docs/product.md, "The day at the table"): the check-in list, a
 * check-in by id or pass and its undo (organizer or staff), and the roundtables under way with
 * open seats (every member). Mounted before the roundtable routes, so "open-now" is never read as an id.
 */
import { Router, type Request, type Response } from "express";
import { idParam } from "@shared/validators/fields";
import { checkInSchema } from "@shared/validators/attendance";
import type { AppContext } from "../context";
import { attendanceListSchema, openSeatsSchema } from "../lib/response-schemas";
import { defineRoutes } from "../lib/route-definition";
import { memberParams, roundtableParams } from "../lib/route-params";
import { limitPerMember } from "../middleware/limit-per-member";
import { currentUser } from "../middleware/require-auth";
import { mountRoutes } from "../middleware/route-mount";
import { parseOrThrow } from "../middleware/validate";
import { createPasses } from "../pass";
import { createAttendance } from "./attendance.service";
import { listOpenNow } from "./attendance.storage";

const roundtableId = (req: Request) => parseOrThrow(idParam, req.params.id);
const memberId = (req: Request) => parseOrThrow(idParam, req.params.userId);

const NOT_FOUND = "No such roundtable";
const WHO = "The roundtable's organizer, or convention staff.";

export const ATTENDANCE_ROUTES = defineRoutes([
  {
    method: "get",
    path: "/roundtables/open-now",
    operationId: "listOpenSeatsNow",
    tag: "At the table",
    summary: "The current convention's roundtables under way with open seats: session, room and seats open",
    access: "signedIn",
    answers: { 200: { description: "Under way now, by start and room", json: openSeatsSchema } },
  },
  {
    method: "get",
    path: "/roundtables/{id}/attendance",
    operationId: "getAttendance",
    tag: "At the table",
    summary: "The check-in list: the seated members, who is checked in, and the window's times",
    description: WHO,
    access: "manager",
    params: roundtableParams,
    codes: ["not_found", "not_placed"],
    answers: {
      200: { description: "The list", json: attendanceListSchema },
      404: NOT_FOUND,
      409: "The roundtable is not on the program (not_placed)",
    },
  },
  {
    method: "post",
    path: "/roundtables/{id}/attendance",
    operationId: "checkIn",
    tag: "At the table",
    summary: "Checks a member in: a seated member by userId, or anyone by the token of their pass (a walk-in takes an open seat)",
    description: `${WHO} From 30 minutes before the session starts until it ends.`,
    access: "manager",
    params: roundtableParams,
    body: checkInSchema,
    codes: ["not_found", "not_placed", "check_in_not_open", "check_in_closed", "not_seated", "pass_unreadable", "pass_invalid", "pass_other_convention", "pass_not_member", "roundtable_full", "session_clash", "audience_mismatch"],
    answers: {
      200: { description: "Checked in; the list as it is now", json: attendanceListSchema },
      201: { description: "A walk-in was seated and checked in; the list as it is now", json: attendanceListSchema },
      400: "Invalid input, or a token that is no pass (codes pass_unreadable, pass_invalid)",
      404: NOT_FOUND,
      409: "Outside the window (check_in_not_open, check_in_closed), not on the program, a member without a seat checked in by id (not_seated), a pass for another convention (pass_other_convention), or no seat for a walk-in (roundtable_full, session_clash, pass_not_member)",
    },
  },
  {
    method: "delete",
    path: "/roundtables/{id}/attendance/{userId}",
    operationId: "undoCheckIn",
    tag: "At the table",
    summary: "Takes a check-in back; the member keeps their seat",
    description: `${WHO} From 30 minutes before the session starts until it ends.`,
    access: "manager",
    params: memberParams,
    codes: ["not_found", "not_participating", "not_placed", "check_in_not_open", "check_in_closed"],
    answers: {
      200: { description: "The list as it is now", json: attendanceListSchema },
      404: "No such roundtable, or the member has no seat there (not_participating)",
      409: "Outside the window (check_in_not_open, check_in_closed), or not on the program",
    },
  },
]);

export function attendanceRoutes(ctx: AppContext): Router {
  const attendance = createAttendance(ctx, createPasses(ctx));
  const writes = limitPerMember(ctx.rateLimits.roundtableWritesPerMember);
  return mountRoutes(Router(), ATTENDANCE_ROUTES, {
    listOpenSeatsNow: getOpenNow,
    getAttendance,
    checkIn: [writes, postAttendance],
    undoCheckIn: [writes, deleteAttendance],
  });

  async function getOpenNow(req: Request, res: Response) {
    const convention = await ctx.conventions.current(req.sessionID);
    res.json({ items: await listOpenNow(ctx.db, convention.id, ctx.clock.now()) });
  }

  async function getAttendance(req: Request, res: Response) {
    res.json(await attendance.read(currentUser(req), roundtableId(req)));
  }

  async function postAttendance(req: Request, res: Response) {
    const { list, walkedIn } = await attendance.checkIn(req.sessionID, currentUser(req), roundtableId(req), req.body);
    res.status(walkedIn ? 201 : 200).json(list);
  }

  async function deleteAttendance(req: Request, res: Response) {
    res.json(await attendance.undo(req.sessionID, currentUser(req), roundtableId(req), memberId(req)));
  }
}
