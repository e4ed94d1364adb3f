/**
 * A password reset request takes the same time whether its e-mail belongs to a member or not,
 * and whether that e-mail's allowance is spent or not: nobody learns who is registered by timing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chapterIds, registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe("reset request timing", () => {
  it("when known and unknown e-mails are asked for in turn, past the known one's allowance too, then every answer takes the same time", async () => {
    const { user } = await registerMember(testApp, { chapterId: (await chapterIds(testApp))[0]! });
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await testApp.agent().post("/api/auth/reset-password/request").send({ email });
      return { status: response.status, ms: performance.now() - started };
    };
    const known: Array<{ status: number; ms: number }> = [];
    const unknown: Array<{ status: number; ms: number }> = [];
    for (let index = 0; index < 8; index += 1) {
      known.push(await timed(user.email));
      unknown.push(await timed(`ghost${index}.${Date.now()}@example.edu`));
    }
    // The known e-mail's allowance (5) is spent on the way: refusals take the same time too.
    expect(known.map((answer) => answer.status)).toContain(429);
    const all = [...known, ...unknown].map((answer) => answer.ms);
    expect(Math.min(...all)).toBeGreaterThanOrEqual(145);
    expect(Math.abs(median(known.map((answer) => answer.ms)) - median(unknown.map((answer) => answer.ms)))).toBeLessThan(40);
  });
});
