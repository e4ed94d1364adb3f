/** Subscribing a browser to pushes and ending it (docs/product.md, "Push"). */
import crypto from "node:crypto";
import type { PushSubscriptionInput, PushUnsubscribeInput } from "@shared/validators/push";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { deleteOwnSubscription, saveSubscription } from "./subscriptions.storage";
import { vapidKeys } from "./vapid-keys";

/** Browsers a member may have subscribed at once: a new one beyond pushes out their oldest. */
export const MAX_SUBSCRIPTIONS_PER_MEMBER = 10;

export async function publicKey({ db }: Pick<AppContext, "db">): Promise<string> {
  return (await vapidKeys(db)).publicKey;
}

/** The browser's key must be a point on P-256, or every push to it would fail to encrypt: refused now, not later. */
function assertP256Point(p256dh: string): void {
  try {
    crypto.ECDH.convertKey(Buffer.from(p256dh, "base64url"), "prime256v1");
  } catch {
    const message = "keys.p256dh must be a P-256 public key";
    throw AppError.badRequest(message, { "keys.p256dh": [message] }, "push_key_invalid");
  }
}

export async function subscribe({ db }: Pick<AppContext, "db">, userId: number, input: PushSubscriptionInput): Promise<void> {
  assertP256Point(input.keys.p256dh);
  const subscription = { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db.transaction((tx) => saveSubscription(tx, userId, subscription, MAX_SUBSCRIPTIONS_PER_MEMBER));
}

export async function unsubscribe({ db }: Pick<AppContext, "db">, userId: number, input: PushUnsubscribeInput): Promise<void> {
  await deleteOwnSubscription(db, userId, input.endpoint);
}
