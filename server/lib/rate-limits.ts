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
import { batched, type RateLimiter } from "./batched-limiter";
import { createMembersShownLimit, type MembersShownLimit } from "./members-shown";

const TEN_MINUTES = 10 * 60;
const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;
const ONE_DAY = 24 * ONE_HOUR;
/** Directory pages are counted in PostgreSQL ten at a time (see LimiterOptions.batch). */
export const DIRECTORY_PAGE_BATCH = 10;

export type { MembersShownLimit, RateLimiter };

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
  /** Directory and search pages per member: a person browsing never meets it, a script paging through everyone does. */
  directoryPagesPerMember: RateLimiter;
  /** Distinct members shown per account and per address (directory, searches, suggestions, participant lists). */
  membersShown: MembersShownLimit;
  /** Messages through the app per sender: an hour's and a day's allowance, both spent by each message. */
  messagesPerHour: RateLimiter;
  messagesPerDay: RateLimiter;
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

/** "40 seconds", "3 minutes", "2 hours": when the member may try again, rounded up. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  if (seconds <= 90 * 60) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  }
  return `${Math.ceil(seconds / ONE_HOUR)} hours`;
}

const askAgain = (retryAfter: number) => `You can ask for a new code again in ${waitText(retryAfter)}.`;

type LimiterOptions = {
  keyPrefix: string;
  points: number;
  duration: number;
  message: string | ((retryAfterSeconds: number) => string);
  /**
   * Spend points in PostgreSQL this many at a time: each process tallies a key's calls and writes
   * every `batch`-th without holding the call up, and remembers a refusal until it ends. A call
   * then costs a fraction of an upsert and no wait; each process may hold up to batch - 1 calls
   * unspent, and a refusal starts one call late, which a limit of hundreds absorbs.
   */
  batch?: number;
};

/** The store of one limit, how it words a refusal, and how it spends points (rejecting past the allowance). */
function spender(pool: pg.Pool, options: LimiterOptions) {
  const store = new RateLimiterPostgres({
    storeClient: pool,
    storeType: "pool",
    tableName: "rate_limits",
    tableCreated: true,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.duration,
  });
  const refusal = (msBeforeNext: number) => {
    const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
    const message = typeof options.message === "string" ? options.message : options.message(retryAfter);
    return new AppError(429, message, undefined, { "Retry-After": String(retryAfter) }, "rate_limited");
  };
  const spend = async (key: string, points: number) => {
    try {
      return (await store.consume(key, points)).consumedPoints;
    } catch (error) {
      if (error instanceof RateLimiterRes) throw Object.assign(refusal(error.msBeforeNext), { until: Date.now() + error.msBeforeNext });
      throw error;
    }
  };
  return { store, refusal, spend };
}

function limiter(pool: pg.Pool, options: LimiterOptions, disabled: boolean): RateLimiter {
  if (disabled) {
    return { consume: async () => 0, reset: async () => {} };
  }
  const { store, refusal, spend } = spender(pool, options);
  if (options.batch && options.batch > 1) return batched(options.batch, spend, refusal, (key) => store.delete(key));
  return {
    consume: (key) => spend(key.toLowerCase(), 1),
    async reset(key) {
      await store.delete(key.toLowerCase());
    },
  };
}

export type RateLimitSettings = {
  disabled: boolean;
  registrationsPerAddress: number;
  /** Sign-in attempts from one address per 15 minutes (a campus signs a whole chapter in from one). */
  signInsPerAddress: number;
  directoryPagesPer10Minutes: number;
  membersShownPer10Minutes: { perMember: number; perAddress: number };
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
        points: settings.signInsPerAddress,
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
    directoryPagesPerMember: limiter(
      pool,
      {
        keyPrefix: "directory-member",
        points: settings.directoryPagesPer10Minutes,
        duration: TEN_MINUTES,
        message: (wait) => `You have opened many directory pages in a short time. Please wait ${waitText(wait)} and try again.`,
        batch: DIRECTORY_PAGE_BATCH,
      },
      disabled,
    ),
    membersShown: membersShownLimit(pool, settings.membersShownPer10Minutes, disabled),
    messagesPerHour: limiter(
      pool,
      {
        keyPrefix: "messages-hour",
        points: 10,
        duration: ONE_HOUR,
        message: (wait) => `You can send 10 messages an hour. Please try again in ${waitText(wait)}.`,
      },
      disabled,
    ),
    messagesPerDay: limiter(
      pool,
      {
        keyPrefix: "messages-day",
        points: 30,
        duration: ONE_DAY,
        message: (wait) => `You can send 30 messages a day. Please try again in ${waitText(wait)}.`,
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

const membersShownMessage = (wait: number) => `You have looked at many members in a short time. Please wait ${waitText(wait)} and try again.`;

function membersShownLimit(pool: pg.Pool, allowance: { perMember: number; perAddress: number }, disabled: boolean): MembersShownLimit {
  if (disabled) return { show: async () => {} };
  const perMember = spender(pool, { keyPrefix: "members-shown", points: allowance.perMember, duration: TEN_MINUTES, message: membersShownMessage });
  const perAddress = spender(pool, { keyPrefix: "members-shown-ip", points: allowance.perAddress, duration: TEN_MINUTES, message: membersShownMessage });
  return createMembersShownLimit({
    windowMs: TEN_MINUTES * 1000,
    perMember: (key, points) => perMember.spend(key, points),
    perAddress: (key, points) => perAddress.spend(key, points),
    refusal: perMember.refusal,
  });
}
