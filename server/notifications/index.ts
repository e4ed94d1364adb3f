/** What the notifications feature offers the rest of the server: other folders import it from here, never from its files. */
export { createBellPrefetch } from "./bell-prefetch";
export type { BellPrefetch } from "./bell-prefetch";
export { bellColumn, bellFromColumn } from "./notification-feed.storage";
export type { BellColumn } from "./notification-feed.storage";
export { NOTIFICATION_ROUTES, notificationRoutes } from "./notification.routes";
export { insertNotifications, withdrawUnreadNotice, withdrawWaitingNotices } from "./notification.storage";
export type { NewNotification, NotificationKind } from "./notification.storage";
