import { useConvention } from "@/lib/convention";
import { isWithinDays } from "@/lib/convention-standing";
import { dayKey, DEFAULT_TIME_ZONE } from "../format";

/** The convention's zone: every program time is shown in it, wherever the member is. */
export function useConventionTimeZone(): string {
  const { data } = useConvention();
  return data?.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * Whether a day needs its year: every date outside the current convention's own days carries it
 * (docs/product.md, "Conventions"), so last year's March 30 never reads as this year's.
 */
export function useNeedsYear(): (iso: string, timeZone?: string) => boolean {
  const { data } = useConvention();
  return (iso, timeZone) => (data ? !isWithinDays(dayKey(iso, timeZone ?? data.timeZone), data) : false);
}
