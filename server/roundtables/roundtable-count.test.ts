/**
 * The unfiltered list's total comes from roundtable_count (migration 0006), kept by triggers on
 * roundtables: it must stay equal to the real number of roundtables through the API, raw SQL,
 * concurrent creates and a truncate.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../testing/factories";
import { createTestAppWithMember } from "../testing/file-set-up";
import type { TestApp } from "../testing/test-app";
import { createRoundtable, validRoundtable, type Member } from "../testing/roundtables";

let testApp: TestApp;
let organizer: Member;

beforeAll(async () => ({ testApp, member: organizer } = await createTestAppWithMember()));
afterAll(() => testApp.close());

async function listedTotal(): Promise<number> {
  const response = await organizer.agent.get("/api/roundtables?limit=1");
  expect(response.status).toBe(200);
  return Number(response.headers["x-total-count"]);
}

async function countedTotal(): Promise<number> {
  const result = await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from roundtables`);
  return result.rows[0]!.n;
}

describe("the total of the unfiltered roundtable list", () => {
  it("when roundtables are created and one is deleted, then the total follows", async () => {
    expect(await listedTotal()).toBe(0);
    const created = [];
    for (let index = 0; index < 3; index += 1) created.push(await createRoundtable(organizer.agent, { title: `Counted ${index}` }));
    expect(await listedTotal()).toBe(3);
    expect((await organizer.agent.delete(`/api/roundtables/${created[0]!.id}`)).status).toBe(200);
    expect(await listedTotal()).toBe(2);
    expect(await countedTotal()).toBe(2);
  });

  it("when members create roundtables at the same moment, then none is missed", async () => {
    const before = await listedTotal();
    const organizers = await Promise.all(Array.from({ length: 6 }, () => registerMember(testApp)));
    await Promise.all(organizers.map((member, index) => createRoundtable(member.agent, { title: `Raced ${index}` })));
    expect(await listedTotal()).toBe(before + 6);
    expect(await listedTotal()).toBe(await countedTotal());
  });

  it("when one SQL statement inserts or deletes several roundtables, then the total counts each", async () => {
    const { db } = testApp.database;
    await db.execute(sql`insert into roundtables (title, description, category, organizer_id)
      select ${validRoundtable.title} || n, ${validRoundtable.description}, 'Poetry', ${organizer.user.id} from generate_series(1, 4) n`);
    expect(await listedTotal()).toBe(await countedTotal());
    await db.execute(sql`delete from roundtables where title like ${`${validRoundtable.title}%`} and category = 'Poetry'`);
    expect(await listedTotal()).toBe(await countedTotal());
  });

  it("when roundtables are emptied at once, then the total is 0", async () => {
    await testApp.database.db.execute(sql`truncate roundtables cascade`);
    expect(await listedTotal()).toBe(0);
  });
});
