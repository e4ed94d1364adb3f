import type { FieldErrors, Resolver } from "react-hook-form";
import type { Convention, ProgramSession } from "@shared/types";
import { sessionBodySchema, type SessionBody } from "@shared/validators/conventions";
import { wallClock, zonedInstant } from "@shared/zoned-time";

/** A session as staff type it: a day and two times in the convention's zone, one room per line. */
export type SessionFormValues = { name: string; day: string; start: string; end: string; rooms: string };

export function sessionValuesOf(session: ProgramSession, timeZone: string): SessionFormValues {
  const start = wallClock(session.startsAt, timeZone);
  return { name: session.name, day: start.day, start: start.time, end: wallClock(session.endsAt, timeZone).time, rooms: session.rooms.map((room) => room.name).join("\n") };
}

export const newSessionValues = (convention: Convention): SessionFormValues => ({ name: "", day: convention.startDate, start: "09:00", end: "10:30", rooms: "" });

export function splitRooms(text: string): string[] {
  return text
    .split(/\r?\n|,/)
    .map((room) => room.trim())
    .filter(Boolean);
}

export function sessionBodyOf(values: SessionFormValues, timeZone: string): SessionBody {
  const at = (time: string) => (values.day && time ? zonedInstant(values.day, time, timeZone).toISOString() : "");
  return { name: values.name, startsAt: at(values.start), endsAt: at(values.end), rooms: splitRooms(values.rooms) };
}

const FIELD_OF: Record<string, keyof SessionFormValues> = { name: "name", startsAt: "start", endsAt: "end", rooms: "rooms" };

/** The shared session validator checks the form, plus the one rule it cannot know: the convention's days. */
export function sessionResolver(convention: Convention): Resolver<SessionFormValues> {
  return async (values) => {
    const errors: FieldErrors<SessionFormValues> = {};
    if (!values.day) errors.day = { type: "required", message: "Day is required" };
    else if (values.day < convention.startDate || values.day > convention.endDate) {
      errors.day = { type: "validate", message: "The day must be one of the convention's days" };
    }
    const parsed = sessionBodySchema.safeParse(sessionBodyOf(values, convention.timeZone));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0])] ?? "name";
        errors[field] ??= { type: "validate", message: issue.message };
      }
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}
