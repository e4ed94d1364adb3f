/**
 * Wall-clock times in the convention's time zone, converted to instants without a date library:
 * Intl knows every IANA zone and its daylight-saving rules.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

type WallClockPart = "year" | "month" | "day" | "hour" | "minute" | "second";

/** An instant's wall-clock reading in `timeZone`, each part as two digits (the year as four). */
function readWallClock(instant: Date, timeZone: string): Record<WallClockPart, string> {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const part = (type: WallClockPart) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute"), second: part("second") };
}

/** The zone's offset from UTC, in minutes, at one instant (America/Chicago in late March: -300). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const { year, month, day, hour, minute, second } = readWallClock(instant, timeZone);
  const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  return Math.round((asUtc - instant.getTime()) / 60_000);
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
  const wallClock = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wallClock);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return undefined;
  // Two passes settle the offset on either side of a daylight-saving change.
  let instant = wallClock - offsetMinutes(new Date(wallClock), timeZone) * 60_000;
  instant = wallClock - offsetMinutes(new Date(instant), timeZone) * 60_000;
  const result = new Date(instant);
  return formatLocal(result, timeZone) === `${match[1]}-${match[2]}-${match[3]} ${String(hour).padStart(2, "0")}:${match[5]}`
    ? result
    : undefined;
}

/** An instant as "2026-03-29 14:00" in `timeZone`. */
export function formatLocal(instant: Date, timeZone: string): string {
  const { year, month, day, hour, minute } = readWallClock(instant, timeZone);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}

/** The current convention's days, inclusive (YYYY-MM-DD): a date on them needs no year. */
export type CurrentDays = { startDate: string; endDate: string };

/**
 * "Sunday, March 29 at 2:00 PM" in `timeZone`: how notifications and mails name a session's start.
 * A start outside the current convention's days carries its year ("Monday, March 30, 2026 at
 * 9:00 AM"), so a past or next year's date is never read as this year's (docs/product.md, "Conventions").
 */
export function describeStart(instant: Date, timeZone: string, currentDays?: CurrentDays): string {
  const day = formatLocal(instant, timeZone).slice(0, 10);
  const withYear = !currentDays || day < currentDays.startDate || day > currentDays.endDate;
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    ...(withYear && { year: "numeric" }),
    hour: "numeric",
    minute: "2-digit",
  }).format(instant);
}

/** The current convention's days, for describeStart. */
export async function readCurrentDays(db: DbOrTx): Promise<CurrentDays | undefined> {
  const result = await db.execute<CurrentDays>(sql`select start_date::text as "startDate", end_date::text as "endDate" from conventions where is_current`);
  return result.rows[0];
}

/** "3:15 PM" in `timeZone`: a session's end, beside its start. */
export function describeTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(instant);
}
