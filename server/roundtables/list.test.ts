import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Roundtable } from "@shared/types";
import { chapters as chaptersTable } from "@shared/schema";
import { registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createRoundtable } from "./roundtable-test-helpers";

let testApp: TestApp;
type Member = Awaited<ReturnType<typeof registerMember>>;
let viewer: Member;
let tulane: { id: number; name: string };
let baylor: { id: number; name: string };

beforeAll(async () => {
  testApp = await createTestApp();
  const rows = await testApp.database.db.select().from(chaptersTable).where(sql`${chaptersTable.name} in ('Tulane University', 'Baylor University')`);
  tulane = rows.find((row) => row.name === "Tulane University")!;
  baylor = rows.find((row) => row.name === "Baylor University")!;
  viewer = await registerMember(testApp, { chapterId: tulane.id });
  const advisor = await registerMember(testApp, { chapterId: baylor.id, userType: "advisor" });
  await createRoundtable(advisor.agent, { title: "Ghost stories of the bayou", tags: ["Gothic", "Southern"], description: "Haunted places." });
  await createRoundtable(advisor.agent, { title: "Teaching Shakespeare", tags: ["pedagogy"], description: "For advisors.", targetAudience: "advisors" });
  await createRoundtable(advisor.agent, { title: "First-year poets", tags: ["poetry"], description: "Workshop.", targetAudience: "students" });
  const own = await createRoundtable(viewer.agent, { title: "Percent 100% sure", tags: ["misc"], description: "Odd_title test." });
  expect(own.isOrganizer).toBe(true);
});
afterAll(() => testApp.close());

const titles = (body: Roundtable[]) => body.map((roundtable) => roundtable.title);

describe("GET /api/roundtables filters", () => {
  it("when no filter is set, then all come back newest first with the total", async () => {
    const response = await viewer.agent.get("/api/roundtables");
    expect(response.headers["x-total-count"]).toBe("4");
    expect(titles(response.body)).toEqual(["Percent 100% sure", "First-year poets", "Teaching Shakespeare", "Ghost stories of the bayou"]);
  });

  it("when searching, then title, description, tags, category and participants' chapter names match", async () => {
    expect(titles((await viewer.agent.get("/api/roundtables?query=GHOST")).body)).toEqual(["Ghost stories of the bayou"]);
    expect(titles((await viewer.agent.get("/api/roundtables?query=haunted")).body)).toEqual(["Ghost stories of the bayou"]);
    expect(titles((await viewer.agent.get("/api/roundtables?query=pedagogy")).body)).toEqual(["Teaching Shakespeare"]);
    expect(titles((await viewer.agent.get("/api/roundtables?query=baylor")).body)).toHaveLength(3);
    expect(titles((await viewer.agent.get("/api/roundtables?query=tulane%20percent")).body)).toEqual(["Percent 100% sure"]);
    expect(titles((await viewer.agent.get("/api/roundtables?query=100%25")).body)).toEqual(["Percent 100% sure"]);
    expect(titles((await viewer.agent.get("/api/roundtables?query=odd_")).body)).toEqual(["Percent 100% sure"]);
  });

  it("when filtering by tag, then the tag matches whole and in any case", async () => {
    expect(titles((await viewer.agent.get("/api/roundtables?tag=gothic")).body)).toEqual(["Ghost stories of the bayou"]);
    expect(titles((await viewer.agent.get("/api/roundtables?tag=goth")).body)).toEqual([]);
  });

  it("when filtering by chapter and user type, then only matching roundtables remain", async () => {
    expect(titles((await viewer.agent.get(`/api/roundtables?chapterId=${tulane.id}`)).body)).toEqual(["Percent 100% sure"]);
    expect(titles((await viewer.agent.get("/api/roundtables?userType=advisor")).body)).toEqual(["Teaching Shakespeare"]);
    expect(titles((await viewer.agent.get("/api/roundtables?userType=student")).body)).toEqual(["First-year poets"]);
    expect(titles((await viewer.agent.get(`/api/roundtables?userType=all&chapterId=${baylor.id}&query=poets`)).body)).toEqual(["First-year poets"]);
  });

  it("when paging, then limit and offset slice the list and the total stays whole", async () => {
    const page = await viewer.agent.get("/api/roundtables?limit=2&offset=2");
    expect(titles(page.body)).toEqual(["Teaching Shakespeare", "Ghost stories of the bayou"]);
    expect(page.headers["x-total-count"]).toBe("4");
  });

  it.each(["limit=x", "limit=500", "offset=-2", "chapterId=abc", "userType=dean", "query=a&query=b"])(
    "when the query string has %s, then it answers 400",
    async (queryString) => {
      const response = await viewer.agent.get(`/api/roundtables?${queryString}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    },
  );

  it("when the list grows from 5 to 60 roundtables, then it still takes the same number of SQL queries", async () => {
    const organizer = await registerMember(testApp);
    const countQueries = async () => {
      const pool = testApp.database.pool;
      const original = pool.query.bind(pool);
      let count = 0;
      pool.query = ((...args: Parameters<typeof original>) => {
        count += 1;
        return original(...args);
      }) as typeof pool.query;
      try {
        const response = await viewer.agent.get("/api/roundtables?limit=100");
        expect(response.status).toBe(200);
      } finally {
        pool.query = original;
      }
      return count;
    };
    const before = await countQueries();
    for (let index = 0; index < 56; index += 1) await createRoundtable(organizer.agent, { title: `Bulk ${index}` });
    const after = await countQueries();
    expect(before).toBeGreaterThanOrEqual(2); // the page and its count, at least
    expect(after).toBe(before);
    expect(after).toBeLessThanOrEqual(6);
  }, 60_000);
});
