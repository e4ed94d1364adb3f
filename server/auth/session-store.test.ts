import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../testing/factories";
import { statementsOf } from "../testing/statements";
import { createTestApp, type TestApp } from "../testing/test-app";
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

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("session expiry", () => {
  it("when a signed-in member reads pages, then the cookie is renewed but the session row is not rewritten each time", async () => {
    const { agent } = await registerMember(testApp);
    const before = await storedExpiry();
    expect(before).toHaveLength(1);
    await later(20);
    for (let read = 0; read < 3; read += 1) {
      const response = await agent.get("/api/auth/user");
      expect(response.status).toBe(200);
      const cookies = response.headers["set-cookie"] as unknown as string[];
      expect(cookies.find((line) => line.startsWith("ec.sid="))).toMatch(/Expires=/);
    }
    expect(await storedExpiry()).toEqual(before);
  });

  it("when the touch interval has passed, then the next read moves the stored expiry forward", async () => {
    const store = createSessionStore({ pool: testApp.database.pool, pruneSessionInterval: false, touchIntervalMs: 1000 });
    const cookie = (days: number) => ({ cookie: { originalMaxAge: days * 86_400_000, expires: new Date(Date.now() + days * 86_400_000) } });
    await new Promise<void>((resolve, reject) => store.set("touch-test", cookie(1) as never, (error) => (error ? reject(error) : resolve())));
    const first = await storedExpiry();
    await new Promise<void>((resolve) => store.touch("touch-test", cookie(2) as never, () => resolve()));
    expect(await storedExpiry()).toEqual(first);
    await later(1100);
    await new Promise<void>((resolve) => store.touch("touch-test", cookie(3) as never, () => resolve()));
    const moved = await storedExpiry();
    expect(moved).not.toEqual(first);
    expect(moved.some((expiry) => new Date(expiry).getTime() > Date.now() + 2.5 * 86_400_000)).toBe(true);
  });
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
