/**
 * Brute-force protection backed by PostgreSQL (rate-limiter-flexible), so every app process behind
 * a load balancer shares the counters. Per e-mail it is strict; per address it is generous, since a
 * whole chapter signs in from one campus address at a meeting.
 */
import type pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "./app-error";

const FIFTEEN_MINUTES = 15 * 60;

export type RateLimiter = {
  /** Throws 429 when `key` has used up its points; otherwise spends one. */
  consume(key: string): Promise<void>;
  /** Throws 429 when `key` has no points left, without spending one. */
  check(key: string): Promise<void>;
  reset(key: string): Promise<void>;
};

export type RateLimits = {
  loginFailuresPerEmail: RateLimiter;
  loginPerAddress: RateLimiter;
  resetCodesPerEmail: RateLimiter;
  resetPerAddress: RateLimiter;
};

function limiter(pool: pg.Pool, keyPrefix: string, points: number, message: string, disabled: boolean): RateLimiter {
  if (disabled) {
    return { consume: async () => {}, check: async () => {}, reset: async () => {} };
  }
  const store = new RateLimiterPostgres({
    storeClient: pool,
    storeType: "pool",
    tableName: "rate_limits",
    tableCreated: true,
    keyPrefix,
    points,
    duration: FIFTEEN_MINUTES,
  });
  const tooMany = (error: unknown) => {
    if (error instanceof RateLimiterRes) return new AppError(429, message);
    return error;
  };
  return {
    async consume(key) {
      try {
        await store.consume(key.toLowerCase());
      } catch (error) {
        throw tooMany(error);
      }
    },
    async check(key) {
      const state = await store.get(key.toLowerCase());
      if (state && state.remainingPoints <= 0) throw new AppError(429, message);
    },
    async reset(key) {
      await store.delete(key.toLowerCase());
    },
  };
}

export function createRateLimits(pool: pg.Pool, disabled: boolean): RateLimits {
  return {
    loginFailuresPerEmail: limiter(
      pool,
      "login-email",
      5,
      "Too many failed sign-in attempts for this e-mail. Please wait 15 minutes and try again.",
      disabled,
    ),
    loginPerAddress: limiter(
      pool,
      "login-ip",
      300,
      "Too many sign-in attempts from this network. Please wait a few minutes and try again.",
      disabled,
    ),
    resetCodesPerEmail: limiter(
      pool,
      "reset-email",
      5,
      "Too many password reset requests for this e-mail. Please wait 15 minutes and try again.",
      disabled,
    ),
    resetPerAddress: limiter(
      pool,
      "reset-ip",
      100,
      "Too many password reset requests from this network. Please wait a few minutes and try again.",
      disabled,
    ),
  };
}
