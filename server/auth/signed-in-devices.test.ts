import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "@shared/schema";
import { DEFAULT_PASSWORD, registerMember } from "../testing/factories";
import { createTestAppWithChapters } from "../testing/file-set-up";
import type { TestApp } from "../testing/test-app";
import { describeUserAgent } from "./device-name";

let testApp: TestApp;

beforeAll(async () => ({ testApp } = await createTestAppWithChapters()));
afterAll(() => testApp.close());

const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0";

async function signInFrom(email: string, userAgent: string) {
  const agent = testApp.agent();
  const response = await agent.post("/api/auth/login").set("User-Agent", userAgent).send({ email, password: DEFAULT_PASSWORD });
  expect(response.status).toBe(200);
  return agent;
}

describe("the browser a session was opened from", () => {
  it.each([
    [CHROME_MAC, "Chrome on macOS"],
    [SAFARI_IPHONE, "Safari on iOS"],
    [FIREFOX_WINDOWS, "Firefox on Windows"],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0", "Edge on Linux"],
    ["curl/8.0", "Unknown device"],
    [undefined, "Unknown device"],
  ])("%s is %s", (agent, name) => {
    expect(describeUserAgent(agent)).toBe(name);
  });
});

describe("GET /api/auth/sessions and POST /api/auth/sessions/sign-out-others", () => {
  it("when signed out, then both answer 401", async () => {
    expect((await testApp.agent().get("/api/auth/sessions")).status).toBe(401);
    expect((await testApp.agent().post("/api/auth/sessions/sign-out-others")).status).toBe(401);
  });

  it("lists only the member's own sessions, this device first, with opaque ids", async () => {
    const { user } = await registerMember(testApp);
    const other = await registerMember(testApp);
    await signInFrom(other.user.email, FIREFOX_WINDOWS);
    await signInFrom(user.email, SAFARI_IPHONE);
    const here = await signInFrom(user.email, CHROME_MAC);

    const response = await here.get("/api/auth/sessions");
    expect(response.status).toBe(200);
    const list = response.body as Array<{ id: string; device: string; current: boolean; signedInAt: string | null; lastActiveAt: string }>;
    // The sign-up's session, the iPhone's and this one; never the other member's Firefox.
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ device: "Chrome on macOS", current: true });
    expect(list.filter((entry) => entry.current)).toHaveLength(1);
    expect(list.map((entry) => entry.device)).toContain("Safari on iOS");
    expect(list.map((entry) => entry.device)).not.toContain("Firefox on Windows");
    expect(Date.parse(list[0]!.signedInAt!)).toBeGreaterThan(Date.now() - 60_000);

    const sids = (await testApp.database.db.select({ sid: sessions.sid }).from(sessions)).map((row) => row.sid);
    for (const entry of list) {
      expect(entry.id).toMatch(/^[\w-]{16}$/);
      expect(sids).not.toContain(entry.id);
    }
    for (const sid of sids) expect(JSON.stringify(response.body)).not.toContain(sid);
  });

  it("signing out other devices ends the others (their next request is 401) and keeps this one", async () => {
    const { agent: signUpAgent, user } = await registerMember(testApp);
    const other = await registerMember(testApp);
    const phone = await signInFrom(user.email, SAFARI_IPHONE);
    const here = await signInFrom(user.email, CHROME_MAC);

    const response = await here.post("/api/auth/sessions/sign-out-others");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: "Signed out of 2 other devices" });

    expect((await phone.get("/api/auth/user")).status).toBe(401);
    expect((await signUpAgent.get("/api/auth/user")).status).toBe(401);
    expect((await here.get("/api/auth/user")).status).toBe(200);
    expect((await other.agent.get("/api/auth/user")).status).toBe(200);
    const left = (await here.get("/api/auth/sessions")).body as Array<{ current: boolean }>;
    expect(left).toEqual([expect.objectContaining({ current: true, device: "Chrome on macOS" })]);
  });
});
