/** How the walks call the staff's routes: proposals, placement, the program export, and the conventions with their sessions. */
import type { RouteCall } from "../route-row";

export const STAFF_CALLS = {
  listProposals: {},
  exportProgram: {},
  exportAttendance: { request: (fixture) => ({ query: { conventionId: String(fixture.conventionId) } }) },
  // The fixture's roundtable is placed: staff move it, take it off, or mark it not selected.
  placeRoundtable: { request: (fixture) => ({ params: { id: fixture.roundtableId }, body: { sessionId: fixture.sessionIds[1] } }), answers: { staff: 200 } },
  unplaceRoundtable: { request: (fixture) => ({ params: { id: fixture.roundtableId } }), answers: { staff: 200 } },
  markNotSelected: { request: (fixture) => ({ params: { id: fixture.roundtableId }, body: { note: "Not this year" } }), answers: { staff: 200 } },
  // Undo of a "not selected": the fixture's roundtable is placed, so staff are told it isn't marked.
  restoreProposal: { request: (fixture) => ({ params: { id: fixture.roundtableId } }), answers: { staff: 409 } },
  createConvention: {
    request: () => ({
      body: { name: "2028 International English Convention", city: "Denver", startDate: "2028-03-16", endDate: "2028-03-18", timeZone: "America/Denver" },
    }),
    answers: { staff: 201 },
  },
  // The current convention, edited to what it already is, and made current again: the other rows keep their convention.
  updateConvention: {
    request: (fixture) => ({
      params: { id: fixture.conventionId },
      body: { name: "2026 International English Convention", city: "New Orleans", startDate: "2026-03-29", endDate: "2026-04-01", timeZone: "America/Chicago", proposalsCloseAt: null },
    }),
    answers: { staff: 200 },
  },
  makeConventionCurrent: { request: (fixture) => ({ params: { id: fixture.conventionId } }), answers: { staff: 200 } },
  addConventionSession: {
    request: (fixture) => ({
      params: { id: fixture.conventionId },
      body: { name: `Matrix added ${fixture.roundtableId}`, startsAt: "2026-03-31T14:00:00Z", endsAt: "2026-03-31T15:00:00Z", rooms: ["Added Room"] },
    }),
    answers: { staff: 201 },
  },
  updateConventionSession: {
    request: (fixture) => {
      const { id, ...body } = fixture.spareSession;
      return { params: { id }, body };
    },
    answers: { staff: 200 },
  },
  // The fixture's roundtable is placed in the first matrix session: staff are told to move it first.
  deleteConventionSession: { request: (fixture) => ({ params: { id: fixture.sessionIds[0] } }), answers: { staff: 409 } },
} satisfies Record<string, RouteCall>;
