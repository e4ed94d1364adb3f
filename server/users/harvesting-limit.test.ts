import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIRECTORY_PAGE_BATCH } from "../lib/rate-limits";
import { registerMember } from "../testing/factories";
import { createSecondApp } from "../testing/second-app";
import { createTestApp, type TestApp } from "../testing/test-app";

const LIMIT = 40;
let testApp: TestApp;

async function pagesUntilRefused(agent: { get(path: string): PromiseLike<{ status: number }> }): Promise<number> {
  for (let page = 1; page <= 2 * DIRECTORY_PAGE_BATCH; page += 1) if ((await agent.get("/api/users")).status === 429) return page;
  return Infinity;
}

beforeAll(async () => {
  testApp = await createTestApp({ DIRECTORY_PAGES_PER_10_MINUTES: String(LIMIT) });
});
afterAll(() => testApp.close());

describe("the directory's harvesting limit", () => {
  it("when one member pages through two app processes, then the limit is shared and answers 429 with Retry-After", async () => {
    const harvester = await registerMember(testApp);
    const other = createSecondApp(testApp);
    const secondAgent = await other.signIn(harvester);
    const statuses: number[] = [];
    let refusal: { status: number; headers: Record<string, string>; body: { message: string } } | undefined;
    // Alternating processes: neither alone reaches the limit, together they pass it. Each process
    // writes its count a batch at a time and the refusal starts at the page after that write.
    for (let page = 0; page < LIMIT + 4 * DIRECTORY_PAGE_BATCH && !refusal; page += 1) {
      const agent = page % 2 === 0 ? harvester.agent : secondAgent;
      const path = page % 3 === 0 ? "/api/users/search?query=ada" : `/api/users?limit=1&offset=${page}`;
      const response = await agent.get(path);
      statuses.push(response.status);
      if (response.status === 429) refusal = response;
    }
    expect(refusal, `statuses: ${statuses.join(",")}`).toBeDefined();
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(LIMIT);
    expect(Number(refusal!.headers["retry-after"])).toBeGreaterThan(0);
    expect(refusal!.body.message).toMatch(/^You have opened many directory pages in a short time\. Please wait \d+ minutes? and try again\.$/);
    // Refused in both processes now (the other one from its next write on); another member browses on.
    expect((await harvester.agent.get("/api/users")).status).toBe(429);
    expect(await pagesUntilRefused(secondAgent)).toBeLessThanOrEqual(DIRECTORY_PAGE_BATCH + 1);
    const browser = await registerMember(testApp);
    expect((await browser.agent.get("/api/users")).status).toBe(200);
  });
});
