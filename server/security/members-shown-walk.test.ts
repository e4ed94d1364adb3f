/**
 * No route lets one account read more members than the members-shown limit
 * (docs/security.md, "Rate limits"). Every row of the route
 * table is walked with the limit set to LIMIT, in two ways:
 *
 * - The harvester: the cast's "member" has passed the limit before the walk reaches a row (their
 *   first directory read is refused). From then on no row may answer them a member they had not
 *   been shown, and a row that lists members answers 429 with Retry-After.
 * - The fresh readers (the organizer, the advisor of the member's chapter, an advisor of another
 *   chapter): across every row, none is ever answered more than LIMIT distinct members.
 *
 * A row "lists members" when any reader's answer carried members (objects with an id and a name)
 * or the members-shown refusal: such a row must refuse the harvester, so a new route that lists
 * members is covered without being declared anywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { listAppRoutes, ROUTE_TABLE, routeWalk, rowKey, send, type Fixture, type RouteRow } from "../testing/route-table";

const LIMIT = 2;
const REFUSAL = /^You have looked at many members in a short time\. Please wait \d+ minutes? and try again\.$/;

/**
 * The routes the contract names (the directory, both user searches, suggestions, participant
 * lists): the walk must find that each of them lists members, or its detection is broken.
 */
const CONTRACT_ROUTES = ["GET /users", "GET /users/search", "GET /users/suggested", "GET /roundtables/:id/participants"];

/**
 * Readers who act on members by office, not by browsing: an approver reads their chapter's
 * applicants, staff the members console. Their rows' answers are not a member's harvest.
 */
const BY_OFFICE: RouteRow["access"][] = ["approver", "staff"];

/**
 * People on a roundtable item (its organizer, co-organizers and invitations) are named as the
 * cards name them: part of the roundtable, not a list of members (only lists of members count: docs/security.md).
 */
const ROUNDTABLE_PEOPLE = new Set(["organizer", "coOrganizers", "coOrganizerInvitations"]);

const FRESH_READERS = ["organizer", "otherType", "otherAdvisor"] as const;

let testApp: TestApp;
let walk: ReturnType<typeof routeWalk>;
/** The harvester's account that has been refused; a new one (a row replaced the member) is refused again. */
let refusedHarvester: number | undefined;
/** Distinct members each fresh reader has been answered, by account id. */
const shownTo = new Map<number, Set<number>>();
/** Rows whose answers carried members or the members-shown refusal, and what the harvester got from each. */
const listing = new Set<string>();
const harvesterAnswers = new Map<string, { status: number; retryAfter: number; message: string | undefined; access: RouteRow["access"] }>();
/** Rows only a roundtable's organizer or co-organizers may call: a harvester who runs none is refused by right (403) before any limit. */
const BY_RIGHT: RouteRow["access"][] = ["organizer", "manager"];

beforeAll(async () => {
  testApp = await createTestApp({ MEMBERS_SHOWN_PER_10_MINUTES: String(LIMIT), MEMBERS_SHOWN_PER_ADDRESS_10_MINUTES: "1000000" });
  walk = routeWalk(testApp);
});
afterAll(() => testApp.close());

/**
 * Members in an answer: every object with a numeric id and a first and last name, outside
 * roundtable items' people, with the e-mail the answer gives for them, if any.
 */
function membersIn(body: unknown, found = new Map<number, string>()): Map<number, string> {
  if (Array.isArray(body)) {
    for (const item of body) membersIn(item, found);
  } else if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    if (typeof record.id === "number" && typeof record.firstName === "string" && typeof record.lastName === "string") {
      found.set(record.id, typeof record.email === "string" ? record.email.toLowerCase() : (found.get(record.id) ?? ""));
    }
    for (const [key, value] of Object.entries(record)) if (!ROUNDTABLE_PEOPLE.has(key)) membersIn(value, found);
  }
  return found;
}

/**
 * The members an answer shows to `readerId` that the request didn't name itself: by id, or by an
 * e-mail the fixture or the answer gives for them (a sign-up answers the account it made, named by
 * the e-mail it sent).
 */
function shownBy(fixture: Fixture, request: ReturnType<RouteRow["request"]>, body: unknown, readerId: number): number[] {
  const sent = JSON.stringify(request).toLowerCase();
  const named = new Set((sent.match(/\d+/g) ?? []).map(Number));
  const emails = new Map(Object.values(fixture.users).map((user) => [user.id, (user.email ?? "").toLowerCase()]));
  const namedByEmail = (email: string | undefined) => Boolean(email) && sent.includes(email!);
  return [...membersIn(body)]
    .filter(([id, email]) => id !== readerId && !named.has(id) && !namedByEmail(emails.get(id)) && !namedByEmail(email))
    .map(([id]) => id);
}

const isRefusal = (response: { status: number; body?: { message?: unknown } }) =>
  response.status === 429 && typeof response.body?.message === "string" && REFUSAL.test(response.body.message);

/** The harvester passes the limit: one directory read of more than LIMIT members is refused. */
async function refuseHarvester(fixture: Fixture) {
  if (refusedHarvester === fixture.users.member.id) return;
  const response = await fixture.agents.member.get("/api/users").query({ limit: "100" });
  expect(isRefusal(response), `the harvester's first directory read: ${response.status} ${JSON.stringify(response.body)}`).toBe(true);
  refusedHarvester = fixture.users.member.id;
}

describe("the walk", () => {
  it("when the app answers a route, then this walk calls it", () => {
    const walked = ROUTE_TABLE.map(rowKey);
    expect(listAppRoutes(testApp.app).filter((route) => !walked.includes(route)), "routes missing from ROUTE_TABLE").toEqual([]);
  });
});

describe.each(ROUTE_TABLE.filter((row) => !row.stream).map((row) => [rowKey(row), row] as const))("%s", (key, row: RouteRow) => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await walk.fixture();
    await refuseHarvester(fixture);
  });

  // The harvester first: a reader's call may change what the row's fixture holds.
  it("when an account past the limit calls it, then it is answered no member it had not been shown", async () => {
    const request = row.request(fixture, "member");
    const response = await send(fixture, row, "member", request);
    harvesterAnswers.set(key, {
      status: response.status,
      retryAfter: Number(response.headers["retry-after"]),
      message: (response.body as { message?: string } | undefined)?.message,
      access: row.access,
    });
    if (BY_OFFICE.includes(row.access)) return;
    if (response.status < 300) expect(shownBy(fixture, request, response.body, fixture.users.member.id)).toEqual([]);
  });

  it.each(FRESH_READERS)("when %s calls it, then they have been answered at most the limit of members", async (role) => {
    const request = row.request(fixture, role);
    const reader = fixture.users[role].id;
    const response = await send(fixture, row, role, request);
    if (BY_OFFICE.includes(row.access)) return;
    if (isRefusal(response)) {
      listing.add(key);
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
      return;
    }
    if (response.status >= 300) return;
    const shown = shownBy(fixture, request, response.body, reader);
    if (shown.length > 0) listing.add(key);
    const seen = shownTo.get(reader) ?? new Set<number>();
    for (const id of shown) seen.add(id);
    shownTo.set(reader, seen);
    expect(seen.size, `${key} as ${role}: distinct members answered so far`).toBeLessThanOrEqual(LIMIT);
  });
});

describe("the rows that list members", () => {
  it("when the walk is done, then it found every route the contract counts, and each refused the account past the limit with Retry-After", () => {
    expect([...listing].sort()).toEqual(expect.arrayContaining(CONTRACT_ROUTES));
    for (const key of listing) {
      const answer = harvesterAnswers.get(key);
      expect(answer, key).toBeDefined();
      if (BY_RIGHT.includes(answer!.access) && answer!.status === 403) continue;
      expect({ key, status: answer!.status, message: REFUSAL.test(answer!.message ?? "") }).toEqual({ key, status: 429, message: true });
      expect(answer!.retryAfter, key).toBeGreaterThan(0);
    }
  });
});
