import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { idParam } from "@shared/validators/fields";
import type { AppContext } from "../context";
import { bellSchema, markedSchema } from "../lib/response-schemas";
import { defineRoutes } from "../lib/route-definition";
import { currentUser } from "../middleware/require-auth";
import { mountRoutes } from "../middleware/route-mount";
import { parseOrThrow } from "../middleware/validate";
import type { BellPrefetch } from "./bell-prefetch";
import { markRead, readBell } from "./notification-feed.storage";

export const NOTIFICATION_ROUTES = defineRoutes([
  {
    method: "get",
    path: "/notifications",
    operationId: "getBell",
    tag: "Notifications",
    summary: "The caller's latest notifications and how many are unread",
    access: "signedIn",
    answers: { 200: { description: "The bell", json: bellSchema } },
  },
  {
    method: "post",
    path: "/notifications/read-all",
    operationId: "markAllRead",
    tag: "Notifications",
    summary: "Marks every notification of the caller's read",
    access: "signedIn",
    answers: { 200: { description: "How many were marked", json: markedSchema } },
  },
  {
    method: "post",
    path: "/notifications/{id}/read",
    operationId: "markRead",
    tag: "Notifications",
    summary: "Marks one of the caller's notifications read (someone else's is left alone: 0 marked)",
    access: "signedIn",
    params: z.object({ id: idParam.meta({ description: "The notification's id" }) }),
    answers: { 200: { description: "How many were marked: 1 or 0", json: markedSchema } },
  },
]);

/** The bell: the member's latest notifications and how many are unread. `bell` holds what the session's statement read. */
export function notificationRoutes({ db }: AppContext, bell: BellPrefetch): Router {
  return mountRoutes(Router(), NOTIFICATION_ROUTES, { getBell: sendBell, markAllRead, markRead: markOneRead });

  async function sendBell(req: Request, res: Response) {
    const userId = currentUser(req).id;
    // Read with the session in the same statement (bell-prefetch.ts), or now.
    res.json(bell.take(req.sessionID, userId) ?? (await readBell(db, userId)));
  }

  async function markAllRead(req: Request, res: Response) {
    res.json({ marked: await markRead(db, currentUser(req).id) });
  }

  async function markOneRead(req: Request, res: Response) {
    const id = parseOrThrow(idParam, req.params.id);
    res.json({ marked: await markRead(db, currentUser(req).id, id) });
  }
}
