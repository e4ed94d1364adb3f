/** The route table's rows for membership: the confirmation code, approvers' decisions, the members console and the audit log. */
import type { RouteRow } from "./row";

const applicant = (path: string) => (fixture: { applicantId: number }) => ({ path: `/api/members/${fixture.applicantId}/${path}`, body: {} });

export const MEMBER_ROWS: RouteRow[] = [
  {
    method: "POST",
    path: "/auth/confirm-email",
    access: "account",
    // A wrong code for the unconfirmed (400), already confirmed for the others (409): the route was reached.
    request: () => ({ path: "/api/auth/confirm-email", body: { code: "000000" } }),
  },
  {
    method: "POST",
    path: "/auth/confirm-email/resend",
    access: "account",
    // Just signed up: the code mailed a moment ago counts, so a new one waits a minute (429); confirmed members get 409.
    request: () => ({ path: "/api/auth/confirm-email/resend", body: {} }),
  },
  {
    method: "GET",
    path: "/members/pending",
    access: "approver",
    request: () => ({ path: "/api/members/pending" }),
    // An advisor of another chapter may ask: they see their own chapter's.
    answers: { otherAdvisor: 200, otherType: 200, staff: 200 },
  },
  // The applicant waits in chapter A: its advisor approves (or declines) first, so staff then find nothing waiting.
  { method: "POST", path: "/members/:id/approve", access: "approver", request: applicant("approve"), answers: { otherType: 200, staff: 409 } },
  { method: "POST", path: "/members/:id/decline", access: "approver", request: applicant("decline"), answers: { otherType: 200, staff: 409 } },
  {
    method: "GET",
    path: "/staff/members",
    access: "staff",
    request: () => ({ path: "/api/staff/members", query: { status: "pending" } }),
    answers: { staff: 200 },
  },
  {
    method: "POST",
    path: "/staff/members/:id/suspend",
    access: "staff",
    request: (fixture) => ({ path: `/api/staff/members/${fixture.outsiderId}/suspend`, body: { note: "Matrix" } }),
    answers: { staff: 200 },
  },
  {
    method: "POST",
    path: "/staff/members/:id/reinstate",
    access: "staff",
    request: (fixture) => ({ path: `/api/staff/members/${fixture.users.declined.id}/reinstate`, body: {} }),
    answers: { staff: 200 },
  },
  { method: "GET", path: "/staff/audit", access: "staff", request: () => ({ path: "/api/staff/audit" }), answers: { staff: 200 } },
];
