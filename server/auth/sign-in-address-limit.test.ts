import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../env";
import { registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";

// The per-address sign-in limit has its own setting (SIGN_INS_PER_ADDRESS), not a roundtable one.
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ SIGN_INS_PER_ADDRESS: "3", ROUNDTABLE_WRITES_PER_MEMBER: "100000" });
});
afterAll(() => testApp.close());

describe("sign-ins per address", () => {
  it("when one address signs in past SIGN_INS_PER_ADDRESS, then it answers 429 with Retry-After, whatever ROUNDTABLE_WRITES_PER_MEMBER says", async () => {
    const members = await Promise.all([1, 2, 3, 4].map(() => registerMember(testApp)));
    const statuses: number[] = [];
    let refusal: { headers: Record<string, string>; body: { message: string } } | undefined;
    for (const member of members) {
      const response = await testApp.agent().post("/api/auth/login").send({ email: member.user.email, password: member.password });
      statuses.push(response.status);
      if (response.status === 429) refusal = response;
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(refusal!.headers["retry-after"])).toBeGreaterThan(0);
    expect(refusal!.body.message).toBe("Too many sign-in attempts from this network. Please wait a few minutes and try again.");
  });

  it("when the setting is not a positive whole number, then the app refuses to start and names it", () => {
    expect(() => loadConfig({ NODE_ENV: "test", SIGN_INS_PER_ADDRESS: "0" })).toThrow(/SIGN_INS_PER_ADDRESS/);
  });
});
