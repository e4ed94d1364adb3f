/**
 * The service worker's registration (after sign-in) and its updates (docs/product.md, "The
 * convention pass"). A new version waits until the member chooses Reload in the notice; then it
 * takes over and every open page reloads once onto it, so no page keeps running old code.
 */
import { Workbox } from "workbox-window";
import { clearMemberCaches } from "@/lib/offline-data";

/** Whose data this device's caches hold: another member's are emptied before this member's first page. */
export const CACHE_OWNER_KEY = "ec.offline-owner";

let workbox: Workbox | undefined;
let updateWaiting = false;
const listeners = new Set<() => void>();

function setUpdateWaiting(waiting: boolean) {
  updateWaiting = waiting;
  for (const listener of listeners) listener();
}

export const isUpdateWaiting = () => updateWaiting;

export function subscribeToUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the page is served through the service worker (so its reads land in the offline cache). */
export const hasServiceWorker = () => typeof navigator !== "undefined" && Boolean(navigator.serviceWorker?.controller);

/** Calls `listener` when a service worker takes the page (for useSyncExternalStore with hasServiceWorker). */
export function subscribeToControl(listener: () => void): () => void {
  const container = typeof navigator !== "undefined" ? navigator.serviceWorker : undefined;
  container?.addEventListener("controllerchange", listener);
  return () => container?.removeEventListener("controllerchange", listener);
}

/**
 * Registers /sw.js for the signed-in member (production builds only: the development server
 * serves the source). `onFirstControl` runs when a first version takes the open page, so the
 * page reads its data again through it and that data is there offline.
 */
export async function registerServiceWorker(memberId: number, onFirstControl: () => void): Promise<void> {
  if (import.meta.env.DEV || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  try {
    if (localStorage.getItem(CACHE_OWNER_KEY) !== String(memberId)) {
      await clearMemberCaches();
      localStorage.setItem(CACHE_OWNER_KEY, String(memberId));
    }
  } catch {
    // Storage refused (a private window's quota): the caches were emptied at the last sign-out.
  }
  if (workbox) return;
  workbox = new Workbox("/sw.js", { scope: "/" });
  workbox.addEventListener("waiting", () => setUpdateWaiting(true));
  workbox.addEventListener("controlling", (event) => {
    if (event.isUpdate) window.location.reload();
    else onFirstControl();
  });
  await workbox.register().catch(() => undefined);
}

/** The notice's Reload: the waiting version takes over (messageSkipWaiting posts SKIP_WAITING, see sw.ts; "controlling" then reloads the page). */
export function reloadToNewVersion(): void {
  if (workbox && updateWaiting) workbox.messageSkipWaiting();
  else window.location.reload();
}
