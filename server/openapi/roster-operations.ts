/** Admitting members without an approver's click: the roster import and the first staff member's setup code (docs/security.md, "Membership"). */
import { claimStaffSchema } from "@shared/validators/first-staff";
import { rosterImportSchema, rosterQuerySchema } from "@shared/validators/roster";
import type { ApiOperation } from "./operation";
import { tooManyAttempts } from "./params";
import { currentUserSchema } from "./response-schemas";

export const rosterOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/staff/roster",
    operationId: "importRoster",
    tag: "Staff",
    summary: "Imports the member roster (CSV: email, chapter, role); ?preview=1 answers what it would change and keeps nothing",
    description:
      "The body is the CSV file itself (Content-Type: text/csv). One transaction: the entries are added or updated, the pending " +
      "members the file names are approved with its chapter and role (and e-mailed), and the import is in the audit log. The " +
      "first bad line answers 400 with its line number, and nothing changes; the same file again changes nothing.",
    access: "staff",
    query: rosterQuerySchema,
    answers: {
      200: { description: "What the import changed (or, previewed, would change)", json: rosterImportSchema },
      400: "A line of the file breaks a rule (the message names the line), or the body is not CSV text; nothing was changed",
    },
  },
  {
    method: "post",
    path: "/auth/claim-staff",
    operationId: "claimStaff",
    tag: "Accounts",
    summary: "Makes the caller the first staff member with the one-time setup code the app logs while no one is staff",
    access: "account",
    body: claimStaffSchema.meta({ id: "ClaimStaffRequest" }),
    answers: {
      200: { description: "The caller, now staff with a confirmed e-mail and approved membership", json: currentUserSchema },
      400: "The setup code is not right",
      409: "A staff member already exists: the code is spent",
      429: tooManyAttempts,
    },
  },
];
