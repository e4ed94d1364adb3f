/** What the mail feature offers the rest of the server: other folders import it from here, never from its files. */
export { appBaseUrl, escapeHtml, unsubscribeUrl } from "./notification-mail";
export { alsoEnqueueing, createNotificationMail, enqueueDueMail, startMailSweep } from "./outbox";
export type { HeldKind, HeldMailTemplate, MailRenderer, MailRenderers, NotificationMail, OutboxMail } from "./outbox";
export type { MailRecipient, NotificationMailContent } from "./notification-mail";
export { notificationMessages, roundtableLink } from "./notification-messages";
export { unsubscribeToken } from "./unsubscribe-token";
export { ONE_CLICK_UNSUBSCRIBE_PATH, UNSUBSCRIBE_ROUTES, unsubscribeRoutes } from "./unsubscribe.routes";
