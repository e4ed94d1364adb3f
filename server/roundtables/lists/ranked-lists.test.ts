/**
 * The rankings worked out in the app (ranked-lists.ts, matching's match catalog) answer exactly
 * what the reference lists (reference-lists.storage.ts) answer, for every member, filter and page; a write through another process
 * (a second app on the same database) shows in the next ranking; and the catalog reads again only
 * the roundtables written since it last looked, including a write that was still open then.
 */
import { sql } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ProgramSession, Roundtable } from "@shared/types";
import { roundtableListQuerySchema } from "@shared/validators/roundtables";
import { readDataVersions } from "../../cache/data-versions.storage";
import { registerStaff, sessionNamed } from "../../testing/program";
import { createRoundtable, join, validEdit } from "../../testing/roundtables";
import { listRecommendedRoundtables, listRoundtables } from "./reference-lists.storage";
import { readViewerFacts } from "./viewer-facts.storage";
import { createCachedLists } from "./cached-lists";
import { chapterIds, registerMember } from "../../testing/factories";
import { societyFilters, useTestSociety } from "../../testing/society";
import { createSecondApp } from "../../testing/second-app";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createMatchCatalog } from "../../matching";
import { createRankedLists } from "./ranked-lists";
import { insertConvention } from "../../convention";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const version = async () => (await readDataVersions(testApp.database.db)).roundtables;

describe("the same answer as the one-statement lists", () => {
  const society = useTestSociety(() => testApp);

  it("when members with every kind of profile rank by match with every filter and page, then each page and total is the same, score for score", async () => {
    const { db } = testApp.database;
    const shared = createCachedLists(testApp.context);
    const lists = createRankedLists(testApp.context, shared);
    const atLeast = await version();
    const chapter = (await db.execute<{ id: number }>(sql`select chapter_id as id from users u join participations p on p.user_id = u.id group by 1 order by count(*) desc limit 1`)).rows[0]!.id;
    const queries = [
      {},
      { offset: "24" },
      { offset: "130", limit: "20" },
      { offset: "500" },
      { limit: "100" },
      ...societyFilters(society.tags),
      { chapterId: String(chapter) },
      { day: "2026-03-30" },
      { query: "the", offset: "3", limit: "10" },
    ];
    const seen = { rows: 0, scored: 0, unscored: 0, reasons: 0, joined: 0, waitlisted: 0, notes: 0, clashing: 0 };
    for (const viewerId of society.viewerIds) {
      for (const query of queries) {
        const filters = roundtableListQuerySchema.parse({ sort: "match", limit: "24", ...query });
        const expected = await listRoundtables(db, viewerId, filters, { order: "match" });
        const answer = await lists.list(viewerId, filters, atLeast);
        const items = JSON.parse(answer.json) as Roundtable[];
        expect({ items, total: answer.total }, JSON.stringify({ viewerId, query })).toEqual(expected);
        for (const item of items) {
          seen.rows += 1;
          if (item.matchScore > 0) seen.scored += 1;
          else seen.unscored += 1;
          if (item.matchReasons.length > 0) seen.reasons += 1;
          if (item.isJoined) seen.joined += 1;
          if (item.isWaitlisted) seen.waitlisted += 1;
          if (item.programNote) seen.notes += 1;
          if (item.session && item.matchScore === 0) seen.clashing += 1;
        }
      }
    }
    expect(seen.rows).toBeGreaterThan(3000);
    for (const [fact, count] of Object.entries(seen)) expect(count, fact).toBeGreaterThan(0);
  }, 120_000);

  it("when members ask for recommendations, then they are the same roundtables, in the same order, with the same fields", async () => {
    const { db } = testApp.database;
    const lists = createRankedLists(testApp.context, createCachedLists(testApp.context));
    const atLeast = await version();
    const conventionId = (await testApp.context.conventions.current(undefined)).id;
    let recommended = 0;
    for (const viewerId of society.viewerIds) {
      for (const limit of [20, 3]) {
        const expected = await listRecommendedRoundtables(db, viewerId, limit);
        expect(JSON.parse(await lists.recommended(viewerId, limit, conventionId, atLeast)), String(viewerId)).toEqual(expected);
        recommended += expected.length;
      }
    }
    expect(recommended).toBeGreaterThan(50);
  }, 60_000);
});

describe("fresh across processes", () => {
  // A second app on the same database: its own catalog and caches, as another process has.
  let other: ReturnType<typeof createSecondApp>;
  beforeAll(() => {
    other = createSecondApp(testApp);
  });

  /** What the reader is answered, beside what the one-statement lists answer at the same moment. */
  async function expectCurrent(reader: { agent: supertest.Agent; user: { id: number } }) {
    const { db } = testApp.database;
    const ranked = await reader.agent.get("/api/roundtables?sort=match&limit=100").expect(200);
    const filters = roundtableListQuerySchema.parse({ sort: "match", limit: "100" });
    expect({ items: ranked.body, total: Number(ranked.headers["x-total-count"]) }).toEqual(
      await listRoundtables(db, reader.user.id, filters, { order: "match" }),
    );
    const recommended = await reader.agent.get("/api/roundtables/recommended?limit=20").expect(200);
    expect(recommended.body).toEqual(await listRecommendedRoundtables(db, reader.user.id, 20));
    return { ranked: ranked.body as Roundtable[], recommended: recommended.body as Roundtable[] };
  }

  it("when seats, words, the program and deletions change through one process, then the other's rankings show each at once", async () => {
    const reader = await registerMember(testApp, { interests: ["Gothic cathedrals"], expertiseAreas: ["Medieval poetry"] });
    const organizer = await registerMember(testApp, { userType: "advisor" });
    const rival = await registerMember(testApp);
    const roundtable = await createRoundtable(organizer.agent, { title: "Gothic cathedrals in verse", tags: ["gothic"], maxParticipants: 3 });
    const recommendedIds = async () => (await expectCurrent(reader)).recommended.map((item) => item.id);

    const first = await expectCurrent(reader);
    const before = first.ranked.find((item) => item.id === roundtable.id)!;
    expect(before.matchScore).toBeGreaterThan(0);
    expect(first.recommended.map((item) => item.id)).toContain(roundtable.id);

    // A seat taken elsewhere: fewer seats left, a lower score.
    await (await other.signIn(rival)).post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    const after = (await expectCurrent(reader)).ranked.find((item) => item.id === roundtable.id)!;
    expect(after.matchScore).toBeLessThan(before.matchScore);

    // The organizer's words change elsewhere: no word shared, out of the ranking's top and the recommendations.
    const organizerElsewhere = await other.signIn(organizer);
    await organizerElsewhere
      .put(`/api/roundtables/${roundtable.id}`)
      .send({ ...validEdit, title: "Harbour songs", description: "Sea shanties sung together on the quay, verse by verse.", category: "Postcolonialism", tags: ["shanties"], maxParticipants: 3 })
      .expect(200);
    expect(await recommendedIds()).not.toContain(roundtable.id);
    await testApp.database.db.execute(sql`update roundtables set tags = array['gothic', 'cathedrals'] where id = ${roundtable.id}`);
    expect(await recommendedIds()).toContain(roundtable.id);

    // The reader takes a seat in a placed roundtable: this one, placed in the same session, clashes.
    const staff = await registerStaff(testApp);
    // The society's afternoon session has two rooms free.
    const session = sessionNamed((await staff.agent.get("/api/program/sessions").expect(200)).body as ProgramSession[], "Monday afternoon");
    // Organized by someone else: one member can't be seated twice in a session.
    const seat = await createRoundtable((await registerMember(testApp)).agent, { title: "Another table", tags: ["rivers"], maxParticipants: 5 });
    expect(await join(reader, seat.id)).toMatchObject({ joined: true });
    const staffElsewhere = await other.signIn(staff);
    await staffElsewhere.put(`/api/staff/roundtables/${seat.id}/placement`).send({ sessionId: session.id }).expect(200);
    await staffElsewhere.put(`/api/staff/roundtables/${roundtable.id}/placement`).send({ sessionId: session.id }).expect(200);
    const clashing = (await expectCurrent(reader)).ranked.find((item) => item.id === roundtable.id)!;
    expect(clashing).toMatchObject({ matchScore: 0, session: { id: session.id } });

    // Deleted elsewhere: gone from the ranking and its total.
    const totalBefore = Number((await reader.agent.get("/api/roundtables?sort=match&limit=1")).headers["x-total-count"]);
    await staffElsewhere.delete(`/api/staff/roundtables/${roundtable.id}/placement`).expect(200);
    await organizerElsewhere.delete(`/api/roundtables/${roundtable.id}`).expect(200);
    const gone = await expectCurrent(reader);
    expect(gone.ranked.map((item) => item.id)).not.toContain(roundtable.id);
    expect(Number((await reader.agent.get("/api/roundtables?sort=match&limit=1")).headers["x-total-count"])).toBe(totalBefore - 1);
  });
  it("when a member of the reader's chapter takes a seat and leaves it elsewhere, then the reader's score loses the new chapter's part and gets it back", async () => {
    const [readerChapter, otherChapter] = await chapterIds(testApp);
    const reader = await registerMember(testApp, { chapterId: readerChapter!, interests: ["Gothic cathedrals"] });
    const organizer = await registerMember(testApp, { chapterId: otherChapter!, userType: "advisor" });
    const roundtable = await createRoundtable(organizer.agent, { title: "Gothic cathedrals at night", tags: ["gothic"], maxParticipants: 5 });
    const scoreOf = async () => (await expectCurrent(reader)).ranked.find((item) => item.id === roundtable.id)!.matchScore;

    const before = await scoreOf();
    const neighbour = await other.signIn(await registerMember(testApp, { chapterId: readerChapter! }));
    await neighbour.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    expect(await scoreOf()).toBeLessThan(before);
    await neighbour.post(`/api/roundtables/${roundtable.id}/leave`).expect(200);
    expect(await scoreOf()).toBe(before);
  });
});

describe("one convention at a time", () => {
  it("when a matching roundtable belongs to another convention, then it is recommended for that convention only", async () => {
    const { db } = testApp.database;
    const lists = createRankedLists(testApp.context, createCachedLists(testApp.context));
    const reader = await registerMember(testApp, { interests: ["Gothic cathedrals"] });
    const organizer = await registerMember(testApp, { userType: "advisor" });
    const roundtable = await createRoundtable(organizer.agent, { title: "Gothic cathedrals by candlelight", tags: ["gothic"] });
    const current = (await testApp.context.conventions.current(undefined)).id;
    const recommendedIds = async (conventionId: number) =>
      (JSON.parse(await lists.recommended(reader.user.id, 20, conventionId, await version())) as Roundtable[]).map((item) => item.id);
    expect(await recommendedIds(current)).toContain(roundtable.id);

    const other = await insertConvention(db, { name: "2027 Convention", city: "Denver", startDate: "2027-03-28", endDate: "2027-03-31", timeZone: "America/Denver", proposalsCloseAt: null });
    await db.execute(sql`update roundtables set convention_id = ${other.id} where id = ${roundtable.id}`);
    expect(await recommendedIds(current)).not.toContain(roundtable.id);
    expect(await recommendedIds(other.id)).toEqual([roundtable.id]);
  });
});

describe("the catalog reads only what changed", () => {
  it("when one roundtable's seats change, then the next refresh reads that roundtable alone; a deletion drops it", async () => {
    const { db } = testApp.database;
    const reader = await registerMember(testApp, { interests: ["Gothic cathedrals"] });
    const organizer = await registerMember(testApp);
    const roundtable = await createRoundtable(organizer.agent, { title: "Gothic counting", tags: ["gothic"] });
    const viewer = (await readViewerFacts(db, reader.user.id))!;
    const catalog = createMatchCatalog(db);
    const total = Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from roundtables`)).rows[0]!.n);

    const all = { want: 10_000 };
    expect((await catalog.ranking(viewer, await version(), all)).size).toBe(total);
    expect(catalog.rowsRead).toBe(total);

    await join(reader, roundtable.id);
    const afterJoin = await catalog.ranking(viewer, await version(), all);
    // A refresh re-reads from the previous one's snapshot xmin. On the embedded database nothing
    // else runs, so that is the joined roundtable alone. On a PostgreSQL server transaction ids are
    // the whole server's: a transaction open in another test file's database at the previous
    // refresh lowers that xmin, and rows written since are read again too (safe, only more).
    if (inject("testDatabase").kind === "server") expect(catalog.rowsRead).toBeGreaterThanOrEqual(total + 1);
    else expect(catalog.rowsRead).toBe(total + 1);
    const readAfterJoin = catalog.rowsRead;
    // Joined: the organizer and the reader.
    expect(afterJoin.top.find((item) => item.entry.match.id === roundtable.id)?.entry.match.participantCount).toBe(2);

    // Nothing changed: no statement at all.
    await catalog.ranking(viewer, await version(), all);
    expect(catalog.rowsRead).toBe(readAfterJoin);

    await organizer.agent.delete(`/api/roundtables/${roundtable.id}`).expect(200);
    const afterDelete = await catalog.ranking(viewer, await version(), all);
    expect(afterDelete.size).toBe(total - 1);
    expect(afterDelete.newestFirst).not.toContain(roundtable.id);
    expect(afterDelete.top.map((item) => item.entry.match.id)).not.toContain(roundtable.id);
  });

  // On the embedded database a transaction has the database to itself: no refresh can run while a
  // write is open, so this case exists on a PostgreSQL server only.
  if (inject("testDatabase").kind === "server") {
    it("when a write is still open while the catalog refreshes and commits after, then the next refresh reads it", async () => {
      const { db, pool } = testApp.database;
      const reader = await registerMember(testApp, { interests: ["Lighthouse keepers"] });
      const organizer = await registerMember(testApp);
      const slow = await createRoundtable(organizer.agent, { title: "Slow write", tags: ["harbours"] });
      const quick = await createRoundtable(organizer.agent, { title: "Quick write", tags: ["harbours"] });
      const viewer = (await readViewerFacts(db, reader.user.id))!;
      const catalog = createMatchCatalog(db);
      const all = { want: 10_000 };
      await catalog.ranking(viewer, await version(), all);

      const open = await pool.connect();
      try {
        await open.query("begin");
        await open.query("update roundtables set tags = array['lighthouse'] where id = $1", [slow.id]);
        // Another write commits and the catalog refreshes while the first is still open.
        await db.execute(sql`update roundtables set tags = array['lighthouse'] where id = ${quick.id}`);
        const during = await catalog.ranking(viewer, await version(), all);
        expect(during.top.map((item) => item.entry.match.id)).toEqual([quick.id]);
        await open.query("commit");
      } finally {
        open.release();
      }
      const after = await catalog.ranking(viewer, await version(), all);
      expect(after.top.map((item) => item.entry.match.id).sort()).toEqual([slow.id, quick.id].sort());
    });
  }
});
