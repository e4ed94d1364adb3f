/**
 * How the walks call the roundtables, their seats, waitlists and co-organizers, matching, and the
 * day at the table. The fixture's clock is weeks before its session, so a check-in or undo by those
 * with the right is refused by the window (409), not by rights; the list itself can be read at any time.
 */
import type { Fixture, RouteCall } from "../route-row";

const atRoundtable = (fixture: Fixture) => ({ params: { id: fixture.roundtableId } });

export const ROUNDTABLE_CALLS = {
  listRoundtables: {},
  createRoundtable: {
    request: () => ({ body: { title: "Matrix table", description: "Who may create", tags: ["matrix"], targetAudience: "both", maxParticipants: 5 } }),
  },
  listRecommendedRoundtables: {},
  getRoundtable: { request: atRoundtable },
  updateRoundtable: {
    request: (fixture) => ({
      ...atRoundtable(fixture),
      body: { title: "Edited", description: "Edited by someone", category: "Gothic Literature", targetAudience: "both", maxParticipants: 5, tags: ["edited"] },
    }),
  },
  deleteRoundtable: { request: atRoundtable },
  // Joining is for members; the organizer and the seated member get 409 (already there), which is not a refusal of rights.
  joinRoundtable: { request: atRoundtable, answers: { member: 409, organizer: 409, coOrganizer: 409, otherType: 200, staff: 200 } },
  // Leaving: the organizer can't (403 by rule, not by rights), a non-participant gets 404; the seated member and co-organizer leave.
  leaveRoundtable: { request: atRoundtable, answers: { member: 200, organizer: 403, coOrganizer: 200, otherType: 404, staff: 404 } },
  listParticipants: { request: atRoundtable },
  addParticipant: { request: (fixture) => ({ params: { id: fixture.roundtableId, userId: fixture.outsiderId } }) },
  removeParticipant: { request: (fixture) => ({ params: { id: fixture.roundtableId, userId: fixture.users.member.id } }) },
  seatFromWaitlist: { request: atRoundtable },
  // Co-organizers (docs/product.md, "Co-organizers"): the fixture's roundtable has one and a pending invitation, the limit.
  inviteCoOrganizer: { request: (fixture) => ({ ...atRoundtable(fixture), body: { userId: fixture.outsiderId } }), answers: { organizer: 409 } },
  // Only the invitee answers: everyone else (the co-organizer too, already answered) has no invitation.
  acceptCoOrganizing: { request: atRoundtable, answers: { member: 404, organizer: 404, coOrganizer: 404, otherType: 404, otherAdvisor: 404, staff: 404 } },
  declineCoOrganizing: { request: atRoundtable, answers: { member: 404, organizer: 404, coOrganizer: 404, otherType: 404, otherAdvisor: 404, staff: 404 } },
  // The organizer withdraws the pending invitation; the co-organizer may only step down themself.
  removeCoOrganizer: { request: (fixture) => ({ params: { id: fixture.roundtableId, userId: fixture.inviteeId } }), answers: { organizer: 200 } },
  handOverRoundtable: { request: (fixture) => ({ ...atRoundtable(fixture), body: { userId: fixture.users.coOrganizer.id } }), answers: { organizer: 200 } },
  listMyParticipations: {},
  // The day at the table.
  listOpenSeatsNow: {},
  getAttendance: { request: atRoundtable, answers: { staff: 200 } },
  checkIn: { request: (fixture) => ({ ...atRoundtable(fixture), body: { userId: fixture.users.member.id } }), answers: { organizer: 409, coOrganizer: 409, staff: 409 } },
  undoCheckIn: { request: (fixture) => ({ params: { id: fixture.roundtableId, userId: fixture.users.member.id } }), answers: { organizer: 409, coOrganizer: 409, staff: 409 } },
} satisfies Record<string, RouteCall>;
