/** The route table's rows for the program, calendars, staff and one-click unsubscribe. */
import { everyone, roundtablePath as roundtable, type RouteRow } from "./row";

export const PROGRAM_ROWS: RouteRow[] = [
  // The program and calendars
  { method: "GET", path: "/program/sessions", access: "signedIn", request: () => ({ path: "/api/program/sessions" }) },
  // A roundtable's .ics: any member may add a placed roundtable (the fixture's is) to their calendar.
  {
    method: "GET",
    path: "/roundtables/:id/calendar.ics",
    access: "signedIn",
    request: (fixture) => ({ path: `${roundtable(fixture)}/calendar.ics` }),
    answers: { member: 200, organizer: 200, otherType: 200, otherAdvisor: 200, staff: 200 },
  },
  { method: "GET", path: "/user/calendar", access: "signedIn", request: () => ({ path: "/api/user/calendar" }) },
  { method: "POST", path: "/user/calendar/reset", access: "signedIn", request: () => ({ path: "/api/user/calendar/reset" }) },
  // The personal feed needs no session: its secret token is the key (an unknown one answers 404).
  { method: "GET", path: "/calendar/:token.ics", access: "public", request: (fixture) => ({ path: fixture.memberFeedPath }), answers: everyone(200) },

  // Staff
  { method: "GET", path: "/staff/proposals", access: "staff", request: () => ({ path: "/api/staff/proposals" }) },
  { method: "GET", path: "/staff/program.csv", access: "staff", request: () => ({ path: "/api/staff/program.csv" }) },
  // The fixture's roundtable is placed: staff move it, take it off, or mark it not selected.
  {
    method: "PUT",
    path: "/staff/roundtables/:id/placement",
    access: "staff",
    request: (fixture) => ({ path: `/api/staff/roundtables/${fixture.roundtableId}/placement`, body: { sessionId: fixture.sessionIds[1] } }),
    answers: { staff: 200 },
  },
  {
    method: "DELETE",
    path: "/staff/roundtables/:id/placement",
    access: "staff",
    request: (fixture) => ({ path: `/api/staff/roundtables/${fixture.roundtableId}/placement` }),
    answers: { staff: 200 },
  },
  {
    method: "POST",
    path: "/staff/roundtables/:id/not-selected",
    access: "staff",
    request: (fixture) => ({ path: `/api/staff/roundtables/${fixture.roundtableId}/not-selected`, body: { note: "Not this year" } }),
    answers: { staff: 200 },
  },
  // Undo of a "not selected": the fixture's roundtable is placed, so staff are told it isn't marked.
  {
    method: "DELETE",
    path: "/staff/roundtables/:id/not-selected",
    access: "staff",
    request: (fixture) => ({ path: `/api/staff/roundtables/${fixture.roundtableId}/not-selected` }),
    answers: { staff: 409 },
  },

  // Conventions: members read them; staff prepare the next one (docs/product.md, "Conventions").
  { method: "GET", path: "/conventions", access: "signedIn", request: () => ({ path: "/api/conventions" }) },
  { method: "GET", path: "/conventions/current", access: "public", request: () => ({ path: "/api/conventions/current" }), answers: everyone(200) },
  {
    method: "POST",
    path: "/staff/conventions",
    access: "staff",
    request: () => ({
      path: "/api/staff/conventions",
      body: { name: "2028 International English Convention", city: "Denver", startDate: "2028-03-16", endDate: "2028-03-18", timeZone: "America/Denver" },
    }),
    answers: { staff: 201 },
  },
  // The current convention, edited to what it already is, and made current again: the other rows keep their convention.
  {
    method: "PUT",
    path: "/staff/conventions/:id",
    access: "staff",
    request: (fixture) => ({
      path: `/api/staff/conventions/${fixture.conventionId}`,
      body: { name: "2026 International English Convention", city: "New Orleans", startDate: "2026-03-29", endDate: "2026-04-01", timeZone: "America/Chicago", proposalsCloseAt: null },
    }),
    answers: { staff: 200 },
  },
  {
    method: "POST",
    path: "/staff/conventions/:id/make-current",
    access: "staff",
    request: (fixture) => ({ path: `/api/staff/conventions/${fixture.conventionId}/make-current` }),
    answers: { staff: 200 },
  },
  {
    method: "POST",
    path: "/staff/conventions/:id/sessions",
    access: "staff",
    request: (fixture) => ({
      path: `/api/staff/conventions/${fixture.conventionId}/sessions`,
      body: { name: `Matrix added ${fixture.roundtableId}`, startsAt: "2026-03-31T14:00:00Z", endsAt: "2026-03-31T15:00:00Z", rooms: ["Added Room"] },
    }),
    answers: { staff: 201 },
  },
  {
    method: "PUT",
    path: "/staff/sessions/:id",
    access: "staff",
    request: (fixture) => {
      const { id, ...body } = fixture.spareSession;
      return { path: `/api/staff/sessions/${id}`, body };
    },
    answers: { staff: 200 },
  },
  // The fixture's roundtable is placed in the first matrix session: staff are told to move it first.
  {
    method: "DELETE",
    path: "/staff/sessions/:id",
    access: "staff",
    request: (fixture) => ({ path: `/api/staff/sessions/${fixture.sessionIds[0]}` }),
    answers: { staff: 409 },
  },

  // Mail: one-click unsubscribe works from the e-mail alone; its signed token says whose mail stops.
  { method: "GET", path: "/unsubscribe/:token", access: "public", request: (fixture) => ({ path: fixture.memberUnsubscribePath }), answers: everyone(200) },
  { method: "POST", path: "/unsubscribe/:token", access: "public", request: (fixture) => ({ path: fixture.memberUnsubscribePath }), answers: everyone(200) },
];
