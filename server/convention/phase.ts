/**
 * A convention's phase, computed in its own time zone (docs/product.md, "Conventions"): upcoming
 * before its first day, under way from its first to its last day, over after it.
 */
import type { ConventionPhase } from "@shared/constants";
import { localDay } from "@shared/zoned-time";

export { localDay };

export function phaseOf(convention: { startDate: string; endDate: string; timeZone: string }, now: Date): ConventionPhase {
  const today = localDay(now, convention.timeZone);
  if (today < convention.startDate) return "upcoming";
  return today > convention.endDate ? "over" : "under_way";
}
