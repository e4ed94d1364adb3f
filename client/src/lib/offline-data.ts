/**
 * When the data on screen was fetched, and whether the service worker answered from its cache
 * because the network did not (docs/product.md, "The convention pass"). The API client notes every
 * read here; the "Offline · updated {time}" label reads it for the page's own API paths.
 */
import { now } from "./clock";
import { FROM_CACHE_HEADER, MEMBER_CACHES } from "./offline-caches";

export type DataTime = { fromCache: boolean; at: number };

const times = new Map<string, DataTime>();
const listeners = new Set<() => void>();
let version = 0;

const pathOf = (url: string) => new URL(url, window.location.origin).pathname;

/** Notes a successful read: a cached answer carries the time it was first answered (its Date header). */
export function noteRead(url: string, response: Pick<Response, "headers">): void {
  // A stand-in answer without headers (a test's) counts as fresh from the network.
  const header = (name: string) => (typeof response.headers?.get === "function" ? response.headers.get(name) : null);
  const fromCache = header(FROM_CACHE_HEADER) === "1";
  const served = Date.parse(header("Date") ?? "");
  times.set(pathOf(url), { fromCache, at: fromCache && Number.isFinite(served) ? served : now().getTime() });
  version += 1;
  for (const listener of listeners) listener();
}

/** The reads of these API paths (no query), oldest first: the time of what a page shows. */
export function dataTimesOf(paths: readonly string[]): DataTime[] {
  return paths.flatMap((path) => times.get(path) ?? []).sort((a, b) => a.at - b.at);
}

/** Whether any read on screen came from the offline cache (to read it again once the network is back). */
export const anyReadFromCache = () => [...times.values()].some((time) => time.fromCache);

export function subscribeToDataTimes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes with every read noted (for useSyncExternalStore). */
export const dataTimesVersion = () => version;

/** Tests only: forget every read. */
export function resetDataTimes(): void {
  times.clear();
  version += 1;
}

/**
 * Empties the member's cached answers and pages: on sign-out, and before another member's first
 * page on this device, so nobody's data outlives their session here. The app's code stays.
 */
export async function clearMemberCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  await Promise.all(MEMBER_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
