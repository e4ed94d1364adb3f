/**
 * Calendar invitations in mail (docs/mail.md, "Calendars in mail"): a placement or move carries
 * METHOD:REQUEST, a roundtable taken off the program or deleted METHOD:CANCEL, with the UID and
 * SEQUENCE of the feed's event, so the member's calendar app updates or removes the event itself.
 * Only the members who have the event in their feed get one: the organizer and seated members
 * (someone waiting has no seat to put in a calendar). The event is stored with the mail in the
 * outbox, as it was at the change; the .ics is written when the mail goes, to the address it goes to.
 * A mail that gives a member a seat (moved up from the waitlist, added by the organizer, offered at
 * the door) carries a REQUEST too (seatInvite): the seat is now in their feed.
 */
import type { AppConfig } from "../env";
import type { DbOrTx } from "../db/client";
import { findPlacedEvent, listRoundtableCancellations, listSeatedUserIds, type CalendarEvent } from "./calendar.storage";
import { icsOptions } from "./calendar.service";
import { buildInvitation, type Person } from "./ics";

/** A CalendarEvent as JSON keeps it (in the outbox's content): its times as ISO strings. */
export type StoredCalendarEvent = Omit<CalendarEvent, "startsAt" | "endsAt" | "updatedAt"> & { startsAt: string; endsAt: string; updatedAt: string };
export type CalendarInvite = { method: "REQUEST" | "CANCEL"; event: StoredCalendarEvent };

const stored = (event: CalendarEvent): StoredCalendarEvent => ({
  id: event.id,
  title: event.title,
  description: event.description,
  startsAt: event.startsAt.toISOString(),
  endsAt: event.endsAt.toISOString(),
  sessionName: event.sessionName,
  roomName: event.roomName,
  sequence: event.sequence,
  updatedAt: event.updatedAt.toISOString(),
  organizerName: event.organizerName,
  coOrganizerNames: event.coOrganizerNames,
  status: event.status,
  convention: event.convention,
});

const restored = (event: StoredCalendarEvent): CalendarEvent => ({
  ...event,
  startsAt: new Date(event.startsAt),
  endsAt: new Date(event.endsAt),
  updatedAt: new Date(event.updatedAt),
});

/** In the placement's or move's transaction, after the write: a REQUEST for each member with the event in their feed. */
export async function placedInvites(tx: DbOrTx, roundtableId: number): Promise<Map<number, CalendarInvite>> {
  const event = await findPlacedEvent(tx, roundtableId);
  if (!event) return new Map();
  const invite: CalendarInvite = { method: "REQUEST", event: stored(event) };
  return new Map((await listSeatedUserIds(tx, roundtableId)).map((userId) => [userId, invite]));
}

/** In the transaction that took the roundtable off the program or deleted it, after the write: a CANCEL for each member who had it. */
export async function cancelledInvites(tx: DbOrTx, roundtableId: number): Promise<Map<number, CalendarInvite>> {
  const cancelled = await listRoundtableCancellations(tx, roundtableId);
  return new Map(cancelled.map((event) => [event.userId, { method: "CANCEL", event: stored(event) }]));
}

/**
 * In the transaction that gave members a seat at the roundtable, after the write: the REQUEST their
 * mail carries, or undefined while it is not on the program (a proposal has no time or room yet).
 */
export async function seatInvite(tx: DbOrTx, roundtableId: number): Promise<CalendarInvite | undefined> {
  const event = await findPlacedEvent(tx, roundtableId);
  return event && { method: "REQUEST", event: stored(event) };
}

/** `Name <address>` (MAIL_FROM) as the invitation's ORGANIZER. */
function sender(mailFrom: string): Person {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  return match ? { name: match[1]!.trim() || match[2]!, email: match[2]!.trim() } : { name: mailFrom.trim(), email: mailFrom.trim() };
}

/** The mail's text/calendar part (nodemailer's icalEvent), written for its recipient when the mail goes. */
export function invitationPart(
  invite: CalendarInvite,
  recipient: { email: string; firstName: string },
  config: Pick<AppConfig, "mailFrom" | "publicUrl" | "convention">,
  now: Date,
): { method: "REQUEST" | "CANCEL"; filename: string; content: string } {
  const event = restored(invite.event);
  const content = buildInvitation(
    invite.method,
    event,
    { organizer: sender(config.mailFrom), attendee: { name: recipient.firstName, email: recipient.email } },
    // Read alone, a mail's event names its day with the year (no current convention to leave it off against).
    icsOptions(config, event.title, undefined),
    now,
  );
  return { method: invite.method, filename: invite.method === "CANCEL" ? "cancel.ics" : "invite.ics", content };
}
