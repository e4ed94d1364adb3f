import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chapterIds, memberDetails } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
beforeAll(async () => {
  // The configured default, not the test apps' own generous limit.
  testApp = await createTestApp({ REGISTRATIONS_PER_ADDRESS: undefined });
});
afterAll(() => testApp.close());

describe("the registration limit per address", () => {
  it("when a chapter meeting of thirty-one students signs up from one campus address within minutes, then no one is refused", async () => {
    expect(testApp.config.registrationsPerAddress).toBeGreaterThanOrEqual(100);
    const [chapterId] = await chapterIds(testApp);
    const statuses: number[] = [];
    for (let student = 0; student < 31; student += 1) {
      const response = await testApp.agent().post("/api/auth/register").send(memberDetails({ chapterId: chapterId! }));
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array.from({ length: 31 }, () => 201));
  });
});
