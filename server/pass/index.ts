/** What the pass feature offers the rest of the server: other folders import it from here, never from its files. */
export { createPasses } from "./pass.service";
export type { Passes } from "./pass.service";
export { PASS_ROUTES, passRoutes } from "./pass.routes";
export { readPass, signPass } from "./pass-token";
export type { PassClaims } from "./pass-token";
