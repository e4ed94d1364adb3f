/**
 * The times of the day at the table (docs/product.md, "The day at the table"), from a session's
 * start and end and DOOR_RELEASE_MINUTES: check-in opens 30 minutes before the start and closes at
 * the end; the door releases seats at the start plus the release minutes; a seat it offers from the
 * waitlist is held for the release minutes again (at least 5), then opens to walk-ins.
 */
export const CHECK_IN_OPENS_MINUTES = 30;
export const MIN_HOLD_MINUTES = 5;

const MINUTE = 60_000;

export function doorTimes(session: { startsAt: Date; endsAt: Date }, releaseMinutes: number) {
  const releaseAt = new Date(session.startsAt.getTime() + releaseMinutes * MINUTE);
  return {
    opensAt: new Date(session.startsAt.getTime() - CHECK_IN_OPENS_MINUTES * MINUTE),
    closesAt: session.endsAt,
    releaseAt,
    holdUntil: new Date(releaseAt.getTime() + Math.max(releaseMinutes, MIN_HOLD_MINUTES) * MINUTE),
  };
}

/** "2:15 PM" in the convention's time zone. */
export function clockTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }).format(instant);
}
