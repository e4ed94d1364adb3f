import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Roundtable, UserParticipation } from "@shared/types";
import { registerMember } from "../testing/factories";
import { statementsOf } from "../testing/statements";
import { createTestApp, type TestApp } from "../testing/test-app";
import { chapterNamed, createRoundtable, join, roundtableAs, type Member } from "../testing/roundtables";

let testApp: TestApp;
let viewer: Member;
let advisor: Member;
let waiting: Member;
let tulane: { id: number; name: string; color: string };
let baylor: { id: number; name: string; color: string };
let fordham: { id: number; name: string; color: string };
let bayou: Roundtable;

beforeAll(async () => {
  testApp = await createTestApp();
  tulane = await chapterNamed(testApp, "Tulane University");
  baylor = await chapterNamed(testApp, "Baylor University");
  fordham = await chapterNamed(testApp, "Fordham University");
  viewer = await registerMember(testApp, { chapterId: tulane.id, firstName: "Vera" });
  advisor = await registerMember(testApp, { chapterId: baylor.id, userType: "advisor", firstName: "Abel", lastName: "Baylorian" });
  waiting = await registerMember(testApp, { chapterId: fordham.id });
  bayou = await createRoundtable(advisor.agent, {
    title: "Ghost stories of the bayou",
    tags: ["Gothic", "Southern"],
    description: "Haunted places.",
    maxParticipants: 2,
  });
  await join(viewer, bayou.id);
  expect(await join(waiting, bayou.id)).toEqual({ joined: false, waitlisted: true });
  await createRoundtable(advisor.agent, { title: "Teaching Shakespeare", tags: ["pedagogy"], description: "For advisors.", targetAudience: "advisors" });
  await createRoundtable(advisor.agent, { title: "First-year poets", tags: ["poetry"], description: "Workshop.", targetAudience: "students" });
  await createRoundtable(viewer.agent, { title: "Percent 100% sure", tags: ["misc"], description: "Odd_title test." });
});
afterAll(() => testApp.close());

const titles = (body: Roundtable[]) => body.map((roundtable) => roundtable.title);
const list = async (member: Member, queryString = "") => {
  const response = await member.agent.get(`/api/roundtables${queryString}`);
  expect(response.status).toBe(200);
  return response.body as Roundtable[];
};

describe("GET /api/roundtables items", () => {
  it("when listed, then each item carries the organizer, counts, chapter dots and the viewer's own relation", async () => {
    const item = (await list(viewer)).find((roundtable) => roundtable.id === bayou.id)!;
    expect(item).toEqual({
      id: bayou.id,
      conventionId: bayou.conventionId,
      title: "Ghost stories of the bayou",
      description: "Haunted places.",
      category: "Gothic Literature",
      targetAudience: "both",
      maxParticipants: 2,
      tags: ["Gothic", "Southern"],
      organizerId: advisor.user.id,
      scheduledDate: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      organizer: {
        firstName: "Abel",
        lastName: "Baylorian",
        profileImageUrl: null,
        chapterId: baylor.id,
        chapter: "Baylor University",
        chapterColor: baylor.color,
      },
      participantCount: 2,
      waitlistCount: 1,
      chapterCount: 2,
      // The waitlisted member's chapter is not a dot: only joined members count.
      chapters: [
        { id: baylor.id, name: baylor.name, color: baylor.color },
        { id: tulane.id, name: tulane.name, color: tulane.color },
      ],
      isOrganizer: false,
      isJoined: true,
      isWaitlisted: false,
      // Vera listed no interests, so nothing matches her.
      matchScore: 0,
      matchLevel: null,
      matchReasons: [],
      waitlistPosition: null,
      programStatus: "proposed",
      preferredSession: null,
      session: null,
      room: null,
      programNote: null,
      coOrganizers: [],
      isCoOrganizer: false,
      isInvitedToCoOrganize: false,
    });
    expect(item).not.toHaveProperty("searchText");
    expect(item).not.toHaveProperty("matchTerms");
  });

  it("when other members look at the same roundtable, then the relation flags are their own", async () => {
    expect(await roundtableAs(advisor, bayou.id)).toMatchObject({ isOrganizer: true, isJoined: true, isWaitlisted: false });
    expect(await roundtableAs(waiting, bayou.id)).toMatchObject({ isOrganizer: false, isJoined: false, isWaitlisted: true });
    const stranger = await registerMember(testApp);
    expect(await roundtableAs(stranger, bayou.id)).toMatchObject({ isOrganizer: false, isJoined: false, isWaitlisted: false });
  });

  it("when one roundtable is fetched, then it has the same shape as in the list", async () => {
    const fromList = (await list(viewer)).find((roundtable) => roundtable.id === bayou.id);
    expect(await roundtableAs(viewer, bayou.id)).toEqual(fromList);
  });
});

describe("GET /api/roundtables filters", () => {
  it("when no filter is set, then all come back newest first with the total", async () => {
    const response = await viewer.agent.get("/api/roundtables");
    expect(response.headers["x-total-count"]).toBe("4");
    expect(titles(response.body)).toEqual(["Percent 100% sure", "First-year poets", "Teaching Shakespeare", "Ghost stories of the bayou"]);
  });

  it("when searching, then title, description, tags and category match, in any case", async () => {
    expect(titles(await list(viewer, "?query=GHOST"))).toEqual(["Ghost stories of the bayou"]);
    expect(titles(await list(viewer, "?query=haunted"))).toEqual(["Ghost stories of the bayou"]);
    expect(titles(await list(viewer, "?query=pedagogy"))).toEqual(["Teaching Shakespeare"]);
    expect(titles(await list(viewer, "?query=drama"))).toEqual(["Teaching Shakespeare"]); // its category, Shakespeare & Drama
  });

  it("when searching several words, then every word must match somewhere", async () => {
    expect(titles(await list(viewer, "?query=ghost%20southern"))).toEqual(["Ghost stories of the bayou"]);
    expect(titles(await list(viewer, "?query=ghost%20pedagogy"))).toEqual([]);
    expect(titles(await list(viewer, "?query=%20%20ghost%20%20"))).toEqual(["Ghost stories of the bayou"]);
  });

  it("when searching a chapter name, then roundtables with a joined member of that chapter match, waitlisted ones don't", async () => {
    expect(titles(await list(viewer, "?query=baylor"))).toEqual(["First-year poets", "Teaching Shakespeare", "Ghost stories of the bayou"]);
    expect(titles(await list(viewer, "?query=tulane%20percent"))).toEqual(["Percent 100% sure"]);
    expect(titles(await list(viewer, "?query=tulane%20bayou"))).toEqual(["Ghost stories of the bayou"]);
    expect(titles(await list(viewer, "?query=fordham%20bayou"))).toEqual([]);
  });

  it("when the search holds % or _, then they match literally, not as wildcards", async () => {
    expect(titles(await list(viewer, "?query=100%25"))).toEqual(["Percent 100% sure"]);
    expect(titles(await list(viewer, "?query=odd_"))).toEqual(["Percent 100% sure"]);
    expect(titles(await list(viewer, "?query=%25%25"))).toEqual([]);
    expect(titles(await list(viewer, "?query=g_ost"))).toEqual([]);
  });

  it("when filtering by tag, then the tag matches a whole tag in any case", async () => {
    expect(titles(await list(viewer, "?tag=gothic"))).toEqual(["Ghost stories of the bayou"]);
    expect(titles(await list(viewer, "?tag=SOUTHERN"))).toEqual(["Ghost stories of the bayou"]);
    expect(titles(await list(viewer, "?tag=goth"))).toEqual([]);
  });

  it("when the tag is written as cards show it (#gothic), then the leading # is ignored", async () => {
    expect(titles(await list(viewer, "?tag=%23gothic"))).toEqual(["Ghost stories of the bayou"]);
    expect(titles(await list(viewer, "?tag=%20%23Gothic%20"))).toEqual(["Ghost stories of the bayou"]);
    expect(titles(await list(viewer, "?tag=%23"))).toHaveLength((await list(viewer, "")).length);
  });

  it("when filtering by chapter, then only roundtables with a joined member from it remain", async () => {
    expect(titles(await list(viewer, `?chapterId=${tulane.id}`))).toEqual(["Percent 100% sure", "Ghost stories of the bayou"]);
    expect(titles(await list(viewer, `?chapterId=${fordham.id}&query=bayou`))).toEqual([]);
  });

  it("when filtering by region, then only roundtables with a seated member from one of its chapters remain", async () => {
    // Tulane is Southern, Baylor Southwestern; the Fordham (Eastern) member only waits for a seat.
    expect(titles(await list(viewer, "?region=Southern"))).toEqual(titles(await list(viewer, `?chapterId=${tulane.id}`)));
    expect(titles(await list(viewer, "?region=Southwestern"))).toEqual(titles(await list(viewer, `?chapterId=${baylor.id}`)));
    expect(titles(await list(viewer, "?region=Eastern"))).toEqual([]);
    expect(titles(await list(viewer, "?region=all"))).toEqual(titles(await list(viewer)));
    const response = await viewer.agent.get("/api/roundtables?region=Southern&limit=1");
    expect(response.headers["x-total-count"]).toBe(String((await list(viewer, `?chapterId=${tulane.id}`)).length));
  });

  it("when filtering by user type, then advisor keeps advisors-only and student keeps students-only roundtables", async () => {
    expect(titles(await list(viewer, "?userType=advisor"))).toEqual(["Teaching Shakespeare"]);
    expect(titles(await list(viewer, "?userType=student"))).toEqual(["First-year poets"]);
    expect(titles(await list(viewer, `?userType=all&chapterId=${baylor.id}&query=poets`))).toEqual(["First-year poets"]);
  });

  it("when filters combine, then the total counts the filtered roundtables only", async () => {
    const response = await viewer.agent.get(`/api/roundtables?chapterId=${baylor.id}&limit=1`);
    expect(response.body).toHaveLength(1);
    expect(response.headers["x-total-count"]).toBe("3");
  });

  it("when paging, then limit and offset slice the list and the total stays whole", async () => {
    const page = await viewer.agent.get("/api/roundtables?limit=2&offset=2");
    expect(titles(page.body)).toEqual(["Teaching Shakespeare", "Ghost stories of the bayou"]);
    expect(page.headers["x-total-count"]).toBe("4");
    expect((await viewer.agent.get("/api/roundtables?offset=5000")).body).toEqual([]);
  });

  it.each([
    "limit=x",
    "limit=0",
    "limit=500",
    "limit=99999999999999999999",
    "offset=-2",
    "offset=1.5",
    "chapterId=abc",
    "chapterId=0",
    "chapterId=99999999999",
    "userType=dean",
    "region=Atlantis",
    "query=a&query=b",
    `query=${"a".repeat(201)}`,
  ])("when the query string has %s, then it answers 400 with a message", async (queryString) => {
    const response = await viewer.agent.get(`/api/roundtables?${queryString}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });
});

describe("chapter dots", () => {
  it("when the organizer's chapter is not the first to join, then it still comes first among the chapters", async () => {
    const fordhamOrganizer = await registerMember(testApp, { chapterId: fordham.id });
    const roundtable = await createRoundtable(fordhamOrganizer.agent, { title: "Chapter order" });
    const tulaneMember = await registerMember(testApp, { chapterId: tulane.id });
    const secondFordham = await registerMember(testApp, { chapterId: fordham.id });
    await join(tulaneMember, roundtable.id);
    await join(secondFordham, roundtable.id);
    const seen = await roundtableAs(tulaneMember, roundtable.id);
    expect(seen.chapters.map((chapter) => chapter.id)).toEqual([fordham.id, tulane.id]);
    expect(seen.chapterCount).toBe(2);
    expect(seen.participantCount).toBe(3);
  });
});

describe("query count", () => {
  const touchingRoundtables = (statements: string[]) => statements.filter((text) => /\b(from|join) roundtables\b/i.test(text));

  it("when the list grows by 250 roundtables with participants, then a page still takes two queries (the shared page with its total, the member's facts), and none while nothing changes", async () => {
    const request = () => viewer.agent.get("/api/roundtables?limit=100");
    // A write (a new member): the page cached so far is out of date.
    const organizer = await registerMember(testApp, { chapterId: fordham.id });
    const before = await statementsOf(testApp, request);
    const guest = await registerMember(testApp, { chapterId: tulane.id });
    await testApp.database.db.execute(sql`
      with made as (
        insert into roundtables (title, description, category, tags, organizer_id, max_participants)
        select 'Bulk ' || n, 'Generated', 'Gothic Literature', array['bulk'], ${organizer.user.id}::int, 3
        from generate_series(1, 250) as n
        returning id
      )
      insert into participations (roundtable_id, user_id, status)
      select id, ${organizer.user.id}::int, 'joined'::participation_status from made
      union all select id, ${guest.user.id}::int, 'joined'::participation_status from made
      union all select id, ${viewer.user.id}::int, 'waitlisted'::participation_status from made`);
    const after = await statementsOf(testApp, request);
    const unchanged = await statementsOf(testApp, request);
    expect(touchingRoundtables(before)).toHaveLength(2);
    expect(touchingRoundtables(after)).toHaveLength(2);
    expect(after.length).toBe(before.length);
    expect(touchingRoundtables(unchanged)).toHaveLength(0);

    const response = await viewer.agent.get("/api/roundtables?limit=100");
    const page = response.body as Roundtable[];
    expect(page).toHaveLength(100);
    const total = Number((await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from roundtables`)).rows[0]!.n);
    expect(response.headers["x-total-count"]).toBe(String(total));
    expect(page[0]).toMatchObject({ participantCount: 2, chapterCount: 2, isWaitlisted: true });
  }, 30_000);

  // Runs after the test above: 250 more roundtables to score.
  it("when the list is sorted by match, then it takes at most three queries (the catalog's changes, the page's rows, the member's facts), and none while nothing changes", async () => {
    const request = () => viewer.agent.get("/api/roundtables?limit=100&sort=match");
    const first = await statementsOf(testApp, request);
    const again = await statementsOf(testApp, request);
    expect(touchingRoundtables(first).length).toBeGreaterThan(0);
    expect(touchingRoundtables(first).length).toBeLessThanOrEqual(3);
    expect(touchingRoundtables(again)).toHaveLength(0);
    const page = (await request()).body as Roundtable[];
    expect(page).toHaveLength(100);
    expect(page[0]).toEqual(expect.objectContaining({ matchScore: expect.any(Number), matchReasons: expect.any(Array) }));
  });

  it("when suggestions are asked for, then they take at most one query (the rows not yet read), and none while nothing changes", async () => {
    const request = () => viewer.agent.get("/api/roundtables/recommended?limit=20");
    expect(touchingRoundtables(await statementsOf(testApp, request)).length).toBeLessThanOrEqual(1);
    expect(touchingRoundtables(await statementsOf(testApp, request))).toHaveLength(0);
  });

  // Runs after the test above, so the viewer waits on the 250 generated roundtables too.
  it("when a member's participations are listed, then it is one query whatever their number", async () => {
    const statements = await statementsOf(testApp, () => viewer.agent.get("/api/user/participations"));
    expect(touchingRoundtables(statements)).toHaveLength(1);
    const items = (await viewer.agent.get("/api/user/participations")).body as UserParticipation[];
    expect(items.length).toBeGreaterThan(250);
  });
});

describe("deep pages and totals", () => {
  it("when pages are read far into the list, then they hold the right rows and the total is right on every page", async () => {
    const total = Number((await viewer.agent.get("/api/roundtables?limit=1")).headers["x-total-count"]);
    const all: Roundtable[] = [];
    for (let offset = 0; offset < total; offset += 100) {
      all.push(...((await viewer.agent.get(`/api/roundtables?limit=100&offset=${offset}`)).body as Roundtable[]));
    }
    expect(all).toHaveLength(total);
    expect(total).toBeGreaterThan(10);
    for (const offset of [0, 5, total - 3, total - 1, total, total + 5]) {
      const response = await viewer.agent.get(`/api/roundtables?limit=5&offset=${offset}`);
      expect(response.status).toBe(200);
      expect(response.headers["x-total-count"]).toBe(String(total));
      expect((response.body as Roundtable[]).map((item) => item.id)).toEqual(all.slice(offset, offset + 5).map((item) => item.id));
    }
  });
});
