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
      };
    });
    return { events, calendar };
  } finally {
    ICAL.TimezoneService.reset();
  }
}
