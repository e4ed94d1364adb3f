/** How the walks call the membership routes: approvers' decisions, the members console, the audit log, the roster and the setup code. */
import type { RouteCall } from "../route-row";

export const MEMBERSHIP_CALLS = {
  // An advisor of another chapter may ask: they see their own chapter's.
  listPendingMembers: { answers: { otherAdvisor: 200, otherType: 200, staff: 200 } },
  // The applicant waits in chapter A: its advisor approves (or declines) first, so staff then find nothing waiting.
  approveMember: { request: (fixture) => ({ params: { id: fixture.applicantId }, body: {} }), answers: { otherType: 200, staff: 409 } },
  declineMember: { request: (fixture) => ({ params: { id: fixture.applicantId }, body: {} }), answers: { otherType: 200, staff: 409 } },
  listAllMembers: { request: () => ({ query: { status: "pending" } }), answers: { staff: 200 } },
  suspendMember: { request: (fixture) => ({ params: { id: fixture.outsiderId }, body: { note: "Matrix" } }), answers: { staff: 200 } },
  reinstateMember: { request: (fixture) => ({ params: { id: fixture.users.declined.id }, body: {} }), answers: { staff: 200 } },
  listAuditLog: { answers: { staff: 200 } },
  // A JSON body, not CSV: staff reach the route and are told to send CSV (400); nothing is kept.
  importRoster: { request: () => ({ query: { preview: "1" }, body: {} }), answers: { staff: 400 } },
  // The fixture has staff already: every account that may ask is told the code is spent.
  claimStaff: {
    request: () => ({ body: { code: "AAAA-BBBB-CCCC" } }),
    answers: { unconfirmed: 409, pending: 409, member: 409, organizer: 409, otherType: 409, otherAdvisor: 409, staff: 409 },
  },
} satisfies Record<string, RouteCall>;
