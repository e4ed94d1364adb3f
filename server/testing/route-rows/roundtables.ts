/** The route table's rows for roundtables, their seats and waitlists, and matching. */
import { roundtablePath as roundtable, type RouteRow } from "./row";

export const ROUNDTABLE_ROWS: RouteRow[] = [
  { method: "GET", path: "/roundtables", access: "signedIn", request: () => ({ path: "/api/roundtables" }) },
  {
    method: "POST",
    path: "/roundtables",
    access: "signedIn",
    request: () => ({
      path: "/api/roundtables",
      body: { title: "Matrix table", description: "Who may create", tags: ["matrix"], targetAudience: "both", maxParticipants: 5 },
    }),
  },
  { method: "GET", path: "/roundtables/:id", access: "signedIn", request: (fixture) => ({ path: roundtable(fixture) }) },
  {
    method: "PUT",
    path: "/roundtables/:id",
    access: "organizer",
    request: (fixture) => ({
      path: roundtable(fixture),
      body: {
        title: "Edited",
        description: "Edited by someone",
        category: "Gothic Literature",
        targetAudience: "both",
        maxParticipants: 5,
        tags: ["edited"],
      },
    }),
  },
  { method: "DELETE", path: "/roundtables/:id", access: "organizer", request: (fixture) => ({ path: roundtable(fixture) }) },
  // Joining is for members; the organizer and the seated member get 409 (already there), which is not a refusal of rights.
  {
    method: "POST",
    path: "/roundtables/:id/join",
    access: "signedIn",
    request: (fixture) => ({ path: `${roundtable(fixture)}/join` }),
    answers: { member: 409, organizer: 409, otherType: 200, staff: 200 },
  },
  // Leaving: the organizer can't (403 by rule, not by rights), a non-participant gets 404; the seated member leaves.
  {
    method: "POST",
    path: "/roundtables/:id/leave",
    access: "signedIn",
    request: (fixture) => ({ path: `${roundtable(fixture)}/leave` }),
    answers: { member: 200, organizer: 403, otherType: 404, staff: 404 },
  },
  {
    method: "GET",
    path: "/roundtables/:id/participants",
    access: "signedIn",
    request: (fixture) => ({ path: `${roundtable(fixture)}/participants` }),
  },
  {
    method: "POST",
    path: "/roundtables/:id/participants/:userId",
    access: "organizer",
    request: (fixture) => ({ path: `${roundtable(fixture)}/participants/${fixture.outsiderId}` }),
  },
  {
    method: "DELETE",
    path: "/roundtables/:id/participants/:userId",
    access: "organizer",
    request: (fixture) => ({ path: `${roundtable(fixture)}/participants/${fixture.users.member.id}` }),
  },
  { method: "GET", path: "/user/participations", access: "signedIn", request: () => ({ path: "/api/user/participations" }) },
  {
    method: "POST",
    path: "/roundtables/:id/waitlist/promote",
    access: "organizer",
    request: (fixture) => ({ path: `${roundtable(fixture)}/waitlist/promote` }),
  },

  // Matching
  { method: "GET", path: "/roundtables/recommended", access: "signedIn", request: () => ({ path: "/api/roundtables/recommended" }) },
  { method: "GET", path: "/users/suggested", access: "signedIn", request: () => ({ path: "/api/users/suggested" }) },
];
