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
  /** New confirmation codes for one member: one a minute. */
  confirmationCodesPerMinute: RateLimiter;
  /** New confirmation codes for one member: five an hour. */
  confirmationCodesPerHour: RateLimiter;
  /** Tries of the first staff member's setup code, per member (5 per 15 minutes). */
  setupCodeTries: RateLimiter;
};

/** Failed attempts for one e-mail (from all addresses) before each further attempt is slowed down. */
export const SLOW_DOWN_AFTER = 10;
const SLOW_DOWN_STEP_MS = 250;
const SLOW_DOWN_MAX_MS = 3_000;

/** How long to hold a sign-in for an e-mail that has been tried `attempts` times in 15 minutes. */
export function loginSlowDownMs(attempts: number): number {
  return Math.min(Math.max(0, attempts - SLOW_DOWN_AFTER) * SLOW_DOWN_STEP_MS, SLOW_DOWN_MAX_MS);
}

/** A refusal's message, fixed or saying when the caller may ask again. */
type LimitMessage = string | ((retryAfterSeconds: number) => string);

type LimiterOptions = { keyPrefix: string; points: number; duration: number; message: LimitMessage };

/** "in 3 minutes", "in 40 seconds": when a refused request may be sent again. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
}

const askAgain = (retryAfter: number) => `You can ask for a new code again ${waitText(retryAfter)}.`;

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
          const message = typeof options.message === "string" ? options.message : options.message(retryAfter);
          throw new AppError(429, message, undefined, { "Retry-After": String(retryAfter) });
        }
        throw error;
      }
    },
    async reset(key) {
      await store.delete(key.toLowerCase());
    },
  };
}

export type RateLimitSettings = { disabled: boolean; registrationsPerAddress: number };

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
        points: 300,
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
    confirmationCodesPerMinute: limiter(pool, { keyPrefix: "confirm-minute", points: 1, duration: 60, message: askAgain }, disabled),
    confirmationCodesPerHour: limiter(pool, { keyPrefix: "confirm-hour", points: 5, duration: ONE_HOUR, message: askAgain }, disabled),
    setupCodeTries: limiter(
      pool,
      { keyPrefix: "setup-code", points: 5, duration: FIFTEEN_MINUTES, message: "Too many setup code attempts. Please wait 15 minutes and try again." },
      disabled,
    ),
  };
}
