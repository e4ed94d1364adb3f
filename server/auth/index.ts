/** What the auth feature offers the rest of the server: other folders import it from here, never from its files. */
export { AUTH_ROUTES } from "./auth.route-definitions";
export { authRoutes } from "./auth.routes";
export { createMemberPrefetch } from "./member-prefetch";
export { configurePassport } from "./passport";
export { hashPassword } from "./password-hashing";
export { renewSessionAtMostEvery } from "./session-renewal";
export { createSessionStore } from "./session-store";
export { hasSignedInHint, signedInHint } from "./signed-in-hint";
export { readSessionWithMember } from "./session-row.storage";
