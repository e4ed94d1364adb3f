import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { registerMember } from "../testing/factories";
import { statementsOf } from "../testing/statements";
import { createTestApp, type TestApp } from "../testing/test-app";
import { SESSION_MAX_AGE_MS } from "../app";
import { RENEW_INTERVAL_MS } from "./session-renewal";
import { createSessionStore } from "./session-store";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function storedExpiry(): Promise<string[]> {
  const result = await testApp.database.db.execute<{ expire: Date }>(sql`select expire from session order by sid`);
  return result.rows.map((row) => new Date(row.expire).toISOString());
}

const sessionCookie = (cookies: string[] | undefined) => (cookies ?? []).find((line) => line.startsWith("ec.sid="));
const hintCookie = (cookies: string[] | undefined) => (cookies ?? []).find((line) => line.startsWith("ec.in="));
const setCookies = (response: { headers: Record<string, unknown> }) => response.headers["set-cookie"] as string[] | undefined;

/** As if the member's cookie had been issued, and the session stored, `minutes` ago. */
async function issuedMinutesAgo(minutes: number) {
  const shift = minutes * 60_000;
  const { rows } = await testApp.database.db.execute<{ sid: string; sess: { cookie: { expires: string } } }>(sql`select sid, sess from session`);
  for (const row of rows) {
    const sess = { ...row.sess, cookie: { ...row.sess.cookie, expires: new Date(Date.parse(row.sess.cookie.expires) - shift).toISOString() } };
    await testApp.database.db.execute(
      sql`update session set sess = ${JSON.stringify(sess)}::json, expire = expire - make_interval(secs => ${shift / 1000}) where sid = ${row.sid}`,
    );
  }
}

describe("session expiry", () => {
  beforeEach(async () => {
    await testApp.database.db.execute(sql`delete from session`);
  });

  it("when a signed-in member reads pages soon after signing in, then no cookie is sent again and the session row is not rewritten", async () => {
    const { agent } = await registerMember(testApp);
    const before = await storedExpiry();
    expect(before).toHaveLength(1);
    for (let read = 0; read < 3; read += 1) {
      const response = await agent.get("/api/auth/user");
      expect(response.status).toBe(200);
      expect(setCookies(response)).toBeUndefined();
    }
    expect(await storedExpiry()).toEqual(before);
  });

  it("when the cookie was issued longer ago than the renewal interval, then the next read renews the cookie, the hint and the stored expiry, once", async () => {
    const { agent } = await registerMember(testApp);
    await issuedMinutesAgo(RENEW_INTERVAL_MS / 60_000 + 1);
    const [shifted] = await storedExpiry();

    const renewed = await agent.get("/api/auth/user");
    expect(renewed.status).toBe(200);
    const expires = /Expires=([^;]+)/.exec(sessionCookie(setCookies(renewed)) ?? "")?.[1];
    expect(Date.parse(expires ?? "") - Date.now()).toBeGreaterThan(SESSION_MAX_AGE_MS - 60_000);
    expect(hintCookie(setCookies(renewed))).toMatch(/^ec\.in=1; Path=\/; Max-Age=\d+/);
    const [moved] = await storedExpiry();
    expect(Date.parse(moved!) - Date.parse(shifted!)).toBeGreaterThan(RENEW_INTERVAL_MS);
    expect(Math.abs(Date.parse(moved!) - Date.parse(expires!))).toBeLessThan(2_000);

    const next = await agent.get("/api/notifications");
    expect(next.status).toBe(200);
    expect(setCookies(next)).toBeUndefined();
    expect(await storedExpiry()).toEqual([moved]);
  });
});

describe("a renewal never brings back an ended session", () => {
  beforeEach(async () => {
    await testApp.database.db.execute(sql`delete from session`);
  });

  const save = (sid: string, sess: Record<string, unknown>) => {
    const store = createSessionStore({ pool: testApp.database.pool, pruneSessionInterval: false });
    return new Promise<void>((resolve, reject) => store.set(sid, sess as never, (error) => (error ? reject(error) : resolve())));
  };
  const inDays = (days: number) => ({ originalMaxAge: days * 86_400_000, expires: new Date(Date.now() + days * 86_400_000).toISOString() });

  it("when a renewed session is saved, then its row is updated if it is there and not made again if it is gone; a new session is stored", async () => {
    await save("new-one", { cookie: inDays(1), passport: { user: 1 } });
    expect(await storedExpiry()).toHaveLength(1);
    await save("new-one", { cookie: inDays(3), passport: { user: 1 }, renewedAt: Date.now() });
    const [moved] = await storedExpiry();
    expect(Date.parse(moved!) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    const { rows } = await testApp.database.db.execute<{ sess: { renewedAt?: number } }>(sql`select sess from session where sid = 'new-one'`);
    expect(rows[0]!.sess.renewedAt).toEqual(expect.any(Number));

    await save("ended-elsewhere", { cookie: inDays(3), passport: { user: 1 }, renewedAt: Date.now() });
    expect((await testApp.database.db.execute(sql`select 1 from session where sid = 'ended-elsewhere'`)).rows).toHaveLength(0);
  });

  // The embedded database runs one transaction at a time, so a sign-out can't land in the middle
  // of a request there; on a PostgreSQL server it can, and this holds the race open.
  if (inject("testDatabase").kind === "server") {
    it("when another process ends a session while a request is renewing it, then the request answers and the session stays ended", async () => {
      const { agent } = await registerMember(testApp);
      await issuedMinutesAgo(RENEW_INTERVAL_MS / 60_000 + 1);
      const { pool } = testApp.database;
      const other = await pool.connect();
      try {
        await other.query("begin");
        await other.query("select sid from session for update");
        const renewing = agent.get("/api/auth/user").then((response) => response);
        // The request has read its session and waits to save its renewal behind the row's lock.
        await expect
          .poll(async () => (await pool.query<{ n: number }>("select count(*)::int as n from pg_locks where not granted")).rows[0]!.n, { timeout: 5000 })
          .toBeGreaterThan(0);
        await other.query("delete from session");
        await other.query("commit");
        expect((await renewing).status).toBe(200);
      } finally {
        other.release();
      }
      expect(await storedExpiry()).toEqual([]);
      expect((await agent.get("/api/auth/user")).status).toBe(401);
    });
  }
});

describe("one read per signed-in request", () => {
  it("when a signed-in member asks who they are, then the session and the member are read in one statement", async () => {
    const { agent, user } = await registerMember(testApp);
    const statements = await statementsOf(testApp, () => agent.get("/api/auth/user"));
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/from "session".*join "users"/is);
    expect((await agent.get("/api/auth/user")).body).toMatchObject({ id: user.id, email: user.email });
  });

  it("when the member's record changes or goes, then the very next request sees it", async () => {
    const { agent, user } = await registerMember(testApp);
    await testApp.database.db.execute(sql`update users set user_type = 'advisor', is_staff = true where id = ${user.id}`);
    expect((await agent.get("/api/auth/user")).body).toMatchObject({ id: user.id, userType: "advisor", isStaff: true });
    await testApp.database.db.execute(sql`delete from users where id = ${user.id}`);
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });

  it("when a session has expired, then it reads as signed out", async () => {
    const { agent } = await registerMember(testApp);
    await testApp.database.db.execute(sql`update session set expire = now() - interval '1 day'`);
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });
});
