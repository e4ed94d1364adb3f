/** Membership: confirming the e-mail address, approvers' decisions, the members console and the audit log (docs/security.md, "Membership"). */
import { z } from "zod";
import { idParam } from "@shared/validators/fields";
import {
  approveSchema,
  auditQuerySchema,
  confirmEmailSchema,
  declineSchema,
  pendingMembersQuerySchema,
  resendCodeSchema,
  staffMembersQuerySchema,
  suspendSchema,
} from "@shared/validators/members";
import type { ApiOperation } from "./operation";
import { totalCountHeaders, tooManyAttempts } from "./params";
import { auditEntrySchema, currentUserSchema, memberRecordSchema, messageSchema } from "./response-schemas";

const memberIdParams = z.object({ id: idParam.meta({ description: "The member's id" }) });

/** A decision on one member (POST on the member's id): answers the member as it now stands, 404 for an unknown id, 409 with `conflict`. */
function decision(
  operation: Pick<ApiOperation, "path" | "operationId" | "summary" | "access" | "body">,
  decidedAs: string,
  conflict: string,
): ApiOperation {
  return {
    method: "post",
    tag: "Members",
    params: memberIdParams,
    ...operation,
    answers: { 200: { description: `The member as ${decidedAs}`, json: memberRecordSchema }, 404: "No such member", 409: conflict },
  };
}

export const membershipOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/auth/confirm-email",
    operationId: "confirmEmail",
    tag: "Accounts",
    summary: "Confirms the member's e-mail address with the 6-digit code mailed at sign-up (5 tries, 15 minutes)",
    access: "account",
    body: confirmEmailSchema.meta({ id: "ConfirmEmailRequest" }),
    answers: {
      200: { description: "Confirmed (with MEMBERSHIP=open, also approved)", json: currentUserSchema },
      409: "The address is already confirmed",
    },
  },
  {
    method: "post",
    path: "/auth/confirm-email/resend",
    operationId: "resendConfirmationCode",
    tag: "Accounts",
    summary: "Mails a new confirmation code; the earlier one stops working",
    access: "account",
    body: resendCodeSchema,
    answers: {
      202: { description: "Sent", json: messageSchema },
      409: "The address is already confirmed",
      429: `${tooManyAttempts}; the message says when a new code may be asked for`,
    },
  },
  {
    method: "get",
    path: "/members/pending",
    operationId: "listPendingMembers",
    tag: "Members",
    summary: "Who waits for the caller's approval: confirmed newcomers and members' changes of chapter or role, oldest first",
    description: "An approved advisor sees their own chapter's; staff see everyone's.",
    access: "approver",
    query: pendingMembersQuerySchema,
    answers: { 200: { description: "The page", json: z.array(memberRecordSchema), headers: totalCountHeaders } },
  },
  decision(
    {
      path: "/members/{id}/approve",
      operationId: "approveMember",
      summary: "Approves a waiting member, or their waiting change of chapter or role; the member is told by e-mail",
      access: "approver",
      body: approveSchema,
    },
    "approved",
    "Nothing waits for approval, or the member still sits at a roundtable their new role may not join",
  ),
  decision(
    {
      path: "/members/{id}/decline",
      operationId: "declineMember",
      summary: "Declines a waiting member (their sessions end), or drops their waiting change; the member is told by e-mail with the note",
      access: "approver",
      body: declineSchema.meta({ id: "DeclineRequest" }),
    },
    "declined",
    "Nothing waits for approval",
  ),
  {
    method: "get",
    path: "/staff/members",
    operationId: "listAllMembers",
    tag: "Members",
    summary: "The members console: every member, newest first, filtered by status, chapter and text",
    access: "staff",
    query: staffMembersQuerySchema,
    answers: { 200: { description: "The page", json: z.array(memberRecordSchema), headers: totalCountHeaders } },
  },
  decision(
    {
      path: "/staff/members/{id}/suspend",
      operationId: "suspendMember",
      summary: "Suspends a member: their sessions end at once and they can't sign in; told by e-mail with the note",
      access: "staff",
      body: suspendSchema.meta({ id: "SuspendRequest" }),
    },
    "suspended",
    "Already suspended, or the caller themselves",
  ),
  decision(
    {
      path: "/staff/members/{id}/reinstate",
      operationId: "reinstateMember",
      summary: "Lets a declined or suspended member back in, approved",
      access: "staff",
      body: approveSchema,
    },
    "reinstated",
    "The member is not declined or suspended",
  ),
  {
    method: "get",
    path: "/staff/audit",
    operationId: "listAuditLog",
    tag: "Members",
    summary: "The audit log, newest first: approvals, declines, suspensions, reinstatements, staff grants, roster imports, program changes",
    access: "staff",
    query: auditQuerySchema,
    answers: { 200: { description: "The page", json: z.array(auditEntrySchema), headers: totalCountHeaders } },
  },
];
