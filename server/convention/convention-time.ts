/**
 * How notices and mails name a session's time, in the convention's time zone. The wall-clock
 * reading itself (and back to instants) is shared with the client: shared/zoned-time.ts.
 */
import { formatLocal } from "@shared/zoned-time";

export { formatLocal };

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

/** "3:15 PM" in `timeZone`: a session's end, beside its start. */
export function describeTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(instant);
}
