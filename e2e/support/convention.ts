/**
 * Dates of the convention the journeys run against: the shipped program moved by whole weeks
 * (server/testing/upcoming-convention.ts), so a journey names a session by its shipped local time
 * and reads back the day, the zone's abbreviation and the instant it now falls on.
 */
import { shiftLocal, wallClockInstant } from "../../server/testing/upcoming-convention";
import type { Convention } from "@shared/types";
import type { ApiCaller } from "./members";
import { e2eServer } from "./server";

/** A shipped wall-clock `YYYY-MM-DD HH:MM` of the program, as it is at this run's convention. */
export function programTime(shipped: string) {
  const { weeks, timeZone } = e2eServer().convention;
  const instant = wallClockInstant(shiftLocal(shipped, weeks), timeZone);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...options, timeZone }).format(instant);
  return {
    instant,
    /** "Monday, March 30" */
    day: part({ weekday: "long", month: "long", day: "numeric" }),
    /** "Mon, Mar 30" */
    shortDay: part({ weekday: "short", month: "short", day: "numeric" }),
    /** "CDT" or, in winter, "CST" */
    zone: new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" }).formatToParts(instant).find((p) => p.type === "timeZoneName")!.value,
  };
}

/** `YYYY-MM-DD`: the day `moment` falls on in `timeZone`. */
const dayIn = (moment: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(moment);

/**
 * Makes the file's own server's current convention under way today, in its own time zone (it began
 * yesterday there), through the staff API. For journeys on a server of their own (ownServerForFile).
 */
export async function startConventionYesterday(staff: ApiCaller): Promise<Convention> {
  const convention = await staff<Convention>("GET", "/api/conventions/current");
  await staff("PUT", `/api/staff/conventions/${convention.id}`, {
    name: convention.name,
    city: convention.city,
    startDate: dayIn(new Date(Date.now() - 86_400_000), convention.timeZone),
    endDate: convention.endDate,
    timeZone: convention.timeZone,
    proposalsCloseAt: convention.proposalsCloseAt,
  });
  return convention;
}
