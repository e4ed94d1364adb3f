/** The push routes: the public key a browser subscribes with, and a browser's subscription (docs/product.md, "Push"). */
import { Router, type Request, type Response } from "express";
import { pushPublicKeySchema, pushSubscriptionSchema, pushSubscriptionSchemaFor, pushUnsubscribeSchema } from "@shared/validators/push";
import type { AppContext } from "../context";
import { messageSchema } from "../lib/response-schemas";
import { defineRoutes } from "../lib/route-definition";
import { currentUser } from "../middleware/require-auth";
import { mountRoutes } from "../middleware/route-mount";
import { publicKey, subscribe, unsubscribe } from "./push.service";

export const PUSH_ROUTES = defineRoutes([
  {
    method: "get",
    path: "/push/public-key",
    operationId: "getPushPublicKey",
    tag: "Push",
    summary: "The app's VAPID public key, for PushManager.subscribe's applicationServerKey",
    description: "Base64url, made once and kept in the database: it never changes, so subscriptions made with it stay good.",
    access: "signedIn",
    answers: { 200: { description: "The public key", json: pushPublicKeySchema } },
  },
  {
    method: "post",
    path: "/push/subscriptions",
    operationId: "subscribeToPush",
    tag: "Push",
    summary: "Turns pushes on for this browser: the subscription PushManager.subscribe gave",
    description:
      "Pushes go for: a seat you got from the waitlist, your roundtable moved, a seat at the door offered to you, a co-organizer invitation, and 15 minutes before your roundtable starts (with the room). " +
      "An endpoint another member had subscribed moves to the caller. A member keeps at most ten subscriptions: an eleventh ends the oldest. The endpoint must be an https URL.",
    access: "signedIn",
    body: pushSubscriptionSchema,
    answers: { 201: { description: "Subscribed", json: messageSchema } },
  },
  {
    method: "delete",
    path: "/push/subscriptions",
    operationId: "unsubscribeFromPush",
    tag: "Push",
    summary: "Turns pushes off for this browser",
    description: "Ends the caller's subscription at the endpoint; an endpoint the caller has not subscribed changes nothing (still 204).",
    access: "signedIn",
    body: pushUnsubscribeSchema,
    answers: { 204: { description: "Unsubscribed" } },
  },
]);

export function pushRoutes(ctx: AppContext): Router {
  // An http push service only when the setting allows it: the tests' own (PUSH_ALLOW_LOCAL_HTTP, never in production).
  const subscriptionSchema = pushSubscriptionSchemaFor({ allowLocalHttp: ctx.config.pushAllowLocalHttp });
  return mountRoutes(
    Router(),
    PUSH_ROUTES,
    { getPushPublicKey: sendPublicKey, subscribeToPush: addSubscription, unsubscribeFromPush: removeSubscription },
    { subscribeToPush: subscriptionSchema },
  );

  async function sendPublicKey(_req: Request, res: Response) {
    res.json({ publicKey: await publicKey(ctx) });
  }

  async function addSubscription(req: Request, res: Response) {
    await subscribe(ctx, currentUser(req).id, req.body);
    res.status(201).json({ message: "Notifications are on for this device." });
  }

  async function removeSubscription(req: Request, res: Response) {
    await unsubscribe(ctx, currentUser(req).id, req.body);
    res.status(204).end();
  }
}
