/**
 * Reads an .ics the way a calendar app would: with ical.js, an independent parser (not the library
 * that writes ours), times resolved through the file's own VTIMEZONEs.
 */
import ICAL from "ical.js";

export type IcsEvent = {
  uid: string;
  summary: string;
  location: string;
  description: string;
  sequence: number;
  start: Date;
  end: Date;
  /** The TZID the start is written in. */
  startZone: string;
  /** The start's wall-clock time there, "9:00". */
  startLocal: string;
  /** STATUS, e.g. "CONFIRMED" or "CANCELLED" (empty when absent). */
  status: string;
  /** ORGANIZER and each ATTENDEE as written, e.g. "mailto:no-reply@example.org". */
  organizer: string;
  attendees: string[];
};

export function readIcs(text: string): { events: IcsEvent[]; calendar: ICAL.Component } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  try {
    const events = calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location,
        description: event.description,
        sequence: event.sequence,
        start: event.startDate.toJSDate(),
        end: event.endDate.toJSDate(),
        startZone: event.startDate.zone?.tzid ?? "",
        startLocal: `${event.startDate.hour}:${String(event.startDate.minute).padStart(2, "0")}`,
        status: String(component.getFirstPropertyValue("status") ?? ""),
        organizer: String(component.getFirstPropertyValue("organizer") ?? ""),
        attendees: component.getAllProperties("attendee").map((property) => String(property.getFirstValue())),
      };
    });
    return { events, calendar };
  } finally {
    ICAL.TimezoneService.reset();
  }
}
