/**
 * What the service worker keeps for offline use, named once for it (client/src/sw.ts) and for the
 * page, which empties the member's caches on sign-out (docs/product.md, "The convention pass").
 * Plain constants, no imports: the service worker is built from this file too.
 */

/** The member's API answers (their agenda, pass, program, roundtables): emptied on sign-out. */
export const API_CACHE = "ec-api-v1";
/** The app's page (one HTML for every path of the single-page app). */
export const PAGES_CACHE = "ec-pages-v1";
/** Every runtime cache of the member; the precache (the app's code) holds nobody's data. */
export const MEMBER_CACHES = [API_CACHE, PAGES_CACHE] as const;

/** The header the service worker adds to an answer it took from its cache instead of the network. */
export const FROM_CACHE_HEADER = "X-From-Offline-Cache";

/**
 * The API reads that work offline: the member, the convention, their agenda and pass, the program,
 * roundtables (lists, pages and their tables) and the bell. Everything else goes to the network only.
 */
export const OFFLINE_API_PATH =
  /^\/api\/(auth\/user|convention|conventions\/current|user\/(agenda|pass|participations)|program\/sessions|roundtables(\/\d+(\/participants)?)?|notifications)$/;

/** The message a waiting new version gets when the member chooses Reload. */
export const SKIP_WAITING = "SKIP_WAITING";
