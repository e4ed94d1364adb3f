/** Links point home: the feed URL never comes from the request's Host header, which the client chooses. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ PORT: "5123" });
});
afterAll(() => testApp.close());

describe("the feed URL without PUBLIC_URL", () => {
  it("when the request says Host: evil.example, then the feed URL is still this server's, on a fresh URL too", async () => {
    const member = await registerMember(testApp);
    const shown = await member.agent.get("/api/user/calendar").set("Host", "evil.example");
    expect(shown.status).toBe(200);
    expect(shown.body.url).toMatch(/^http:\/\/localhost:5123\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const reset = await member.agent.post("/api/user/calendar/reset").set("Host", "evil.example").set("Origin", "http://evil.example");
    expect(reset.status).toBe(200);
    expect(reset.body.url).toMatch(/^http:\/\/localhost:5123\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  });
});
