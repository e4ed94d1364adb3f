/**
 * The one clock the app reads when a rule asks "has it started, is it over, has the call closed"
 * (docs/product.md, "Conventions"). Tests give the app a clock they set, so a date rule is tested
 * by moving the clock, never by waiting.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that reads the system time until a test sets it. */
export type SettableClock = Clock & { set(instant: Date | string | null): void };

export function createSettableClock(): SettableClock {
  let fixed: Date | null = null;
  return {
    now: () => (fixed ? new Date(fixed) : new Date()),
    set(instant) {
      fixed = instant === null ? null : new Date(instant);
    },
  };
}
