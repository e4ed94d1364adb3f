/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa builds it with `injectManifest`): the app's code precached,
 * the member's pages and API reads network-first with a cache, so /agenda, /program and the
 * member's roundtables open offline after one visit (docs/product.md, "The convention pass").
 * A new version waits until the member chooses Reload in the page's notice.
 */
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core/types";
import { registerPushHandlers } from "./sw-push";
import { API_CACHE, FROM_CACHE_HEADER, OFFLINE_API_PATH, PAGES_CACHE, SKIP_WAITING } from "./lib/offline-caches";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

// Navigations are not answered from the precache (its page lacks what the server writes in): see below.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "", cleanURLs: false });
cleanupOutdatedCaches();
// The first version takes the open page at once (its reads are then cached); a later one waits
// for the member's Reload (SKIP_WAITING below), so no page runs old code against a new worker.
clientsClaim();

// Pushes the member opted into (docs/product.md, "Push") show as notifications and open their page.
registerPushHandlers(self, { icon: "/icons/icon-192.png" });

self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

/** Marks an answer taken from the cache, so the page can say "Offline · updated {time}" (its Date header). */
const markFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(FROM_CACHE_HEADER, "1");
    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

// On a weak convention-hotel network a read that hangs falls back to the last answer after a few seconds.
const apiReads = new NetworkFirst({
  cacheName: API_CACHE,
  networkTimeoutSeconds: 5,
  matchOptions: { ignoreVary: true },
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    markFromCache,
  ],
});
registerRoute(({ url, request, sameOrigin }) => sameOrigin && request.method === "GET" && OFFLINE_API_PATH.test(url.pathname), apiReads);

// Every path is the same single-page app: its page is kept once, under one key, so a path never
// opened online (a roundtable's page) still opens offline. The precached build is the last resort.
const APP_PAGE_KEY = "/__app-page";
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 5,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), { cacheKeyWillBeUsed: async () => APP_PAGE_KEY }],
});
/**
 * A copy without the address it was fetched from: a navigation answered with a response fetched
 * for another path would show that path in the address bar (and the app would route to it).
 */
async function asOwnResponse(response: Response): Promise<Response> {
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: response.headers });
}

// The page the member first opened came before this worker: the worker reads it once more, so
// the app opens offline (with the convention the server writes into it) after that one visit.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      try {
        const response = await fetch("/agenda", { credentials: "same-origin" });
        if (response.ok) await (await caches.open(PAGES_CACHE)).put(APP_PAGE_KEY, await asOwnResponse(response));
      } catch {
        // Offline already: the precached page stands in.
      }
    })(),
  );
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await asOwnResponse(await pages.handle(options));
      } catch {
        const precached = await matchPrecache("/index.html");
        return precached ? asOwnResponse(precached) : Response.error();
      }
    },
    // The API document and the calendar feed are not pages of the app.
    { denylist: [/^\/api\//] },
  ),
);
