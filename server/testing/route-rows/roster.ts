/** The route table's rows for the roster import and the first staff member's setup code. */
import type { RouteRow } from "./row";

export const ROSTER_ROWS: RouteRow[] = [
  {
    method: "POST",
    path: "/staff/roster",
    access: "staff",
    // A JSON body, not CSV: staff reach the route and are told to send CSV (400); nothing is kept.
    request: () => ({ path: "/api/staff/roster", query: { preview: "1" }, body: {} }),
    answers: { staff: 400 },
  },
  {
    method: "POST",
    path: "/auth/claim-staff",
    access: "account",
    // The fixture has staff already: every account that may ask is told the code is spent.
    request: () => ({ path: "/api/auth/claim-staff", body: { code: "AAAA-BBBB-CCCC" } }),
    answers: { unconfirmed: 409, pending: 409, member: 409, organizer: 409, otherType: 409, otherAdvisor: 409, staff: 409 },
  },
];
