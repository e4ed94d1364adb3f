import { Router, type Request, type Response } from "express";
import { idParam } from "@shared/validators/fields";
import {
  approveSchema,
  auditQuerySchema,
  declineSchema,
  pendingMembersQuerySchema,
  staffMembersQuerySchema,
  suspendSchema,
  type DeclineRequest,
  type SuspendRequest,
} from "@shared/validators/members";
import { z } from "zod";
import type { AppContext } from "../context";
import { auditEntrySchema, memberRecordSchema } from "../lib/response-schemas";
import { defineRoutes, type RouteDefinition } from "../lib/route-definition";
import { totalCountHeaders } from "../lib/route-params";
import { currentUser } from "../middleware/require-auth";
import { mountRoutes } from "../middleware/route-mount";
import { parseOrThrow } from "../middleware/validate";
import { listAudit } from "./audit.storage";
import { listMembers } from "./member.storage";
import { approve, decline, listPending, reinstate, suspend } from "./members.service";

const memberId = (req: Request) => parseOrThrow(idParam, req.params.id);

const memberIdParams = z.object({ id: idParam.meta({ description: "The member's id" }) });

/** A decision on one member (POST on the member's id): answers the member as it now stands, 404 for an unknown id, 409 with `conflict`. */
function decision<const Id extends string>(
  operation: Pick<RouteDefinition, "path" | "summary" | "access" | "body" | "codes"> & { operationId: Id },
  decidedAs: string,
  conflict: string,
) {
  return {
    method: "post",
    tag: "Members",
    params: memberIdParams,
    // The buttons may post without a body.
    bodyOptional: true,
    ...operation,
    answers: { 200: { description: `The member as ${decidedAs}`, json: memberRecordSchema }, 404: "No such member", 409: conflict },
  } as const satisfies RouteDefinition;
}

/** Approvers' routes (docs/product.md, "Accounts and sign-in") and the staff's members console and audit log (docs/security.md, "Membership"). */
export const MEMBER_ROUTES = defineRoutes([
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
      codes: ["not_found", "own_membership", "other_chapter", "nothing_waits", "role_locked"],
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
      codes: ["not_found", "own_membership", "other_chapter", "nothing_waits"],
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
      codes: ["not_found", "cannot_suspend_self", "already_suspended"],
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
      codes: ["not_found", "not_closed"],
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

]);

export function memberRoutes(ctx: AppContext): Router {
  return mountRoutes(Router(), MEMBER_ROUTES, {
    listPendingMembers: sendPending,
    approveMember: postApprove,
    declineMember: postDecline,
    listAllMembers: sendMembers,
    suspendMember: postSuspend,
    reinstateMember: postReinstate,
    listAuditLog: sendAudit,
  });

  async function sendPending(req: Request, res: Response) {
    const page = parseOrThrow(pendingMembersQuerySchema, req.query);
    const { items, total } = await listPending(ctx, currentUser(req), page);
    res.set("X-Total-Count", String(total)).json(items);
  }

  async function postApprove(req: Request, res: Response) {
    res.json(await approve(ctx, currentUser(req), memberId(req)));
  }

  async function postDecline(req: Request, res: Response) {
    res.json(await decline(ctx, currentUser(req), memberId(req), (req.body as DeclineRequest).note));
  }

  async function sendMembers(req: Request, res: Response) {
    const { items, total } = await listMembers(ctx.db, parseOrThrow(staffMembersQuerySchema, req.query), currentUser(req));
    res.set("X-Total-Count", String(total)).json(items);
  }

  async function postSuspend(req: Request, res: Response) {
    res.json(await suspend(ctx, currentUser(req), memberId(req), (req.body as SuspendRequest).note));
  }

  async function postReinstate(req: Request, res: Response) {
    res.json(await reinstate(ctx, currentUser(req), memberId(req)));
  }

  async function sendAudit(req: Request, res: Response) {
    const { items, total } = await listAudit(ctx.db, parseOrThrow(auditQuerySchema, req.query));
    res.set("X-Total-Count", String(total)).json(items);
  }
}
