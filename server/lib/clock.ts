/**
 * The one clock the app reads when a rule asks "has it started, is it over, has the call closed"
 * (docs/product.md, "Conventions"). Tests give the app a clock they set, so a date rule is tested
 * by moving the clock, never by waiting.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that reads `start` (or the system time, without one) until a test sets it; null goes back to the system time. */
export type SettableClock = Clock & { set(instant: Date | string | null): void };

export function createSettableClock(start: Date | string | null = null): SettableClock {
  let fixed: Date | null = start === null ? null : new Date(start);
  return {
    now: () => (fixed ? new Date(fixed) : new Date()),
    set(instant) {
      fixed = instant === null ? null : new Date(instant);
    },
  };
}
