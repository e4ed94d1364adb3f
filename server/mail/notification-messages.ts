/** What each notification e-mail says (notification-mail.ts lays it out and sends it). */
import type { NotificationMailContent } from "./notification-mail";

const BROWSE = { label: "Browse roundtables", path: "/browse" };
/** Every e-mail about a roundtable that still exists links to its own page. */
export const roundtableLink = (id: number) => ({ label: "Open the roundtable", path: `/roundtables/${id}` });

export const notificationMessages = {
  waitlistPromoted: (id: number, title: string): NotificationMailContent => ({
    subject: `You're in: "${title}"`,
    paragraphs: [
      `A seat opened up in the roundtable "${title}" and you moved from the waitlist into it.`,
      "You'll find it under My Roundtables, Joined.",
    ],
    link: roundtableLink(id),
  }),

  addedByOrganizer: (id: number, title: string, organizer: string): NotificationMailContent => ({
    subject: `You were added to "${title}"`,
    paragraphs: [`${organizer} added you to the roundtable "${title}".`, "You'll find it under My Roundtables, Joined."],
    link: roundtableLink(id),
  }),

  removedByOrganizer: (id: number, title: string, wasWaiting: boolean): NotificationMailContent => ({
    subject: `You were removed from "${title}"`,
    paragraphs: [
      wasWaiting
        ? `The organizer of "${title}" took you off its waitlist.`
        : `The organizer of "${title}" removed you from the roundtable.`,
      "Other roundtables may still have a seat for you.",
    ],
    link: roundtableLink(id),
  }),

  roundtableDeleted: (title: string): NotificationMailContent => ({
    subject: `"${title}" was cancelled`,
    paragraphs: [`The organizer cancelled the roundtable "${title}", so it is no longer on your list.`, "Other roundtables may still have a seat for you."],
    link: BROWSE,
  }),

  handedOver: (id: number, title: string, heirWas: "co-organizer" | "seated" = "seated"): NotificationMailContent => ({
    subject: `You now organize "${title}"`,
    paragraphs: [
      `The organizer of "${title}" deleted their account. You were its ${heirWas === "co-organizer" ? "earliest co-organizer" : "earliest seated participant"}, so you organize it now.`,
      "You can edit it, manage its participants or cancel it from My Roundtables.",
    ],
    link: roundtableLink(id),
  }),

  coOrganizerInvited: (id: number, title: string, organizer: string): NotificationMailContent => ({
    subject: `${organizer} invites you to co-organize "${title}"`,
    paragraphs: [
      `${organizer} invites you to co-organize the roundtable "${title}": you would edit it and manage its participants together.`,
      "Open the roundtable to accept or decline. Accepting gives you a seat at it if you don't have one yet.",
    ],
    link: roundtableLink(id),
  }),

  handedOverByOrganizer: (id: number, title: string, organizer: string): NotificationMailContent => ({
    subject: `You now organize "${title}"`,
    paragraphs: [`${organizer} handed the roundtable "${title}" over to you. They stay on as a co-organizer.`, "You can edit it, manage its participants or cancel it from My Roundtables."],
    link: roundtableLink(id),
  }),

  organizerLeftCancelled: (title: string): NotificationMailContent => ({
    subject: `"${title}" was cancelled`,
    paragraphs: [`The organizer of "${title}" deleted their account and nobody was seated yet, so the roundtable is cancelled.`, "Other roundtables may still have a seat for you."],
    link: BROWSE,
  }),
};
