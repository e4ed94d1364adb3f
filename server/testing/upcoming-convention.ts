/**
 * An upcoming convention for the processes tests start with the real clock (the browser journeys'
 * built app, spawned app processes): the shipped first convention (server/env.ts defaults and
 * server/program/default-sessions.csv) moved forward by whole weeks, so it begins at least
 * `leadDays` after today, as a society's next convention would. Whole weeks keep every weekday in
 * a session's name true; each session keeps its local wall-clock time in the convention's zone,
 * across any daylight-saving change (docs/product.md, "Conventions").
 */
import fs from "node:fs/promises";
import path from "node:path";
import { TZDate } from "@date-fns/tz";
import { DEFAULT_PROGRAM_FILE, loadConfig } from "../env";

const DAY_MS = 86_400_000;

/** What a journey needs to know of the convention it runs against. */
export type UpcomingConvention = {
  name: string;
  city: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  /** Whole weeks the shipped convention was moved by. */
  weeks: number;
};

/** `YYYY-MM-DD` as a count of days, for calendar arithmetic without any zone. */
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10);

/** `YYYY-MM-DD` (or `YYYY-MM-DD HH:MM`) moved by whole weeks on the calendar: the wall-clock time stays. */
export function shiftLocal(local: string, weeks: number): string {
  return `${dateOf(dayNumber(local.slice(0, 10)) + weeks * 7)}${local.slice(10)}`;
}

/** The instant of a wall-clock `YYYY-MM-DD HH:MM` in `timeZone`. */
export function wallClockInstant(local: string, timeZone: string): Date {
  const [, year, month, day, hour, minute] = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/.exec(local) ?? [];
  if (!year) throw new Error(`not a local date-time: ${local}`);
  return new Date(new TZDate(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), timeZone).getTime());
}

/** Today's date in `timeZone`. */
function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(now);
}

/** The shipped convention moved by the fewest whole weeks (none if it is far enough ahead) to start `leadDays` after `now`. */
export function upcomingConvention(now: Date, leadDays = 60): UpcomingConvention {
  const shipped = loadConfig({}).convention;
  const earliest = dayNumber(todayIn(shipped.timeZone, now)) + leadDays;
  const weeks = Math.max(0, Math.ceil((earliest - dayNumber(shipped.startDate)) / 7));
  const startDate = shiftLocal(shipped.startDate, weeks);
  const year = startDate.slice(0, 4);
  return {
    // "2026 International English Convention" becomes the year it now takes place in.
    name: shipped.name.replace(/\b\d{4}\b/, year),
    city: shipped.city,
    startDate,
    endDate: shiftLocal(shipped.endDate, weeks),
    timeZone: shipped.timeZone,
    weeks,
  };
}

/** The program CSV with every session's local date-times moved by whole weeks. */
export function shiftProgram(csv: string, weeks: number): string {
  return csv.replace(/\b(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})\b/g, (local) => shiftLocal(local, weeks));
}

/**
 * Writes the moved program into `folder` and answers the settings that seed it as the first
 * convention of an empty database, with the convention itself.
 */
export async function writeUpcomingConvention(folder: string, options: { now?: Date; leadDays?: number } = {}) {
  const convention = upcomingConvention(options.now ?? new Date(), options.leadDays);
  const programFile = path.join(folder, "upcoming-program.csv");
  await fs.writeFile(programFile, shiftProgram(await fs.readFile(DEFAULT_PROGRAM_FILE, "utf8"), convention.weeks));
  const env = {
    CONVENTION_NAME: convention.name,
    CONVENTION_CITY: convention.city,
    CONVENTION_START: convention.startDate,
    CONVENTION_END: convention.endDate,
    CONVENTION_TIMEZONE: convention.timeZone,
    PROGRAM_FILE: programFile,
  };
  return { convention, env };
}
