import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../testing/factories";
import { createRoundtable, join, registerMembers, type Member } from "../testing/roundtables";
import { createTestApp, type TestApp } from "../testing/test-app";

// Reading members is limited by the distinct members an account is shown, not by requests
// (docs/security.md, "Rate limits"): here 30 per account in 10 minutes, and 40 per address in the last test.
const PER_MEMBER = 30;
const PER_ADDRESS = 40;
let testApp: TestApp;
let society: Member[];

beforeAll(async () => {
  testApp = await createTestApp({ MEMBERS_SHOWN_PER_10_MINUTES: String(PER_MEMBER), MEMBERS_SHOWN_PER_ADDRESS_10_MINUTES: "100000" });
  society = await registerMembers(testApp, 60);
});
afterAll(() => testApp.close());

type Answer = { status: number; headers: Record<string, string>; body: unknown };

/** Pages through the directory 10 rows at a time; answers the distinct members received and the refusal. */
async function harvestDirectory(member: Member, from = 0) {
  const seen = new Set<number>();
  for (let offset = from; offset < 200; offset += 10) {
    const response: Answer = await member.agent.get(`/api/users?limit=10&offset=${offset}`);
    if (response.status === 429) return { seen, refusal: response };
    for (const row of response.body as Array<{ id: number }>) seen.add(row.id);
  }
  return { seen, refusal: undefined };
}

function expectRefusal(refusal: Answer | undefined) {
  expect(refusal?.status).toBe(429);
  expect(Number(refusal!.headers["retry-after"])).toBeGreaterThan(0);
  expect((refusal!.body as { message: string }).message).toMatch(/^You have looked at many members in a short time\. Please wait \d+ minutes? and try again\.$/);
}

describe("the members-shown limit", () => {
  it("when one account pages through the directory, then it is refused with 429 before it has more than the limit of members", async () => {
    const harvester = await registerMember(testApp);
    const { seen, refusal } = await harvestDirectory(harvester);
    expectRefusal(refusal);
    seen.delete(harvester.user.id);
    expect(seen.size).toBeLessThanOrEqual(PER_MEMBER);
    expect(seen.size).toBeGreaterThanOrEqual(PER_MEMBER - 10);
    // Every read of members is refused now, searches and participant lists too.
    expect((await harvester.agent.get("/api/users/search?query=ada")).status).toBe(429);
    expect((await harvester.agent.get("/api/users/suggested")).status).toBe(429);
  });

  it("when a person reads the same pages again and again, then they never meet the limit", async () => {
    const browser = await registerMember(testApp);
    for (let visit = 0; visit < 40; visit += 1) {
      expect((await browser.agent.get(`/api/users?limit=10&offset=${(visit % 2) * 10}`)).status).toBe(200);
      expect((await browser.agent.get("/api/users/search?query=ada1")).status).toBe(200);
    }
  });

  it("when one account reads participant lists, then their members count as well", async () => {
    const reader = await registerMember(testApp);
    const statuses: number[] = [];
    for (let table = 0; table < 8; table += 1) {
      const organizer = society[table]!;
      const roundtable = await createRoundtable(organizer.agent, { title: `Table ${table}`, maxParticipants: 5 });
      for (const member of society.slice(10 + table * 4, 14 + table * 4)) await join(member, roundtable.id);
      statuses.push((await reader.agent.get(`/api/roundtables/${roundtable.id}/participants`)).status);
    }
    // Five members a list: six lists reach 30, the seventh passes the limit.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  });

  it("when several accounts read from one address, then the address's ceiling stops the second account well before its own limit", async () => {
    const shared = await createTestApp({ MEMBERS_SHOWN_PER_10_MINUTES: String(PER_MEMBER), MEMBERS_SHOWN_PER_ADDRESS_10_MINUTES: String(PER_ADDRESS) });
    try {
      await registerMembers(shared, 50);
      const [first, second] = await registerMembers(shared, 2);
      const one = await harvestDirectory(first!);
      expectRefusal(one.refusal);
      // The second account goes on where the first was stopped: only new members count against the address.
      const two = await harvestDirectory(second!, one.seen.size);
      expectRefusal(two.refusal);
      expect(two.seen.size).toBeLessThan(PER_MEMBER);
      expect(new Set([...one.seen, ...two.seen]).size).toBeLessThanOrEqual(PER_ADDRESS + 2);
    } finally {
      await shared.close();
    }
  });
});
