/**
 * The real Express app on a fresh real database, for supertest. Mail is kept in memory unless a
 * test passes SMTP settings.
 */
import os from "node:os";
import path from "node:path";
import type { Express } from "express";
import supertest from "supertest";
import { createApp } from "../app";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import { loadConfig, type AppConfig } from "../env";
import { createSettableClock, type SettableClock } from "../lib/clock";
import type { Logger } from "../lib/logger";
import type { Mailer, MailMessage } from "../lib/mailer";
import { createTestDatabase } from "./test-database";

/** Where every test app's clock starts: before the default convention (2026-03-29 to 2026-04-01, America/Chicago). */
export const TEST_NOW = "2026-03-01T18:00:00Z";

export type TestApp = {
  app: Express;
  context: AppContext;
  database: Database;
  config: AppConfig;
  /**
   * The app's clock for the date rules. It starts at TEST_NOW, four weeks before the default
   * convention's first day, so a test's convention is upcoming until the test moves the clock.
   */
  clock: SettableClock;
  /** Every message the app sent, newest last. */
  outbox: MailMessage[];
  /** A cookie-keeping client, like one browser. */
  agent(): supertest.Agent;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** A logger of the test's own (to read what the app logs). */
  logger?: Logger;
  /** Wraps the in-memory mailer (to slow it down, or make it fail). */
  wrapMailer?: (mailer: Mailer) => Mailer;
};

export async function createTestApp(env: NodeJS.ProcessEnv = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: "test",
    BCRYPT_COST: "4",
    // Test files register dozens of members from one address; the limit has its own test.
    REGISTRATIONS_PER_ADDRESS: "100000",
    SIGN_INS_PER_ADDRESS: "100000",
    // So do the per-member caps on roundtables, each with its own test (member-limits.test.ts).
    OPEN_PROPOSALS_PER_MEMBER: "100000",
    ROUNDTABLES_PER_MEMBER_HOURLY: "100000",
    ROUNDTABLE_WRITES_PER_MEMBER: "100000",
    DATA_DIR: path.join(os.tmpdir(), "ec-test-data"),
    ...env,
  });
  const database = await createTestDatabase();
  const outbox: MailMessage[] = [];
  const memoryMailer: Mailer = { send: async (message) => void outbox.push(message), close: () => {} };
  const mailer = config.smtpUrl ? undefined : (options.wrapMailer?.(memoryMailer) ?? memoryMailer);
  const clock = createSettableClock(TEST_NOW);
  const { app, context } = createApp({ config, database, mailer, logger: options.logger, spa: "none", clock });
  return {
    app,
    context,
    database,
    config,
    clock,
    outbox,
    agent: () => supertest.agent(app),
    close: async () => {
      await context.live.close();
      context.mailer.close();
      await database.close();
    },
  };
}
