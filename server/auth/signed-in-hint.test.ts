import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PASSWORD, registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const hint = (cookies: string[] | undefined) => (cookies ?? []).find((line) => line.startsWith("ec.in="));

describe("the signed-in hint cookie", () => {
  it("when a member signs in, then a readable ec.in=1 cookie comes with the session, and signing out removes it", async () => {
    const { user } = await registerMember(testApp);
    const agent = testApp.agent();
    const login = await agent.post("/api/auth/login").send({ email: user.email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(200);
    const set = hint(login.headers["set-cookie"] as unknown as string[]);
    expect(set).toMatch(/^ec\.in=1; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(set).not.toMatch(/HttpOnly/i);
    const logout = await agent.post("/api/auth/logout");
    expect(hint(logout.headers["set-cookie"] as unknown as string[])).toMatch(/^ec\.in=; .*Max-Age=0/);
  });

  it("when a browser holds a stale hint without a session, then the 401 also removes the hint", async () => {
    const response = await testApp.agent().get("/api/auth/user").set("Cookie", "ec.in=1");
    expect(response.status).toBe(401);
    expect(hint(response.headers["set-cookie"] as unknown as string[])).toMatch(/Max-Age=0/);
  });

  it("when nobody is signed in and no hint is held, then no cookie is set", async () => {
    const response = await testApp.agent().get("/api/chapters");
    expect(response.headers["set-cookie"]).toBeUndefined();
  });
});
