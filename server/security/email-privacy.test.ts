/**
 * No answer to a member carries the e-mail of another member who doesn't share it: every route of
 * the route table, called as members, with the fixture's members, organizer and outsider all
 * keeping their e-mail to themselves. Staff still see e-mails.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { listAppRoutes, ROUTE_TABLE, routeWalk, rowKey, send, type Fixture, type Role, type RouteRow } from "../testing/route-table";

let testApp: TestApp;
let walk: ReturnType<typeof routeWalk>;

beforeAll(async () => {
  testApp = await createTestApp();
  walk = routeWalk(testApp);
});
afterAll(() => testApp.close());

/** The e-mails no one else may read: everyone in the fixture but staff keeps theirs. */
async function privateFixture(): Promise<{ fixture: Fixture; hidden: Array<{ id: number; email: string }> }> {
  const fixture = await walk.fixture();
  const rows = await testApp.database.db.execute<{ id: number; email: string }>(
    sql`update users set share_email = false where id <> ${fixture.users.staff.id} returning id, email`,
  );
  return { fixture, hidden: rows.rows };
}

const MEMBER_ROLES: Role[] = ["otherType", "organizer", "member"];

/** The unsubscribe link names the member it was mailed to: whoever holds its secret token is them. */
const ownSecretLink = (fixture: Fixture, path: string) => path === fixture.memberUnsubscribePath;

describe("the walk", () => {
  it("when the app answers a route, then this walk calls it", () => {
    const walked = ROUTE_TABLE.map(rowKey);
    expect(listAppRoutes(testApp.app).filter((route) => !walked.includes(route)), "routes missing from ROUTE_TABLE").toEqual([]);
  });
});

describe.each(ROUTE_TABLE.map((row) => [rowKey(row), row] as const))("%s", (_key, row: RouteRow) => {
  let fixture: Fixture;
  let hidden: Array<{ id: number; email: string }>;
  beforeAll(async () => {
    ({ fixture, hidden } = await privateFixture());
  });

  it.each(MEMBER_ROLES)("when %s calls it, then no other member's unshared e-mail is in the answer", async (role) => {
    const request = row.request(fixture, role);
    if (ownSecretLink(fixture, request.path)) return;
    const response = await send(fixture, row, role, request);
    const own = fixture.users[role as Exclude<Role, "signedOut">].id;
    // An address the caller sent (a sign-in, a reset request) is one they already know.
    const sent = JSON.stringify(request).toLowerCase();
    const answer = `${JSON.stringify(response.headers)}${response.text ?? ""}`.toLowerCase();
    for (const member of hidden) {
      if (member.id === own || sent.includes(member.email.toLowerCase())) continue;
      expect(answer, `${rowKey(row)} as ${role} carries member ${member.id}'s e-mail`).not.toContain(member.email.toLowerCase());
    }
  });
});

describe("staff", () => {
  it("when staff read the participants and the directory, then they see e-mails not shared", async () => {
    const { fixture } = await privateFixture();
    const participants = await fixture.agents.staff.get(`/api/roundtables/${fixture.roundtableId}/participants`);
    expect(participants.text).toContain(fixture.users.member.email);
    const directory = await fixture.agents.staff.get("/api/users").query({ query: fixture.users.member.lastName, limit: "100" });
    expect(directory.text).toContain(fixture.users.member.email);
    const members = await fixture.agents.otherType.get("/api/users").query({ query: fixture.users.member.lastName, limit: "100" });
    expect(members.status).toBe(200);
    expect(members.text).not.toContain(fixture.users.member.email);
  });
});
