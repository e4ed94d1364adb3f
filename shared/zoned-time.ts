/**
 * Wall-clock days and times in a convention's own time zone, and back to instants, for both sides
 * of the app: staff type "March 18, 9:00" meaning the convention's city, the server seeds and
 * copies programs at local times, and a copied program keeps each session's local time across a
 * daylight-saving change (docs/product.md, "Conventions"). Only Intl and Date: no Node or DOM API,
 * no date library (Intl knows every IANA zone and its rules).
 */

const DAY_MS = 86_400_000;

type WallClockPart = "year" | "month" | "day" | "hour" | "minute" | "second";

/**
 * One formatter per zone, made once: making an Intl.DateTimeFormat costs far more than using it,
 * and the server reads a convention's day on every request (its phase). A zone Intl refuses
 * throws before it is kept, so the map holds real zones only (a few hundred at most).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** An instant's wall-clock reading in `timeZone`, each part as two digits (the year as four). */
function readWallClock(instant: Date, timeZone: string): Record<WallClockPart, string> {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: WallClockPart) => parts.find((candidate) => candidate.type === type)?.value ?? "00";
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute"), second: part("second") };
}

/** The zone's offset from UTC, in minutes, at one instant (America/Chicago in late March: -300). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const { year, month, day, hour, minute, second } = readWallClock(instant, timeZone);
  const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/**
 * The instant of a wall-clock day and time ("2027-03-18", "09:00") in a zone. A time the clocks
 * skip (the hour lost in spring) lands an hour later, as the zone's own clocks read it.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  // Twice: the first guess's offset may be the other side of a daylight-saving change.
  const first = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  return new Date(wall - offsetMinutes(new Date(first), timeZone) * 60_000);
}

/** The wall-clock day ("2027-03-18") and time ("09:00") of an instant in a zone. */
export function wallClock(instant: Date | string, timeZone: string): { day: string; time: string } {
  const { year, month, day, hour, minute } = readWallClock(new Date(instant), timeZone);
  return { day: `${year}-${month}-${day}`, time: `${hour}:${minute}` };
}

/**
 * Each zone's last answer and the minute it was read for. Every zone's offset is a whole number of
 * minutes, so the day can't change inside a minute; the server asks for today's day in the
 * convention's zone on every request (its phase), and formatToParts costs tens of microseconds.
 */
const dayByMinute = new Map<string, { minute: number; day: string }>();

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export function localDay(instant: Date, timeZone: string): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  const known = dayByMinute.get(timeZone);
  if (known?.minute === minute) return known.day;
  const { day } = wallClock(instant, timeZone);
  // Only zones Intl accepted reach here (wallClock throws first), so the map stays small.
  dayByMinute.set(timeZone, { minute, day });
  return day;
}

/** An instant as "2026-03-29 14:00" in `timeZone`. */
export function formatLocal(instant: Date, timeZone: string): string {
  const { day, time } = wallClock(instant, timeZone);
  return `${day} ${time}`;
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})$/;

/**
 * "2026-03-29 14:00" in `timeZone` as an instant, or undefined when the text is not such a time
 * or names a wall-clock time that does not exist (the hour skipped when clocks go forward).
 */
export function localTimeToInstant(text: string, timeZone: string): Date | undefined {
  const match = LOCAL_TIME.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return undefined;
  const local = `${match[1]}-${match[2]}-${match[3]} ${String(hour).padStart(2, "0")}:${match[5]}`;
  const result = zonedInstant(local.slice(0, 10), local.slice(11), timeZone);
  return formatLocal(result, timeZone) === local ? result : undefined;
}

/** A plain day moved by whole days ("2026-03-29" + 354 → "2027-03-18"). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Where a session lands when a program moves to other days (the next convention, the demo's, a
 * test's upcoming one): `days` later at the same local wall-clock time, read in `fromZone` and
 * set in `toZone`. A 2 PM session stays at 2 PM across any daylight-saving change.
 */
export function shiftToLocalTime(instant: Date, fromZone: string, days: number, toZone: string): Date {
  const { day, time } = wallClock(instant, fromZone);
  return zonedInstant(shiftDay(day, days), time, toZone);
}
