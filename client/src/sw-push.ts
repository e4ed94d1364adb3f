/// <reference lib="webworker" />
/**
 * The service worker's push handlers (docs/product.md, "Push"): a push shows its notification,
 * and a click on it opens (or focuses) the page it names. The service worker (client/src/sw.ts)
 * calls registerPushHandlers(self) once; the payload is what server/push/push-delivery.ts sends.
 */

type PushPayload = { title: string; body: string; url: string; tag?: string };

const FALLBACK: PushPayload = { title: "English Convention", body: "You have a new notification.", url: "/" };

/** The push's JSON, or a plain notice when it can't be read (a push must always show something). */
export function payloadOf(data: { json(): unknown } | null): PushPayload {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    if (value && typeof value.title === "string" && typeof value.body === "string") {
      return { title: value.title, body: value.body, url: sameOriginPath(value.url), tag: typeof value.tag === "string" ? value.tag : undefined };
    }
  } catch {
    // Not JSON: the fallback below.
  }
  return FALLBACK;
}

/** Only a path of this app is opened: a payload can't send the member to another site. */
function sameOriginPath(url: unknown): string {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/";
}

/** The notification's icon; the service worker may name the app's 192 px icon instead. */
const DEFAULT_ICON = "/favicon.svg";

export function registerPushHandlers(sw: ServiceWorkerGlobalScope, options: { icon?: string } = {}): void {
  const icon = options.icon ?? DEFAULT_ICON;
  sw.addEventListener("push", (event) => {
    const payload = payloadOf(event.data);
    event.waitUntil(
      sw.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        icon,
        data: { url: payload.url },
      }),
    );
  });

  sw.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const path = sameOriginPath((event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(openOrFocus(sw, new URL(path, sw.location.origin).href));
  });
}

/** A window already on the page is focused; else one of the app's windows goes there; else a new one opens. */
async function openOrFocus(sw: ServiceWorkerGlobalScope, href: string): Promise<void> {
  const windows = await sw.clients.matchAll({ type: "window", includeUncontrolled: true });
  const same = windows.find((client) => client.url === href);
  if (same) {
    await same.focus();
    return;
  }
  const any = windows[0];
  if (any) {
    await any.focus();
    await any.navigate(href).catch(() => sw.clients.openWindow(href));
    return;
  }
  await sw.clients.openWindow(href);
}
