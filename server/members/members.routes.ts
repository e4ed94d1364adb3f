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
import type { AppContext } from "../context";
import { currentUser, requireAuth, requireStaff } from "../middleware/require-auth";
import { parseOrThrow, validateBody } from "../middleware/validate";
import { listAudit } from "./audit.storage";
import { listMembers } from "./member.storage";
import { approve, decline, listPending, reinstate, suspend } from "./members.service";

const memberId = (req: Request) => parseOrThrow(idParam, req.params.id);

/** An empty body counts as `{}`: the client may post these buttons without one. */
const orEmpty = (req: Request, _res: Response, next: () => void) => {
  if (req.body === undefined) req.body = {};
  next();
};

/** Approvers' routes (docs/product.md, "Accounts and sign-in") and the staff's members console and audit log. */
export function memberRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get("/members/pending", requireAuth, sendPending);
  router.post("/members/:id/approve", requireAuth, orEmpty, validateBody(approveSchema), postApprove);
  router.post("/members/:id/decline", requireAuth, orEmpty, validateBody(declineSchema), postDecline);
  router.get("/staff/members", requireStaff, sendMembers);
  router.post("/staff/members/:id/suspend", requireStaff, orEmpty, validateBody(suspendSchema), postSuspend);
  router.post("/staff/members/:id/reinstate", requireStaff, orEmpty, validateBody(approveSchema), postReinstate);
  router.get("/staff/audit", requireStaff, sendAudit);
  return router;

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
    const { items, total } = await listMembers(ctx.db, parseOrThrow(staffMembersQuerySchema, req.query));
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
