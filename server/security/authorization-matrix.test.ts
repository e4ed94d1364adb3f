/**
 * The authorization matrix: every API route (ROUTE_TABLE) called by every kind of caller: signed
 * out, accounts without membership (unconfirmed, pending, declined, suspended), a student, the
 * organizer, a co-organizer, the advisor of the student's chapter, an advisor of another chapter, and staff.
 * Generated from the one table, and the first test fails when the app answers a route the table doesn't list.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCodedRefusal, expectDocumentedAnswer } from "../testing/documented-answers";
import { createTestApp, type TestApp } from "../testing/test-app";
import {
  listAppRoutes,
  MEMBER_ROLES,
  ROLES,
  ROUTE_TABLE,
  routeTableGaps,
  routeWalk,
  rowKey,
  send,
  type Fixture,
  type Role,
  type RouteRow,
} from "../testing/route-table";

let testApp: TestApp;
let walk: ReturnType<typeof routeWalk>;

beforeAll(async () => {
  testApp = await createTestApp();
  walk = routeWalk(testApp);
});
afterAll(() => testApp.close());

/** The answers that say for themselves how they may be cached: public lists, and a feed calendar apps revalidate. The current convention is not one: staff change it (docs/product.md, "Conventions"). */
const OWN_CACHE_CONTROL: Record<string, string> = {
  "GET /chapters": "public, max-age=300",
  "GET /openapi.json": "public, max-age=300",
  "GET /calendar/:token.ics": "private, no-cache",
};

function allowed(row: RouteRow, role: Role): boolean {
  switch (row.access) {
    case "public":
      return true;
    case "signedIn":
      return (MEMBER_ROLES as readonly Role[]).includes(role);
    case "account":
      return role !== "signedOut" && role !== "declined" && role !== "suspended";
    case "approver":
      return role === "otherType" || role === "staff";
    case "organizer":
      return role === "organizer";
    case "manager":
      return role === "organizer" || role === "coOrganizer";
    case "staff":
      return role === "staff";
  }
}

describe("the route table", () => {
  it("when the app answers a route, then the table lists it (and lists nothing the app lacks)", () => {
    const inApp = listAppRoutes(testApp.app);
    const inTable = ROUTE_TABLE.map(rowKey).sort();
    expect(inApp.length).toBeGreaterThan(20);
    expect(inApp.filter((route) => !inTable.includes(route)), "routes missing from ROUTE_TABLE").toEqual([]);
    expect(inTable.filter((route) => !inApp.includes(route)), "ROUTE_TABLE rows the app does not answer").toEqual([]);
  });

  it("when a route is defined, then the walks know how to call it (and know no call for a route that isn't)", () => {
    const gaps = routeTableGaps();
    expect(gaps.withoutCall, "defined routes without a call in testing/route-calls/").toEqual([]);
    expect(gaps.withoutRequest, "defined routes with parameters or a body whose call builds no request").toEqual([]);
    expect(gaps.callsWithoutRoute, "calls in testing/route-calls/ for no defined route").toEqual([]);
  });
});

describe.each(ROUTE_TABLE.map((row) => [rowKey(row), row] as const))("%s", (_key, row) => {
  // A fresh roundtable per route, and a cast as it was: a member a route changed (signed out,
  // approved, suspended) is replaced before the next, so nothing leaks between routes.
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await walk.fixture();
  });

  // Refused callers first: an allowed delete must not turn their 403 into a 404.
  const callers = [...ROLES.filter((role) => !allowed(row, role)), ...ROLES.filter((role) => allowed(row, role))];
  it.each(callers.map((role) => [role, allowed(row, role) ? "is let through" : "is refused"] as const))(
    "when %s calls it, then it %s",
    async (role) => {
      const response = await send(fixture, row, role);
      // Every answer, allowed or refused, is one the API document lists, in the documented shape.
      expectDocumentedAnswer(row, response);
      // Every refusal names its reason by a code the document lists for the route (docs/api-errors.md).
      expectCodedRefusal(row, response);
      // Members' data never lands in a browser's or a proxy's cache (middleware/no-store.ts).
      const ownCacheControl = response.status < 300 ? OWN_CACHE_CONTROL[rowKey(row)] : undefined;
      expect(response.headers["cache-control"], "Cache-Control").toBe(ownCacheControl ?? "no-store");
      const exact = row.answers?.[role];
      if (exact !== undefined) {
        expect(response.status, JSON.stringify(response.body)).toBe(exact);
      } else if (!allowed(row, role)) {
        if (role === "signedOut") {
          expect(response.status).toBe(401);
          expect(response.body).toEqual({ message: "Unauthorized", code: "not_signed_in" });
        } else {
          expect(response.status, JSON.stringify(response.body)).toBe(403);
        }
      } else {
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
        expect(response.status, JSON.stringify(response.body)).not.toBe(403);
        expect(response.body?.message).not.toBe("Unauthorized");
      }
    },
  );
});

describe("ownership beyond the route", () => {
  it("when a member marks someone else's notification read, then nothing is marked", async () => {
    const fixture = await walk.fixture();
    const others = ["member", "otherType", "staff"] as const;
    for (const role of others) {
      const response = await fixture.agents[role].post(`/api/notifications/${fixture.organizerNotificationId}/read`);
      expect(response.body).toEqual({ marked: 0 });
    }
    const own = await fixture.agents.organizer.post(`/api/notifications/${fixture.organizerNotificationId}/read`);
    expect(own.body).toEqual({ marked: 1 });
  });
});
