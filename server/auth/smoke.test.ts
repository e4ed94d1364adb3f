import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { registerMember } from "../testing/factories";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("smoke", () => {
  it("when registered, then the session returns the user", async () => {
    const { agent, user } = await registerMember(testApp);
    const response = await agent.get("/api/auth/user");
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(user.id);
    expect(response.body).not.toHaveProperty("passwordHash");
    const chapters = await agent.get("/api/chapters");
    expect(chapters.body.length).toBeGreaterThanOrEqual(60);
  });
});
