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
import { daysBetween, localDay, localTimeToInstant, shiftDay } from "@shared/zoned-time";
import { DEFAULT_PROGRAM_FILE, loadConfig } from "../env";

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

/** `YYYY-MM-DD` (or `YYYY-MM-DD HH:MM`) moved by whole weeks on the calendar: the wall-clock time stays. */
export function shiftLocal(local: string, weeks: number): string {
  return `${shiftDay(local.slice(0, 10), weeks * 7)}${local.slice(10)}`;
}

/** The instant of a wall-clock `YYYY-MM-DD HH:MM` in `timeZone`. */
export function wallClockInstant(local: string, timeZone: string): Date {
  const instant = localTimeToInstant(local, timeZone);
  if (!instant) throw new Error(`not a local date-time in ${timeZone}: ${local}`);
  return instant;
}

/** The shipped convention moved by the fewest whole weeks (none if it is far enough ahead) to start `leadDays` after `now`. */
export function upcomingConvention(now: Date, leadDays = 60): UpcomingConvention {
  const shipped = loadConfig({}).convention;
  const earliest = shiftDay(localDay(now, shipped.timeZone), leadDays);
  const weeks = Math.max(0, Math.ceil(daysBetween(shipped.startDate, earliest) / 7));
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
