/** How the walks call the site's routes: health, the API document, the convention, chapters, unsubscribing. */
import { everyone, type RouteCall } from "../route-row";

export const SITE_CALLS = {
  getHealth: {},
  getApiDocument: {},
  getConvention: {},
  // Conventions: members read them; staff prepare the next one (docs/product.md, "Conventions").
  getCurrentConvention: { answers: everyone(200) },
  listConventions: {},
  listChapters: {},
  // Mail: one-click unsubscribe works from the e-mail alone; its signed token says whose mail stops.
  showUnsubscribePage: { request: (fixture) => ({ params: { token: fixture.memberUnsubscribeToken } }), answers: everyone(200) },
  unsubscribe: { request: (fixture) => ({ params: { token: fixture.memberUnsubscribeToken } }), answers: everyone(200) },
} satisfies Record<string, RouteCall>;
