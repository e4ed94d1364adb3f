/**
 * The browser's side of Web Push: whether it can, whether the member allowed it, and this
 * browser's subscription through the service worker's PushManager (docs/product.md, "Push").
 */
import type { PushSubscriptionInput } from "@shared/validators/push";

export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** "granted", "denied" or "default" (not asked yet, or the prompt was dismissed). */
export const notificationPermission = (): NotificationPermission => Notification.permission;

/** The service worker's registration, once it is active; the app registers it after sign-in. */
async function readyRegistration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("The app's service worker is not running")), timeoutMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's subscription now, without waiting for a service worker that isn't there. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID key as PushManager wants it: base64url text to bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  const registration = await readyRegistration();
  // userVisibleOnly: every push shows a notification (browsers refuse silent pushes).
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}

/** What the server takes: the endpoint and the two keys of PushSubscription.toJSON(). */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" } };
}
