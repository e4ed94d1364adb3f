/** Days and times of the program, always in the convention's time zone. */
export const DEFAULT_TIME_ZONE = "America/Chicago";

/** "Sunday, March 29" ("Sunday, March 29, 2026" with `year`: a day outside the current convention's). */
export function formatSessionDay(iso: string, timeZone = DEFAULT_TIME_ZONE, year = false): string {
  return new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", ...(year ? { year: "numeric" } : {}), timeZone }).format(new Date(iso));
}

/** "Sun, Mar 29" for narrow places ("Sun, Mar 29, 2026" with `year`). */
export function formatShortDay(iso: string, timeZone = DEFAULT_TIME_ZONE, year = false): string {
  return new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", ...(year ? { year: "numeric" } : {}), timeZone }).format(new Date(iso));
}

/** "9:00 – 10:30 AM CDT" (the zone's abbreviation once, at the end). */
export function formatTimeRange(startsAt: string, endsAt: string, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZoneName: "short", timeZone }).formatRange(
    new Date(startsAt),
    new Date(endsAt),
  );
}

/** The calendar day (YYYY-MM-DD) in the convention's zone: the `day` filter's value. */
export function dayKey(iso: string, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(new Date(iso));
}
