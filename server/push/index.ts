/** What the push feature offers the rest of the server: other folders import it from here, never from its files. */
export { createPushDelivery } from "./push-delivery";
export type { PushDelivery, PushPayload } from "./push-delivery";
export { PUSH_KINDS, PUSHED_KINDS } from "./push-kinds";
export { MAX_SUBSCRIPTIONS_PER_MEMBER } from "./push.service";
export { PUSH_ROUTES, pushRoutes } from "./push.routes";
export { startPushSweeps } from "./push-sweep";
export { STARTS_SOON_MINUTES, writeStartsSoon } from "./starts-soon";
export { vapidKeys } from "./vapid-keys";
