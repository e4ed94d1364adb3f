/**
 * The log never carries a password, a hash, a reset code, a session id or a query's parameters,
 * even when the database fails in the middle of registration, a password change or a reset.
 * The failures are forced with CHECK constraints that reject every row (PostgreSQL's own message
 * then includes "Failing row contains (...)", the whole row, hash and all).
 */
import { sql } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createLogger } from "../lib/logger";
import { DEFAULT_PASSWORD, memberDetails, registerMember, chapterIds } from "../testing/factories";
import { memoryLog } from "../testing/memory-log";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
const logged = memoryLog();

beforeAll(async () => {
  testApp = await createTestApp({}, { logger: createLogger({ logLevel: "info" }, logged.sink) });
});
afterAll(() => testApp.close());

const BCRYPT_SHAPE = /\$2[abxy]?\$\d{2}\$/;

function expectNothingSecret(secrets: string[]) {
  expect(logged.text).not.toMatch(BCRYPT_SHAPE);
  expect(logged.text).not.toContain("params:");
  expect(logged.text).not.toContain("Failing row contains");
  for (const secret of secrets) expect(logged.text).not.toContain(secret);
}

describe("the log under database failures", () => {
  it("when registration, a password change and a reset fail in the database, then the log holds the failures but no secret", async () => {
    // Signed in before the users table starts refusing writes.
    const { agent, user } = await registerMember(testApp);
    const cookie = (await testApp.agent().post("/api/auth/login").send({ email: user.email, password: DEFAULT_PASSWORD })).headers["set-cookie"];
    const sessionId = decodeURIComponent(String(cookie)).match(/ec\.sid=s:([^.]+)/)?.[1];
    expect(sessionId).toBeTruthy();

    await testApp.database.db.execute(sql`alter table users add constraint forced_failure check (id < 0) not valid`);
    await testApp.database.db.execute(sql`alter table password_reset_codes add constraint forced_failure check (id < 0) not valid`);
    try {
      const [chapterId] = await chapterIds(testApp);
      const newcomer = memberDetails({ chapterId: chapterId!, password: "registration secret 1" });
      const register = await testApp.agent().post("/api/auth/register").send(newcomer);
      expect(register.status).toBe(500);

      const change = await agent
        .post("/api/auth/update-password")
        .send({ currentPassword: DEFAULT_PASSWORD, newPassword: "changed secret 22", confirmPassword: "changed secret 22" });
      expect(change.status).toBe(500);

      await testApp.agent().post("/api/auth/reset-password/request").send({ email: user.email }).expect(202);
      await expect.poll(() => logged.text.includes("could not send a password reset code"), { timeout: 5000 }).toBe(true);
      const reset = await testApp.agent().post("/api/auth/reset-password").send({ email: user.email, code: "123456", newPassword: "reset secret 333" });
      expect(reset.status).toBeLessThan(500); // no live code: refused before any write

      expect(logged.text).toContain("unhandled error");
      expect(logged.text).toContain("forced_failure");
      expectNothingSecret(["registration secret 1", "changed secret 22", "reset secret 333", DEFAULT_PASSWORD, sessionId!]);
    } finally {
      await testApp.database.db.execute(sql`alter table users drop constraint forced_failure`);
      await testApp.database.db.execute(sql`alter table password_reset_codes drop constraint forced_failure`);
    }
  });

  it("when a reset succeeds with the code from the mail, then neither the code nor the new password reach the log", async () => {
    const { user } = await registerMember(testApp);
    await testApp.agent().post("/api/auth/reset-password/request").send({ email: user.email }).expect(202);
    await expect.poll(() => testApp.outbox.filter((mail) => mail.to === user.email).length, { timeout: 5000 }).toBe(1);
    const code = /reset code is (\d{6})/.exec(testApp.outbox.at(-1)!.text)![1]!;
    await testApp.agent().post("/api/auth/reset-password").send({ email: user.email, code, newPassword: "fresh secret 4444" }).expect(200);
    expect(logged.text).not.toMatch(new RegExp(`\\b${code}\\b`));
    expectNothingSecret(["fresh secret 4444"]);
  });
});

describe("the request log", () => {
  const linesFor = (text: string, url: string) =>
    text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg?: string; req?: Record<string, unknown>; res?: Record<string, unknown>; responseTime?: unknown })
      .filter((line) => line.req?.url === url && line.msg !== undefined);

  it("when a signed-in member's request ends, then one line records its method, path without query, status and time, and no cookie", async () => {
    const { agent } = await registerMember(testApp);
    const start = logged.text.length;
    await agent.get("/api/roundtables?query=secret-words&limit=3").expect(200);
    await expect.poll(() => linesFor(logged.text.slice(start), "/api/roundtables").length, { timeout: 5000 }).toBe(1);
    const [line] = linesFor(logged.text.slice(start), "/api/roundtables");
    expect(line).toMatchObject({ msg: "request completed", req: { method: "GET", url: "/api/roundtables" }, res: { statusCode: 200 } });
    expect(Object.keys(line!.req!).sort()).toEqual(["id", "method", "url"]);
    expect(typeof line!.responseTime).toBe("number");
    expect(logged.text.slice(start)).not.toContain("secret-words");
    expect(logged.text.slice(start)).not.toContain("ec.sid");
  });

  it("when the log level is above info, then requests write no line, and an unhandled error still does", async () => {
    const quiet = memoryLog();
    const { app } = createApp({ config: testApp.config, database: testApp.database, logger: createLogger({ logLevel: "warn" }, quiet.sink), mailer: testApp.context.mailer, spa: "none" });
    const { user } = await registerMember(testApp);
    const agent = supertest.agent(app);
    await agent.post("/api/auth/login").send({ email: user.email, password: DEFAULT_PASSWORD }).expect(200);
    await agent.get("/api/roundtables?limit=3").expect(200);
    await agent.get("/api/no-such-thing").expect(404);
    expect(quiet.text).toBe("");

    await testApp.database.db.execute(sql`alter table users add constraint forced_failure check (id < 0) not valid`);
    try {
      const change = await agent
        .post("/api/auth/update-password")
        .send({ currentPassword: DEFAULT_PASSWORD, newPassword: "quiet secret 55", confirmPassword: "quiet secret 55" });
      expect(change.status).toBe(500);
    } finally {
      await testApp.database.db.execute(sql`alter table users drop constraint forced_failure`);
    }
    expect(quiet.text.trim().split("\n")).toHaveLength(1);
    // The error's line still names its request, as pino-http's bound logger did.
    const line = JSON.parse(quiet.text) as { req: Record<string, unknown> };
    expect(line).toMatchObject({
      level: 50,
      msg: "unhandled error",
      err: { type: expect.any(String) },
      req: { method: "POST", url: "/api/auth/update-password", id: expect.any(Number) },
    });
    expect(Object.keys(line.req).sort()).toEqual(["id", "method", "url"]);
    expect(quiet.text).toContain("forced_failure");
    expect(quiet.text).not.toContain("quiet secret 55");

    // The quiet app's way of logging is its own: the app at "info" beside it still writes its lines.
    const start = logged.text.length;
    await testApp.agent().get("/api/chapters?after=quiet").expect(200);
    await expect.poll(() => linesFor(logged.text.slice(start), "/api/chapters").length, { timeout: 5000 }).toBe(1);
  });

  it("when the log level is above info and a handler logs after its answer, then the line names the request by its whole path", async () => {
    const quiet = memoryLog();
    const { app } = createApp({ config: testApp.config, database: testApp.database, logger: createLogger({ logLevel: "warn" }, quiet.sink), mailer: testApp.context.mailer, spa: "none" });
    const { user } = await registerMember(testApp);
    await testApp.database.db.execute(sql`alter table password_reset_codes add constraint forced_failure check (id < 0) not valid`);
    try {
      await supertest(app).post("/api/auth/reset-password/request").send({ email: user.email }).expect(202);
      await expect.poll(() => quiet.text.includes("could not send a password reset code"), { timeout: 5000 }).toBe(true);
    } finally {
      await testApp.database.db.execute(sql`alter table password_reset_codes drop constraint forced_failure`);
    }
    expect(JSON.parse(quiet.text)).toMatchObject({
      level: 50,
      msg: "could not send a password reset code",
      req: { method: "POST", url: "/api/auth/reset-password/request", id: expect.any(Number) },
    });
  });
});
