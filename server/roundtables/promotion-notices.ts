/** What a member moved from a waitlist into a seat reads in the bell (their e-mail: notificationMessages.waitlistPromoted). */
import type { NewNotification } from "../notifications/notification.storage";

export const promotedMessage = (title: string) => `A seat opened up: you moved from the waitlist into "${title}".`;

export function promotionNotices(promoted: { userId: number }[], roundtable: { id: number; title: string }): NewNotification[] {
  return promoted.map((member) => ({
    userId: member.userId,
    kind: "waitlist_promoted",
    message: promotedMessage(roundtable.title),
    roundtableId: roundtable.id,
  }));
}
