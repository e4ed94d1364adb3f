/**
 * Configuration, parsed once at start-up. Nothing else reads process.env: everything takes an
 * AppConfig, so tests build their own.
 */
import crypto from "node:crypto";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { MEMBERSHIP_MODES, type MembershipMode } from "@shared/constants";
import type { Convention } from "@shared/types";
import { SERVER_SOURCE_DIR } from "./paths";

const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-03-29");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().default("0.0.0.0"),
    DATABASE_URL: z.string().url().optional(),
    MIGRATION_DATABASE_URL: z.string().min(1).optional(),
    DATA_DIR: z.string().default("./data"),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    UNSUBSCRIBE_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default("English Convention <no-reply@english-convention.org>"),
    STAFF_CONTACT_EMAIL: z.string().email("must be an e-mail address").optional(),
    MAIL_HOLD_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
    DOOR_RELEASE_MINUTES: z.coerce.number().int().min(0).max(240).default(10),
    DOOR_SWEEP_SECONDS: z.coerce.number().int().min(1).max(30).default(10),
    FEEDBACK_SWEEP_SECONDS: z.coerce.number().int().min(1).max(60).default(30),
    PUBLIC_URL: z.string().url().optional(),
    TRUST_PROXY: z.string().optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
    LOG_FORMAT: z.enum(["pretty", "json"], { error: "must be pretty or json" }).optional(),
    BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(12),
    SEED_FILE: z.string().optional(),
    PROGRAM_FILE: z.string().optional(),
    CONVENTION_NAME: z.string().min(1).default("2026 International English Convention"),
    CONVENTION_CITY: z.string().min(1).default("New Orleans"),
    CONVENTION_START: isoDate.default("2026-03-29"),
    CONVENTION_END: isoDate.default("2026-04-01"),
    CONVENTION_TIMEZONE: z.string().min(1).default("America/Chicago"),
    RATE_LIMIT_DISABLED: booleanish.default(false),
    PUSH_ALLOW_LOCAL_HTTP: booleanish.default(false),
    MEMBERSHIP: z.enum(MEMBERSHIP_MODES, { error: "must be approval or open" }).default("approval"),
    REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(200),
    SIGN_INS_PER_ADDRESS: z.coerce.number().int().min(1).default(300),
    DIRECTORY_PAGES_PER_10_MINUTES: z.coerce.number().int().min(1).default(300),
    MEMBERS_SHOWN_PER_10_MINUTES: z.coerce.number().int().min(1).default(1_000),
    MEMBERS_SHOWN_PER_ADDRESS_10_MINUTES: z.coerce.number().int().min(1).default(10_000),
    OPEN_PROPOSALS_PER_MEMBER: z.coerce.number().int().min(1).default(20),
    ROUNDTABLES_PER_MEMBER_HOURLY: z.coerce.number().int().min(1).default(30),
    ROUNDTABLE_WRITES_PER_MEMBER: z.coerce.number().int().min(1).default(300),
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(3_000),
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(65_000),
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required in production (a random string of at least 32 characters)",
      });
    }
    if (env.NODE_ENV === "production" && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message: "is required in production (the address members open the app at, e.g. https://convention.example.org): links in mail and the calendar feed point there",
      });
    }
    // A production build on one's own machine (PUBLIC_URL on localhost, as the browser journeys run
    // it) may hash cheaply: nobody else reaches it. Anywhere members can reach, the cost is 12 or more.
    if (env.NODE_ENV === "production" && env.BCRYPT_COST < 12 && !isLoopbackUrl(env.PUBLIC_URL)) {
      ctx.addIssue({ code: "custom", path: ["BCRYPT_COST"], message: "must be at least 12 in production (lower only with PUBLIC_URL on localhost)" });
    }
    if (env.NODE_ENV === "production" && env.PUSH_ALLOW_LOCAL_HTTP) {
      ctx.addIssue({ code: "custom", path: ["PUSH_ALLOW_LOCAL_HTTP"], message: "must be off in production (it is for a local test push service only)" });
    }
    if (env.TRUST_PROXY !== undefined && !isTrustProxy(env.TRUST_PROXY)) {
      ctx.addIssue({
        code: "custom",
        path: ["TRUST_PROXY"],
        message:
          'must be true, false, a hop count (1), or comma-separated addresses or subnets (10.0.0.0/8, loopback, linklocal, uniquelocal)',
      });
    }
    if (env.WEB_CONCURRENCY !== undefined && env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message: "must be 1 without DATABASE_URL: the embedded database belongs to one process (set DATABASE_URL to a PostgreSQL server to run several)",
      });
    }
    if (!isTimeZone(env.CONVENTION_TIMEZONE)) {
      ctx.addIssue({ code: "custom", path: ["CONVENTION_TIMEZONE"], message: "is not a known IANA time zone" });
    }
  });

/** Every environment variable the app reads (the README's settings table lists each, checked by env-readme.test.ts). */
export const SETTING_NAMES = Object.keys(envSchema.shape);

const TRUST_PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** Whether `url` is on this machine only (localhost, 127.0.0.1 or [::1]). */
function isLoopbackUrl(url: string | undefined): boolean {
  if (!url) return false;
  const { hostname } = new URL(url);
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

/** What express's `trust proxy` accepts, checked here so a typo stops the start instead of the first request. */
function isTrustProxy(value: string): boolean {
  if (value === "" || value === "true" || value === "false" || /^\d+$/.test(value)) return true;
  return value.split(",").every((item) => {
    const entry = item.trim();
    if (TRUST_PROXY_NAMES.has(entry)) return true;
    const [address, prefix, extra] = entry.split("/");
    if (extra !== undefined || !address) return false;
    const version = net.isIP(address);
    if (version === 0) return false;
    if (prefix === undefined) return true;
    if (!/^\d+$/.test(prefix)) return net.isIP(prefix) === version; // a netmask
    return Number(prefix) <= (version === 4 ? 32 : 128);
  });
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The CONVENTION_* settings: they seed the first convention of an empty database (docs/product.md, "Conventions"). */
export type ConventionSettings = Pick<Convention, "name" | "city" | "startDate" | "endDate" | "timeZone">;

export type AppConfig = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** The owner's connection for migrations (and function files) when the app runs as a role of less privilege. */
  migrationDatabaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  /** Keys the unsubscribe links in mail: change it to retire every link, and nobody is signed out. */
  unsubscribeSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where a declined or suspended member can write to the staff; named in the refusal and the mail. */
  staffContactEmail: string | undefined;
  /**
   * How long a mail the organizer may undo within minutes (added, removed, moved up from the
   * waitlist) waits in the outbox: its opposite, enqueued meanwhile, cancels both (docs/mail.md).
   */
  mailHoldSeconds: number;
  /**
   * Minutes after a session starts when the seats of members not checked in are released to the
   * waitlist and then to walk-ins (docs/product.md, "The day at the table"); 0 releases at the start.
   */
  doorReleaseMinutes: number;
  /** How often each app process sweeps the doors (releases, ended holds); at most 30 s, so a release is never later than that. */
  doorSweepSeconds: number;
  /** How often each app process asks the members of sessions that ended for feedback (at most a minute late). */
  feedbackSweepSeconds: number;
  publicUrl: string | undefined;
  /**
   * Where every link the app hands out points (mail, unsubscribe, the calendar feed): PUBLIC_URL,
   * required in production; elsewhere this server on localhost. Never the request's Host header,
   * which the client chooses.
   */
  appUrl: string;
  /** express's `trust proxy` setting: false, true, a hop count, or a list of addresses. */
  trustProxy: boolean | number | string;
  logLevel: string;
  /** How log lines are written; unset: readable when standard output is a terminal, JSON lines otherwise. */
  logFormat: "pretty" | "json" | undefined;
  bcryptCost: number;
  seedFile: string;
  /** The convention's roundtable sessions and rooms, loaded on first start. */
  programFile: string;
  convention: ConventionSettings;
  rateLimitDisabled: boolean;
  /** Push subscriptions may name an http push service on this machine (tests only; docs/product.md, "Push"). */
  pushAllowLocalHttp: boolean;
  /**
   * How members are admitted: "approval" (by the roster, an approved advisor of their chapter, or
   * staff) or "open" (a confirmed e-mail address is enough, and own changes of chapter or role apply at once).
   */
  membership: MembershipMode;
  /**
   * Accounts one address may create per hour: generous, as a campus network shows many students
   * as one address; the confirmed e-mail and the approval are the real gate.
   */
  registrationsPerAddress: number;
  signInsPerAddress: number;
  membersShownPer10Minutes: { perMember: number; perAddress: number };
  /** Directory and search pages one member may open in 10 minutes (docs/security.md, "Privacy"). */
  directoryPagesPer10Minutes: number;
  /** Roundtables one member may have proposed and not yet placed or declined (staff are exempt). */
  openProposalsPerMember: number;
  /** Roundtables one member may propose per hour, and their other roundtable writes per 15 minutes. */
  memberWrites: { roundtablesPerHour: number; writesPerQuarterHour: number };
  /** How long to wait for PostgreSQL before answering 503. */
  databaseTimeouts: { connectMs: number; statementMs: number };
  /** How long an idle HTTP connection stays open: longer than the load balancer in front keeps its own. */
  keepAliveTimeoutMs: number;
  /**
   * How many app processes `npm start` runs on this machine's port. On a PostgreSQL server the
   * default is one per core: a process answers on one thread, and nothing is kept in a process
   * that the others need (sessions, limits and the data versions that govern the caches are in
   * the database). The embedded database belongs to one process, so there it is 1.
   */
  appProcesses: number;
};

const DEVELOPMENT_SECRET = "development-only-secret-never-use-in-production";

/** A key of its own for one purpose, when it is not set: derived from the session secret, never that secret itself. */
const deriveSecret = (secret: string, purpose: string) => crypto.createHmac("sha256", secret).update(`english-convention:${purpose}`).digest("hex");

export class ConfigError extends Error {}

export const DEFAULT_SEED_FILE = path.join(SERVER_SOURCE_DIR, "chapters/default-chapters.csv");
export const DEFAULT_PROGRAM_FILE = path.join(SERVER_SOURCE_DIR, "program/default-sessions.csv");

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    migrationDatabaseUrl: env.DATABASE_URL ? env.MIGRATION_DATABASE_URL : undefined,
    dataDir: path.resolve(env.DATA_DIR),
    // Outside production a fixed development secret keeps sessions across restarts.
    sessionSecret: env.SESSION_SECRET ?? DEVELOPMENT_SECRET,
    unsubscribeSecret: env.UNSUBSCRIBE_SECRET ?? deriveSecret(env.SESSION_SECRET ?? DEVELOPMENT_SECRET, "unsubscribe-links"),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    staffContactEmail: env.STAFF_CONTACT_EMAIL,
    // Tests read a mail right after the request that sends it; the hold has tests of its own.
    mailHoldSeconds: env.MAIL_HOLD_SECONDS ?? (env.NODE_ENV === "test" ? 0 : 180),
    doorReleaseMinutes: env.DOOR_RELEASE_MINUTES,
    doorSweepSeconds: env.DOOR_SWEEP_SECONDS,
    feedbackSweepSeconds: env.FEEDBACK_SWEEP_SECONDS,
    publicUrl: env.PUBLIC_URL,
    appUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    logFormat: env.LOG_FORMAT,
    bcryptCost: env.BCRYPT_COST,
    seedFile: env.SEED_FILE ? path.resolve(env.SEED_FILE) : DEFAULT_SEED_FILE,
    programFile: env.PROGRAM_FILE ? path.resolve(env.PROGRAM_FILE) : DEFAULT_PROGRAM_FILE,
    convention: {
      name: env.CONVENTION_NAME,
      city: env.CONVENTION_CITY,
      startDate: env.CONVENTION_START,
      endDate: env.CONVENTION_END,
      timeZone: env.CONVENTION_TIMEZONE,
    },
    rateLimitDisabled: env.RATE_LIMIT_DISABLED,
    pushAllowLocalHttp: env.PUSH_ALLOW_LOCAL_HTTP,
    membership: env.MEMBERSHIP,
    registrationsPerAddress: env.REGISTRATIONS_PER_ADDRESS,
    signInsPerAddress: env.SIGN_INS_PER_ADDRESS,
    membersShownPer10Minutes: { perMember: env.MEMBERS_SHOWN_PER_10_MINUTES, perAddress: env.MEMBERS_SHOWN_PER_ADDRESS_10_MINUTES },
    directoryPagesPer10Minutes: env.DIRECTORY_PAGES_PER_10_MINUTES,
    openProposalsPerMember: env.OPEN_PROPOSALS_PER_MEMBER,
    memberWrites: { roundtablesPerHour: env.ROUNDTABLES_PER_MEMBER_HOURLY, writesPerQuarterHour: env.ROUNDTABLE_WRITES_PER_MEMBER },
    databaseTimeouts: { connectMs: env.DB_CONNECT_TIMEOUT_MS, statementMs: env.DB_STATEMENT_TIMEOUT_MS },
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    appProcesses: env.WEB_CONCURRENCY ?? (env.DATABASE_URL ? os.availableParallelism() : 1),
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "" || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
