/**
 * Sending the push outbox (docs/product.md, "Push"). A trigger queues a row per notice and
 * subscription in the notice's transaction; every app process sweeps, claiming due rows with SKIP
 * LOCKED as the mail outbox does (docs/mail.md, "The outbox"), and sends each as an encrypted Web
 * Push (RFC 8291, aes128gcm) signed with the app's VAPID key (RFC 8292). web-push builds the
 * request (encryption, VAPID header, TTL, Urgency); we send it with fetch, so a timeout bounds
 * each send and the tests' own push service may be plain http on this machine.
 */
import webpush from "web-push";
import type { AppContext } from "../context";
import { PUSH_KINDS, PUSHED_KINDS } from "./push-kinds";
import { claimDuePushes, deletePush, dropUnpushedKinds, retryPushLater, type ClaimedPush } from "./push-outbox.storage";
import { deleteSubscription } from "./subscriptions.storage";
import { vapidKeys, type VapidKeys } from "./vapid-keys";

/** What the service worker receives (client/src/sw-push.ts shows it). */
export type PushPayload = { title: string; body: string; url: string; tag: string };

const BATCH = 50;
/** Sends tried before a push is given up. */
const MAX_ATTEMPTS = 5;
const SEND_TIMEOUT_MS = 10_000;

type DeliveryContext = Pick<AppContext, "db" | "config" | "logger">;

export function payloadOf(push: ClaimedPush, title: string): PushPayload {
  const { id, message, roundtableId } = push.notification;
  // The tag lets a browser replace a push sent twice (a process that died after sending) instead of showing two.
  return { title, body: message, url: roundtableId === null ? "/agenda" : `/roundtables/${roundtableId}`, tag: `notification-${id}` };
}

/** The VAPID subject (a contact for push services): the public https address, else the sender's mail address. */
function vapidSubject(config: DeliveryContext["config"]): string {
  if (config.publicUrl?.startsWith("https://")) return config.publicUrl;
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return `mailto:${address}`;
}

type Outcome = "sent" | "gone" | "retry" | "rejected";

function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return "sent";
  if (status === 404 || status === 410) return "gone";
  // Too many requests, or the push service failing: its trouble, tried again.
  if (status === 429 || status >= 500) return "retry";
  return "rejected";
}

export function createPushDelivery({ db, config, logger }: DeliveryContext) {
  const subject = vapidSubject(config);

  /** The request web-push builds: encrypted body, VAPID Authorization, TTL, Urgency. Throws on keys it can't use. */
  function requestFor(push: ClaimedPush, keys: VapidKeys) {
    const kind = PUSH_KINDS[push.notification.kind]!;
    return webpush.generateRequestDetails(
      { endpoint: push.subscription.endpoint, keys: { p256dh: push.subscription.p256dh, auth: push.subscription.auth } },
      JSON.stringify(payloadOf(push, kind.title)),
      { vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: kind.ttlSeconds, urgency: kind.urgency, contentEncoding: "aes128gcm" },
    );
  }

  async function send(request: ReturnType<typeof requestFor>): Promise<Outcome> {
    // fetch sets the length itself from the body.
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== "content-length")
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      redirect: "error",
    });
    await response.body?.cancel();
    return outcomeOf(response.status);
  }

  /** Never rejects: a failure is logged, and the push is tried again later or given up. */
  async function deliver(push: ClaimedPush, keys: VapidKeys): Promise<void> {
    let outcome: Outcome;
    let failure: unknown;
    try {
      const request = requestFor(push, keys);
      try {
        outcome = await send(request);
      } catch (error) {
        // No answer (refused, timed out): the push service's trouble, tried again.
        outcome = "retry";
        failure = error;
      }
    } catch (error) {
      // Keys web-push can't encrypt for: no retry would do better.
      outcome = "rejected";
      failure = error;
    }
    try {
      if (outcome === "sent") return await deletePush(db, push.id);
      // The browser unsubscribed or the push service forgot it: the subscription ends, and its pushes with it.
      if (outcome === "gone") return await deleteSubscription(db, push.subscription.id);
      if (outcome === "retry" && push.attempts < MAX_ATTEMPTS) {
        logger.warn({ err: failure, attempts: push.attempts }, "could not send a push; it will be tried again");
        return await retryPushLater(db, push.id);
      }
      logger.error({ err: failure, attempts: push.attempts, outcome }, "gave up on a push");
      await deletePush(db, push.id);
    } catch (error) {
      logger.error({ err: error }, "could not update the push outbox");
    }
  }

  return {
    /** Sends every due push and resolves once each is sent or logged, with how many were taken. */
    async sweep(): Promise<number> {
      // Read before anything is claimed: without the keys (the database away) nothing is taken.
      const keys = await vapidKeys(db);
      await dropUnpushedKinds(db, PUSHED_KINDS);
      let taken = 0;
      for (;;) {
        const claimed = await claimDuePushes(db, BATCH, PUSHED_KINDS);
        await Promise.all(claimed.map((push) => deliver(push, keys)));
        taken += claimed.length;
        if (claimed.length < BATCH) return taken;
      }
    },
  };
}

export type PushDelivery = ReturnType<typeof createPushDelivery>;
