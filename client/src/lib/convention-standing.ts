/**
 * Where a convention stands on a given moment, in its own time zone: the countdown, the day under
 * way, or over (docs/product.md, "Conventions"). The server computes `phase` by the same rule;
 * the client computes it again from its clock so an open page moves on at midnight by itself.
 */
import type { Convention } from "@shared/types";
import { daysBetween, localDay } from "@shared/zoned-time";

type Days = Pick<Convention, "startDate" | "endDate" | "timeZone">;

export type ConventionStanding =
  | { phase: "upcoming"; daysToGo: number }
  | { phase: "under_way"; day: number; days: number }
  | { phase: "over"; nextYear: number };


export function conventionStanding(convention: Days, moment: Date): ConventionStanding {
  const today = localDay(moment, convention.timeZone);
  if (today < convention.startDate) return { phase: "upcoming", daysToGo: daysBetween(today, convention.startDate) };
  if (today <= convention.endDate) {
    return { phase: "under_way", day: daysBetween(convention.startDate, today) + 1, days: daysBetween(convention.startDate, convention.endDate) + 1 };
  }
  return { phase: "over", nextYear: Number(convention.startDate.slice(0, 4)) + 1 };
}

/** "in 112 days", "tomorrow", "under way (day 2 of 4)", "over". */
export function standingText(standing: ConventionStanding): string {
  switch (standing.phase) {
    case "upcoming":
      return standing.daysToGo === 1 ? "tomorrow" : `in ${standing.daysToGo} days`;
    case "under_way":
      return `under way (day ${standing.day} of ${standing.days})`;
    case "over":
      return "over";
  }
}

/** Whether a plain date falls within the convention's own days: dates outside them show their year. */
export function isWithinDays(day: string, convention: Pick<Convention, "startDate" | "endDate">): boolean {
  return day >= convention.startDate && day <= convention.endDate;
}
