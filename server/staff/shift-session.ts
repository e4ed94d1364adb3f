/**
 * Where a session copied to the next convention lands (docs/product.md, "Conventions"): the same
 * local wall-clock time, so many days later, in the new convention's time zone. A 2 PM session
 * stays at 2 PM even when a daylight-saving change falls between the two conventions, or between
 * the days of one; @date-fns/tz knows each zone's rules.
 */
import { TZDate } from "@date-fns/tz";

/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function shiftToLocalTime(instant: Date, fromZone: string, days: number, toZone: string): Date {
  const local = new TZDate(instant.getTime(), fromZone);
  const shifted = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + days, local.getHours(), local.getMinutes(), 0, 0, toZone);
  return new Date(shifted.getTime());
}
