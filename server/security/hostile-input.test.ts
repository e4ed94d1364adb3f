/**
 * Property-based: random and hostile payloads (NUL and other unstorable characters, lone
 * surrogates, huge numbers, wrong types, deep nesting, SQL and HTML fragments) sent to every
 * route of ROUTE_TABLE, as the organizer (the caller who gets furthest into the code).
 * Properties: never a 5xx; a refused request (4xx) changes nothing in the database.
 * Bounded (a few runs per route) so it stays a matter of seconds.
 */
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { listAppRoutes, readOpening, ROUTE_TABLE, routeWalk, rowKey, type Fixture, type RouteRow } from "../testing/route-table";
import { expectCodedRefusal } from "../testing/documented-answers";

const RUNS_PER_ROUTE = 12;

let testApp: TestApp;
let walk: ReturnType<typeof routeWalk>;
beforeAll(async () => {
  testApp = await createTestApp();
  walk = routeWalk(testApp);
});
afterAll(() => testApp.close());

/**
 * What a refused request may change: its session, the rate-limit and members-shown counters, and
 * what the app keeps for itself (the data versions a cache reads, live events, the app's own secrets
 * and keys, made on first use). Every other table, a new one included, must stay as it was.
 */
const MAY_CHANGE = new Set(["session", "rate_limits", "data_versions", "live_events", "app_secrets", "push_vapid_keys", "__drizzle_migrations"]);

/**
 * Rows a request from before may still change after its answer: a mail the request's kick claimed is
 * removed from the outbox once the mailer took it, in the background. Unclaimed mail must stay as it was.
 */
const ROWS_AT_REST: Record<string, ReturnType<typeof sql>> = { mail_outbox: sql`where t.claimed_at is null` };

/** One statement that hashes every table a refused request must leave alone (made once: the tables don't change). */
let fingerprintQuery: ReturnType<typeof sql> | undefined;

/** Everything a refused request must leave alone: each table's rows, hashed. */
async function fingerprint(): Promise<string> {
  const { db } = testApp.database;
  if (!fingerprintQuery) {
    const tables = await db.execute<{ name: string }>(sql`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`);
    const hashes = tables.rows
      .filter((table) => !MAY_CHANGE.has(table.name))
      .map(({ name }) => sql`${name}::text, (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.identifier(name)} t ${ROWS_AT_REST[name] ?? sql``})`);
    fingerprintQuery = sql`select json_build_object(${sql.join(hashes, sql`, `)})::text as hashes`;
  }
  return (await db.execute<{ hashes: string }>(fingerprintQuery)).rows[0]!.hashes;
}

const nasty = fc.constantFrom(
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "\u202Eevil",
  "\u200B\u200B",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%",
  "_",
  "\\",
  "../../etc/passwd",
  "💥".repeat(40),
  "a".repeat(5000),
  "NaN",
  "-1",
  "0",
  "1e309",
  "99999999999999999999",
  "2147483648",
  "",
  " ",
);

const hostileString = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: "binary", maxLength: 20 }));

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER + 2, 0.5, -1),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 30 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** A path segment, %-encoded as a client would, or raw bytes a client shouldn't send. */
const hostileSegment = fc.oneof(
  hostileString.map((text) => {
    try {
      return encodeURIComponent(text);
    } catch {
      return "%ED%A0%80"; // a lone surrogate, UTF-8 encoded the way it can't be
    }
  }),
  fc.constantFrom("%00", "%E0%A4%A", "%", "1%00", "0x10", "1.5", "-5", "99999999999999999999"),
);

const QUERY_KEYS = ["query", "tag", "chapterId", "userType", "limit", "offset", "expertise", "sort", "status"];
const hostileQuery = fc.dictionary(fc.oneof(fc.constantFrom(...QUERY_KEYS), hostileString), fc.oneof(hostileString, fc.array(hostileString, { maxLength: 3 })), {
  maxKeys: 4,
});

/** The row's valid body with some fields replaced, removed or added; or something else entirely. */
function hostileBody(validBody: unknown): fc.Arbitrary<unknown> {
  const keys = validBody && typeof validBody === "object" ? Object.keys(validBody) : [];
  const mutated = fc
    .record({
      replace: fc.subarray(keys),
      values: fc.array(hostileValue, { minLength: keys.length, maxLength: keys.length }),
      drop: fc.subarray(keys, { maxLength: Math.min(1, keys.length) }),
      extra: fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }),
    })
    .map(({ replace, values, drop, extra }) => {
      const body: Record<string, unknown> = { ...(validBody as Record<string, unknown>) };
      replace.forEach((key, index) => (body[key] = values[index]));
      for (const key of drop) delete body[key];
      return { ...body, ...extra };
    });
  return fc.oneof({ weight: 3, arbitrary: mutated }, fc.jsonValue({ maxDepth: 5 }), hostileValue);
}

function hostileRequest(row: RouteRow, fixture: Fixture) {
  const valid = row.request(fixture, "organizer");
  const paramNames = [...row.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return fc.record({
    params: fc.array(fc.oneof(hostileSegment, fc.constant(null)), { minLength: paramNames.length, maxLength: paramNames.length }),
    query: fc.option(hostileQuery, { nil: undefined }),
    body: row.method === "GET" || row.method === "DELETE" ? fc.constant(undefined) : fc.option(hostileBody(valid.body), { nil: undefined }),
  }).map(({ params, query, body }) => {
    // Replace the valid request's ids segment by segment; null keeps the real one.
    const validSegments = valid.path.split("/");
    const templateSegments = `/api${row.path}`.split("/");
    let paramIndex = 0;
    const path = templateSegments
      .map((segment, index) => (segment.startsWith(":") ? (params[paramIndex++] ?? validSegments[index]!) : segment))
      .join("/");
    return { path, query, body };
  });
}

describe("the walk", () => {
  it("when the app answers a route, then this walk calls it", () => {
    const walked = ROUTE_TABLE.map(rowKey);
    expect(listAppRoutes(testApp.app).filter((route) => !walked.includes(route)), "routes missing from ROUTE_TABLE").toEqual([]);
  });
});

describe.each(ROUTE_TABLE.map((row) => [rowKey(row), row] as const))("%s", (_key, row) => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await walk.fixture();
  });

  it("when it gets random and hostile input, then it never answers 5xx and a refusal changes nothing", async () => {
    // The database's fingerprint while nothing can have changed it: after a refusal that changed nothing.
    let unchangedSince: string | undefined;
    await fc.assert(
      fc.asyncProperty(hostileRequest(row, fixture), async (request) => {
        const before = unchangedSince ?? (await fingerprint());
        unchangedSince = undefined;
        const method = row.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
        let call = fixture.agents.organizer[method](request.path);
        if (request.query) call = call.query(request.query as Record<string, string>);
        if (request.body !== undefined) call = call.set("Content-Type", "application/json").send(JSON.stringify(request.body));
        // A stream (the live updates) never ends: its opening says how it answered.
        const response = await (row.stream ? call.buffer(true).parse(readOpening) : call);
        expect(response.status, `${row.method} ${request.path} -> ${JSON.stringify(response.body)}`).toBeLessThan(500);
        if (response.status >= 400) {
          // JSON refusals carry a message; the unsubscribe page answers a browser with HTML.
          if (String(response.headers["content-type"]).startsWith("application/json")) expect(typeof response.body.message).toBe("string");
          // ... and a code the document lists for the route (docs/api-errors.md); an emptied parameter leaves no route.
          expectCodedRefusal(row, response, { pathMayMiss: true });
          const after = await fingerprint();
          expect(after).toBe(before);
          unchangedSince = after;
        }
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  });
});
