/**
 * A convention's phase, computed in its own time zone (docs/product.md, "Conventions"): upcoming
 * before its first day, under way from its first to its last day, over after it.
 */
import type { ConventionPhase } from "@shared/constants";

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone` (en-CA writes dates that way). */
export const localDay = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);

export function phaseOf(convention: { startDate: string; endDate: string; timeZone: string }, now: Date): ConventionPhase {
  const today = localDay(now, convention.timeZone);
  if (today < convention.startDate) return "upcoming";
  return today > convention.endDate ? "over" : "under_way";
}
