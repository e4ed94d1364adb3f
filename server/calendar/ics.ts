/**
 * iCalendar files through ical-generator: times in the convention's zone with its VTIMEZONE,
 * the room as location, a UID that never changes for a roundtable, a SEQUENCE that rises with
 * every change of time, room, title or program status, and STATUS:CANCELLED once it is off the
 * program, so calendar apps update the event they hold in place (docs/product.md, "Calendars").
 */
import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendar, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { describeStart, describeTime, type CurrentDays } from "../convention";
import type { CalendarEvent } from "./calendar.storage";

export type IcsOptions = {
  name: string;
  timeZone: string;
  uidDomain: string;
  conventionName: string;
  city: string;
  /** The current convention's days: a session on them is named without its year, any other with it. */
  currentDays: CurrentDays | undefined;
};

/**
 * The event's text names its session and when it is, as the bell and mail do: a day outside the
 * current convention's days carries its year (docs/product.md, "Calendars"), so last year's
 * roundtable in a feed is never read as this year's.
 */
function describe(event: CalendarEvent, currentDays: CurrentDays | undefined): string {
  const { timeZone, name, city } = event.convention;
  const when = `${describeStart(event.startsAt, timeZone, currentDays)} to ${describeTime(event.endsAt, timeZone)}`;
  const where = `${event.sessionName}, ${when}. ${name}, ${city}.`;
  if (event.status === "cancelled") return `${where} This roundtable was cancelled: it is no longer on the program.`;
  const others = event.coOrganizerNames.length > 0 ? ` with ${event.coOrganizerNames.join(" and ")}` : "";
  return `${where} Roundtable organized by ${event.organizerName}${others}.\n\n${event.description}`;
}

export const eventUid = (roundtableId: number, uidDomain: string) => `roundtable-${roundtableId}@${uidDomain}`;

function newCalendar(options: IcsOptions): ICalCalendar {
  const calendar = new ICalCalendar({
    prodId: { company: "English Convention", product: options.conventionName, language: "EN" },
    name: options.name,
  });
  // The zone is named per event and described once (VTIMEZONE); DTSTAMP stays in UTC as RFC 5545 asks.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  calendar.x("X-WR-TIMEZONE", options.timeZone);
  return calendar;
}

function addEvent(calendar: ICalCalendar, event: CalendarEvent, options: IcsOptions, stamp: Date) {
  return calendar.createEvent({
    id: eventUid(event.id, options.uidDomain),
    sequence: event.sequence,
    stamp,
    // TZDate gives ical-generator the wall-clock time in the convention's zone, whatever the server's zone.
    // Each event in its own convention's zone, named and described by it (a feed spans the years).
    start: new TZDate(event.startsAt.getTime(), event.convention.timeZone),
    end: new TZDate(event.endsAt.getTime(), event.convention.timeZone),
    timezone: event.convention.timeZone,
    summary: event.title,
    location: event.roomName,
    description: describe(event, options.currentDays),
    status: event.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

// RFC 5545 ends every content line with CRLF, the last one included; ical-generator leaves it off.
function text(calendar: ICalCalendar): string {
  const written = calendar.toString();
  return written.endsWith("\r\n") ? written : `${written}\r\n`;
}

/** A download or a member's feed: live events and, in a feed, the cancelled ones it still lists. */
export function buildIcs(events: CalendarEvent[], options: IcsOptions): string {
  const calendar = newCalendar(options);
  for (const event of events) addEvent(calendar, event, options, event.updatedAt);
  return text(calendar);
}

export type Person = { name: string; email: string };

/**
 * The text/calendar part of a mail (iTIP, RFC 5546, over e-mail, RFC 6047): METHOD:REQUEST puts the
 * event in the recipient's calendar or updates the one with its UID when the SEQUENCE is higher;
 * METHOD:CANCEL removes it. The ORGANIZER is the app's sending address (never a member's, whose
 * address stays private) and the recipient is the only ATTENDEE, already accepted, asked for no reply.
 */
export function buildInvitation(method: "REQUEST" | "CANCEL", event: CalendarEvent, people: { organizer: Person; attendee: Person }, options: IcsOptions, now: Date): string {
  const calendar = newCalendar(options);
  calendar.method(method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  const written = addEvent(calendar, method === "CANCEL" ? { ...event, status: "cancelled" } : event, options, now);
  written.organizer(people.organizer);
  written.createAttendee({
    email: people.attendee.email,
    name: people.attendee.name,
    role: ICalAttendeeRole.REQ,
    status: ICalAttendeeStatus.ACCEPTED,
    rsvp: false,
  });
  return text(calendar);
}
