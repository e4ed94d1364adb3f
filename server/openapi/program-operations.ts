/** The convention program, calendars and the staff's placement (docs/product.md, "Program and staff" and "Calendars"). */
import { z } from "zod";
import { roundtableListQuerySchema } from "@shared/validators/roundtables";
import { notSelectedSchema, placementSchema } from "@shared/validators/staff";
import type { ApiOperation } from "./operation";
import { roundtableParams, totalCountHeaders } from "./params";
import { calendarFeedSchema, programSessionSchema, roundtableSchema } from "./response-schemas";

const NOT_FOUND = "No such roundtable";
const calendar = (description: string) => ({ description, content: { type: "text/calendar", schema: z.string().meta({ description: "iCalendar (RFC 5545)" }) } });
const feed = (description: string) => ({ description, json: calendarFeedSchema });
const placed = (description: string) => ({ description, json: roundtableSchema });

export const programOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/program/sessions",
    operationId: "listProgramSessions",
    tag: "Program",
    summary: "The convention's sessions with their rooms, each taken or free",
    access: "signedIn",
    answers: { 200: { description: "The sessions, in time order", json: z.array(programSessionSchema) } },
  },
  {
    method: "get",
    path: "/roundtables/{id}/calendar.ics",
    operationId: "getRoundtableCalendar",
    tag: "Calendars",
    summary: "A placed roundtable as a calendar file",
    access: "signedIn",
    params: roundtableParams,
    answers: { 200: calendar("One event, as an attachment"), 404: "No such roundtable, or it is not on the program yet" },
  },
  {
    method: "get",
    path: "/user/calendar",
    operationId: "getCalendarFeed",
    tag: "Calendars",
    summary: "The address of the caller's personal calendar feed (made on first ask)",
    access: "signedIn",
    answers: { 200: feed("The feed's address") },
  },
  {
    method: "post",
    path: "/user/calendar/reset",
    operationId: "resetCalendarFeed",
    tag: "Calendars",
    summary: "A new feed address; the old one stops working",
    access: "signedIn",
    answers: { 200: feed("The new address") },
  },
  {
    method: "get",
    path: "/calendar/{token}.ics",
    operationId: "getPersonalCalendar",
    tag: "Calendars",
    summary: "A member's personal calendar feed: their placed roundtables. Its secret token is the key, no session needed",
    access: "public",
    params: z.object({ token: z.string().meta({ description: "The feed's secret token" }) }),
    answers: { 200: calendar("The member's events (revalidate before reuse)"), 404: "No feed has this token" },
  },
  {
    method: "get",
    path: "/staff/proposals",
    operationId: "listProposals",
    tag: "Staff",
    summary: "Proposals, the most wanted first (joined, waiting, chapters); programStatus=all shows every status",
    description: "The same filters as GET /roundtables (query, programStatus, limit, offset among them), with programStatus \"proposed\" unless given; X-Total-Count counts every match.",
    access: "staff",
    query: roundtableListQuerySchema,
    answers: { 200: { description: "The page", json: z.array(roundtableSchema), headers: totalCountHeaders } },
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
    method: "put",
    path: "/staff/roundtables/{id}/placement",
    operationId: "placeRoundtable",
    tag: "Staff",
    summary: "Places a roundtable in a session (a given room, or the first free one), or moves it; its members are told",
    access: "staff",
    params: roundtableParams,
    body: placementSchema.meta({ id: "PlacementRequest" }),
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
    answers: { 200: placed("The roundtable, a proposal again"), 404: NOT_FOUND, 409: "It is not marked not selected" },
  },
];
