/**
 * Brute-force and abuse protection backed by PostgreSQL (rate-limiter-flexible), so every app
 * process behind a load balancer shares the counters. Every limit is consumed before the work it
 * guards (one atomic upsert), so concurrent requests each count: none of them can slip in between
 * a check and the recording of a failure.
 *
 * Sign-in: wrong passwords are limited per e-mail *and* address, so someone elsewhere can't lock
 * a member out; per e-mail alone there is only a slow-down (see loginSlowDownMs), which costs an
 * attacker with many addresses time without refusing the member.
 */
import type pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "./app-error";

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

export type RateLimiter = {
  /** Spends one point for `key`; throws 429 when that was more than its allowance. Returns the points used so far. */
  consume(key: string): Promise<number>;
  reset(key: string): Promise<void>;
};

export type RateLimits = {
  /** Sign-in attempts for one e-mail from one address (5 per 15 minutes); forgotten on success. */
  loginPerEmailAndAddress: RateLimiter;
  /** Sign-in attempts for one e-mail from anywhere: never refuses, drives the slow-down. */
  loginPerEmail: RateLimiter;
  loginPerAddress: RateLimiter;
  registrationsPerAddress: RateLimiter;
  resetCodesPerEmail: RateLimiter;
  resetPerAddress: RateLimiter;
  /** Roundtables one member proposes per hour, keyed by member id. */
  roundtablesPerMember: RateLimiter;
  /** One member's other roundtable writes (edit, cancel, join, leave, add, remove, seat from the waitlist). */
  roundtableWritesPerMember: RateLimiter;
};

/** Failed attempts for one e-mail (from all addresses) before each further attempt is slowed down. */
export const SLOW_DOWN_AFTER = 10;
const SLOW_DOWN_STEP_MS = 250;
const SLOW_DOWN_MAX_MS = 3_000;

/** How long to hold a sign-in for an e-mail that has been tried `attempts` times in 15 minutes. */
export function loginSlowDownMs(attempts: number): number {
  return Math.min(Math.max(0, attempts - SLOW_DOWN_AFTER) * SLOW_DOWN_STEP_MS, SLOW_DOWN_MAX_MS);
}

type LimiterOptions = { keyPrefix: string; points: number; duration: number; message: string };

function limiter(pool: pg.Pool, options: LimiterOptions, disabled: boolean): RateLimiter {
  if (disabled) {
    return { consume: async () => 0, reset: async () => {} };
  }
  const store = new RateLimiterPostgres({
    storeClient: pool,
    storeType: "pool",
    tableName: "rate_limits",
    tableCreated: true,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.duration,
  });
  return {
    async consume(key) {
      try {
        const result = await store.consume(key.toLowerCase());
        return result.consumedPoints;
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
          throw new AppError(429, options.message, undefined, { "Retry-After": String(retryAfter) });
        }
        throw error;
      }
    },
    async reset(key) {
      await store.delete(key.toLowerCase());
    },
  };
}

export type RateLimitSettings = {
  disabled: boolean;
  registrationsPerAddress: number;
  memberWrites: { roundtablesPerHour: number; writesPerQuarterHour: number };
};

export function createRateLimits(pool: pg.Pool, settings: RateLimitSettings): RateLimits {
  const { disabled } = settings;
  return {
    loginPerEmailAndAddress: limiter(
      pool,
      {
        keyPrefix: "login-email-ip",
        points: 5,
        duration: FIFTEEN_MINUTES,
        message: "Too many failed sign-in attempts for this e-mail. Please wait 15 minutes and try again.",
      },
      disabled,
    ),
    loginPerEmail: limiter(
      pool,
      { keyPrefix: "login-email", points: 1_000_000, duration: FIFTEEN_MINUTES, message: "Too many sign-in attempts." },
      disabled,
    ),
    loginPerAddress: limiter(
      pool,
      {
        keyPrefix: "login-ip",
        points: settings.memberWrites.writesPerQuarterHour,
        duration: FIFTEEN_MINUTES,
        message: "Too many sign-in attempts from this network. Please wait a few minutes and try again.",
      },
      disabled,
    ),
    registrationsPerAddress: limiter(
      pool,
      {
        keyPrefix: "register-ip",
        points: settings.registrationsPerAddress,
        duration: ONE_HOUR,
        message: "Too many accounts were created from this network. Please wait an hour and try again.",
      },
      disabled,
    ),
    resetCodesPerEmail: limiter(
      pool,
      {
        keyPrefix: "reset-email",
        points: 5,
        duration: FIFTEEN_MINUTES,
        message: "Too many password reset requests for this e-mail. Please wait 15 minutes and try again.",
      },
      disabled,
    ),
    resetPerAddress: limiter(
      pool,
      {
        keyPrefix: "reset-ip",
        points: 100,
        duration: FIFTEEN_MINUTES,
        message: "Too many password reset requests from this network. Please wait a few minutes and try again.",
      },
      disabled,
    ),
    // Generous for real use (an organizer seating a whole class, a member changing their mind),
    // far below what a script does.
    roundtablesPerMember: limiter(
      pool,
      {
        keyPrefix: "roundtables-member",
        points: settings.memberWrites.roundtablesPerHour,
        duration: ONE_HOUR,
        message: "You have proposed many roundtables in the last hour. Please wait a while before proposing another.",
      },
      disabled,
    ),
    roundtableWritesPerMember: limiter(
      pool,
      {
        keyPrefix: "roundtable-writes-member",
        points: settings.memberWrites.writesPerQuarterHour,
        duration: FIFTEEN_MINUTES,
        message: "Too many roundtable changes in a short time. Please wait a few minutes and try again.",
      },
      disabled,
    ),
  };
}
