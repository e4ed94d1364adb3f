/** What the app frame uses of the notifications feature. */
export { NotificationBell } from "./components/notification-bell";
