/**
 * iCalendar files through ical-generator: times in the convention's zone with its VTIMEZONE,
 * the room as location, a UID that never changes for a roundtable, and SEQUENCE raised by every
 * move, so calendar apps replace the event they hold.
 */
import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { ICalCalendar } from "ical-generator";
import type { CalendarEvent } from "./calendar.storage";

export type IcsOptions = { name: string; timeZone: string; uidDomain: string; conventionName: string; city: string };

export const eventUid = (roundtableId: number, uidDomain: string) => `roundtable-${roundtableId}@${uidDomain}`;

export function buildIcs(events: CalendarEvent[], options: IcsOptions): string {
  const calendar = new ICalCalendar({
    prodId: { company: "English Convention", product: options.conventionName, language: "EN" },
    name: options.name,
  });
  // The zone is named per event and described once (VTIMEZONE); DTSTAMP stays in UTC as RFC 5545 asks.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  calendar.x("X-WR-TIMEZONE", options.timeZone);
  for (const event of events) {
    calendar.createEvent({
      id: eventUid(event.id, options.uidDomain),
      sequence: event.sequence,
      stamp: event.updatedAt,
      // TZDate gives ical-generator the wall-clock time in the convention's zone, whatever the server's zone.
      // Each event in its own convention's zone, named and described by it (a feed spans the years).
      start: new TZDate(event.startsAt.getTime(), event.convention.timeZone),
      end: new TZDate(event.endsAt.getTime(), event.convention.timeZone),
      timezone: event.convention.timeZone,
      summary: event.title,
      location: event.roomName,
      description: `${event.sessionName}, ${event.convention.name}, ${event.convention.city}. Roundtable organized by ${event.organizerName}.\n\n${event.description}`,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one included; ical-generator leaves it off.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
