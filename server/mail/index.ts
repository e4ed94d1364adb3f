/** What the mail feature offers the rest of the server: other folders import it from here, never from its files. */
export { appBaseUrl, createNotificationMail, escapeHtml, sendNotificationMail, unsubscribeUrl } from "./notification-mail";
export { findMailRecipients } from "./mail-recipient.storage";
export type { MailRecipient, NotificationMail } from "./notification-mail";
export { notificationMessages, roundtableLink } from "./notification-messages";
export { unsubscribeToken } from "./unsubscribe-token";
export { ONE_CLICK_UNSUBSCRIBE_PATH, unsubscribeRoutes } from "./unsubscribe.routes";
