/** What the live-updates feature offers the rest of the server: other folders import it from here, never from its files. */
export { createLiveHub, HEARTBEAT_MS, MAX_STREAMS_PER_MEMBER } from "./live-hub";
export type { LiveHub, LiveHubOptions } from "./live-hub";
export { LIVE_ROUTES, liveRoutes } from "./live.routes";
