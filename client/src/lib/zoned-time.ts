/**
 * Wall-clock days and times in a convention's own time zone, and back to instants. Staff type
 * "March 18, 9:00" meaning the convention's city, wherever their own computer is.
 */

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return Math.round((asUtc - instant) / 60_000);
}

/** The instant (ISO, UTC) of a wall-clock day and time ("2027-03-18", "09:00") in a zone. */
export function zonedInstant(day: string, time: string, timeZone: string): string {
  const wall = Date.parse(`${day}T${time}:00Z`);
  // Twice: the first guess's offset may be the other side of a daylight-saving change.
  const first = wall - offsetMinutes(wall, timeZone) * 60_000;
  return new Date(wall - offsetMinutes(first, timeZone) * 60_000).toISOString();
}

/** The wall-clock day ("2027-03-18") and time ("09:00") of an instant in a zone. */
export function wallClock(iso: string, timeZone: string): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "00";
  return { day: `${part("year")}-${part("month")}-${part("day")}`, time: `${part("hour")}:${part("minute")}` };
}

/** A plain day moved by whole days ("2026-03-29" + 354 → "2027-03-18"). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** "Thursday, March 18, 2027" for a plain day, with no zone shift. */
export function formatPlainDay(day: string, options: { year?: boolean; weekday?: "long" | "short"; month?: "long" | "short" } = {}): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: options.weekday ?? "long",
    month: options.month ?? "long",
    day: "numeric",
    ...(options.year === false ? {} : { year: "numeric" }),
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}

/** "9:00 AM" for a wall-clock "09:00". */
export function formatWallTime(time: string): string {
  return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(new Date(`2000-01-01T${time}:00Z`));
}
