/**
 * Limits per member, not only per address: a cap on a member's open proposals (staff exempt) and
 * per-member allowances for roundtable writes, counted in the database like the other limits.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@shared/schema";
import { chapterIds, registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createRoundtable, validRoundtable, type Member } from "../testing/roundtables";

let testApp: TestApp;
let chapters: number[];

beforeAll(async () => {
  testApp = await createTestApp({ OPEN_PROPOSALS_PER_MEMBER: "3", ROUNDTABLES_PER_MEMBER_HOURLY: "8", ROUNDTABLE_WRITES_PER_MEMBER: "40" });
  chapters = await chapterIds(testApp);
});
afterAll(() => testApp.close());

const member = (firstName: string): Promise<Member> => registerMember(testApp, { firstName, chapterId: chapters[0]! });

describe("open proposals per member", () => {
  it("when a member has as many open proposals as allowed, then another is refused with 409 and a clear message, even sent at once, and nothing is created", async () => {
    const proposer = await member("Prolific");
    const answers = await Promise.all([1, 2, 3, 4, 5].map((index) => proposer.agent.post("/api/roundtables").send({ ...validRoundtable, title: `Proposal ${index}` })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.message).toBe(
      "You already have 3 open proposals, the most one member may have. Cancel one, or wait until the staff place or decline them, before proposing another.",
    );
    const { rows } = await testApp.database.pool.query("select count(*)::int as n from roundtables where organizer_id = $1", [proposer.user.id]);
    expect(rows[0].n).toBe(3);
  });

  it("when one of them is cancelled, then the member may propose again", async () => {
    const proposer = await member("Cancels");
    const first = await createRoundtable(proposer.agent);
    await createRoundtable(proposer.agent);
    await createRoundtable(proposer.agent);
    expect((await proposer.agent.post("/api/roundtables").send(validRoundtable)).status).toBe(409);
    expect((await proposer.agent.delete(`/api/roundtables/${first.id}`)).status).toBe(200);
    expect((await proposer.agent.post("/api/roundtables").send(validRoundtable)).status).toBe(201);
  });

  it("when the proposer is staff, then the cap does not apply", async () => {
    const staff = await member("Staffer");
    await testApp.database.db.execute(sql`update ${users} set is_staff = true where id = ${staff.user.id}`);
    for (let index = 0; index < 5; index += 1) await createRoundtable(staff.agent, { title: `Staff table ${index}` });
  });
});

describe("roundtable writes per member", () => {
  it("when one member joins and leaves a roundtable over and over, then past the allowance every write is 429 with Retry-After and a message", async () => {
    const organizer = await member("Host");
    const table = await createRoundtable(organizer.agent);
    const cycler = await member("Cycler");
    const statuses: number[] = [];
    let refused: { retryAfter?: string; message?: string } | undefined;
    for (let index = 0; index < 30 && !refused; index += 1) {
      for (const path of ["join", "leave"]) {
        const response = await cycler.agent.post(`/api/roundtables/${table.id}/${path}`);
        statuses.push(response.status);
        if (response.status === 429) refused = { retryAfter: response.headers["retry-after"], message: response.body.message };
      }
    }
    expect(refused, `statuses: ${statuses.slice(-4).join(",")}`).toBeDefined();
    expect(statuses.indexOf(429)).toBe(40);
    expect(refused!.retryAfter).toMatch(/^\d+$/);
    expect(refused!.message).toBe("Too many roundtable changes in a short time. Please wait a few minutes and try again.");
    // The allowance is the member's: another member still joins.
    expect((await (await member("Other")).agent.post(`/api/roundtables/${table.id}/join`)).status).toBe(200);
  }, 120_000);

  it("when one member proposes more roundtables in an hour than allowed, then the next is 429 with Retry-After", async () => {
    const staff = await member("Busy");
    await testApp.database.db.execute(sql`update ${users} set is_staff = true where id = ${staff.user.id}`);
    for (let index = 0; index < 8; index += 1) await createRoundtable(staff.agent, { title: `Busy ${index}` });
    const response = await staff.agent.post("/api/roundtables").send(validRoundtable);
    expect(response.status).toBe(429);
    expect(response.headers["retry-after"]).toMatch(/^\d+$/);
    expect(response.body.message).toBe("You have proposed many roundtables in the last hour. Please wait a while before proposing another.");
  }, 120_000);
});
