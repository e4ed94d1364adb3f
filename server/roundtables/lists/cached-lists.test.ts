/**
 * The cached lists (cached-lists.ts) answer exactly what the reference lists (reference-lists.storage.ts)
 * answer, for every member, filter and order they serve; and a page cached in one app process is never
 * served after a write through another (two apps on one database stand for two processes).
 */
import { sql } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Roundtable, UserParticipation } from "@shared/types";
import { roundtableListQuerySchema } from "@shared/validators/roundtables";
import { readDataVersions } from "../../cache/data-versions.storage";
import { registerStaff } from "../../testing/program";
import { DEFAULT_PASSWORD, registerMember } from "../../testing/factories";
import { societyFilters, useTestSociety } from "../../testing/society";
import { createSecondApp } from "../../testing/second-app";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createRoundtable, join, validEdit } from "../../testing/roundtables";
import { findRoundtable, listRoundtables, listViewerParticipations } from "./reference-lists.storage";
import { createCachedLists } from "./cached-lists";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("the same answer as the one-statement list", () => {
  const society = useTestSociety(() => testApp);

  it("when members with every kind of profile read every shared order and filter, then each page and total is the same, score for score", async () => {
    const { db } = testApp.database;
    const shared = createCachedLists(testApp.context);
    const version = (await readDataVersions(db)).roundtables;
    const queries = [
      {},
      { offset: "24" },
      ...societyFilters(society.tags),
      { sort: "time" },
      { sort: "time", day: "2026-03-30" },
      { sort: "time", offset: "3", limit: "10" },
    ];
    const seen = { rows: 0, scored: 0, reasons: 0, newChapter: 0, clashing: 0, joined: 0, waitlisted: 0, notes: 0, placed: 0 };
    for (const viewerId of society.viewerIds) {
      for (const query of queries) {
        const filters = roundtableListQuerySchema.parse({ limit: "24", ...query });
        const order = filters.sort === "time" ? "time" : "newest";
        const expected = await listRoundtables(db, viewerId, filters, { order });
        const answer = await shared.list(viewerId, filters, order, version);
        const items = JSON.parse(answer.json) as Roundtable[];
        expect({ items, total: answer.total }).toEqual(expected);
        for (const item of items) {
          seen.rows += 1;
          if (item.matchScore > 0) seen.scored += 1;
          if (item.matchReasons.length > 0) seen.reasons += 1;
          if (item.matchReasons.includes("No one from your chapter has joined yet")) seen.newChapter += 1;
          if (item.session && item.matchScore === 0) seen.clashing += 1;
          if (item.isJoined) seen.joined += 1;
          if (item.isWaitlisted) seen.waitlisted += 1;
          if (item.programNote) seen.notes += 1;
          if (item.programStatus === "placed") seen.placed += 1;
        }
      }
    }
    // The comparison covered what it claims to: scores, reasons, seats, lines and notes.
    expect(seen.rows).toBeGreaterThan(3000);
    for (const [fact, count] of Object.entries(seen)) expect(count, fact).toBeGreaterThan(0);
  }, 120_000);
  it("when members list their own roundtables, then each list is the same, most recent first, with their status and place in line", async () => {
    const { db } = testApp.database;
    const shared = createCachedLists(testApp.context);
    const version = (await readDataVersions(db)).roundtables;
    const conventionId = (await testApp.context.conventions.current(undefined)).id;
    const seen = { items: 0, joined: 0, waitlisted: 0, organizing: 0 };
    for (const viewerId of society.viewerIds) {
      const expected = await listViewerParticipations(db, viewerId);
      const items = JSON.parse(await shared.participations(viewerId, conventionId, version)) as UserParticipation[];
      expect(items, String(viewerId)).toEqual(expected);
      for (const item of items) {
        seen.items += 1;
        if (item.status === "joined") seen.joined += 1;
        if (item.roundtable.waitlistPosition !== null) seen.waitlisted += 1;
        if (item.roundtable.isOrganizer) seen.organizing += 1;
      }
    }
    for (const [fact, count] of Object.entries(seen)) expect(count, fact).toBeGreaterThan(0);
  });
});

describe("one roundtable's details", () => {
  it("when members with every kind of profile open each roundtable, then the details are what the one-statement read answers", async () => {
    const { db } = testApp.database;
    const shared = createCachedLists(testApp.context);
    const version = (await readDataVersions(db)).roundtables;
    const ids = (await db.execute<{ id: number }>(sql`select id from roundtables order by id`)).rows.map((row) => row.id);
    const viewerIds = (await db.execute<{ id: number }>(sql`select id from users order by id limit 12`)).rows.map((row) => row.id);
    const seen = { compared: 0, joined: 0, waitlisted: 0, organizing: 0, notes: 0, scored: 0 };
    for (const viewerId of viewerIds) {
      for (const id of ids) {
        const expected = await findRoundtable(db, viewerId, id);
        const answer = await shared.one(viewerId, id, version);
        expect(answer && (JSON.parse(answer) as Roundtable), `${viewerId} reads ${id}`).toEqual(expected);
        seen.compared += 1;
        if (expected?.isJoined) seen.joined += 1;
        if (expected?.waitlistPosition) seen.waitlisted += 1;
        if (expected?.isOrganizer) seen.organizing += 1;
        if (expected?.programNote) seen.notes += 1;
        if (expected && expected.matchScore > 0) seen.scored += 1;
      }
      expect(await shared.one(viewerId, 2_000_000_000, version)).toBeUndefined();
    }
    for (const [fact, count] of Object.entries(seen)) expect(count, fact).toBeGreaterThan(0);
  }, 120_000);
});

describe("fresh across processes", () => {
  // A second app on the same database: its own caches and version ledger, as another process has.
  let other: ReturnType<typeof createSecondApp>;
  beforeAll(() => {
    other = createSecondApp(testApp);
  });

  const page = async (agent: supertest.Agent, query = "") => {
    const response = await agent.get(`/api/roundtables?limit=24${query}`).expect(200);
    return { items: response.body as Roundtable[], total: Number(response.headers["x-total-count"]) };
  };
  const find = (items: Roundtable[], id: number) => items.find((item) => item.id === id);

  it("when a member joins, edits, renames and deletes through one process, then the next page (and their own list) from the other shows each at once", async () => {
    const organizer = await registerMember(testApp, { firstName: "Octavia" });
    const reader = await registerMember(testApp);
    const roundtable = await createRoundtable(organizer.agent, { title: "Cached gothic houses", maxParticipants: 2 });
    const readerElsewhere = await other.signIn(reader);
    const organizerElsewhere = await other.signIn(organizer);

    // Warm this process's cache, then change through the other.
    expect(find((await page(reader.agent)).items, roundtable.id)).toMatchObject({ participantCount: 1, isJoined: false });
    const mine = async () => ((await reader.agent.get("/api/user/participations").expect(200)).body as UserParticipation[]).map((item) => item.roundtable);
    expect(find(await mine(), roundtable.id)).toBeUndefined();
    const details = async () => reader.agent.get(`/api/roundtables/${roundtable.id}`);
    expect((await details()).body).toMatchObject({ participantCount: 1, isJoined: false });
    await readerElsewhere.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    expect((await details()).body).toMatchObject({ participantCount: 2, isJoined: true });
    expect(find((await page(reader.agent)).items, roundtable.id)).toMatchObject({ participantCount: 2, isJoined: true });
    expect(find(await mine(), roundtable.id)).toMatchObject({ participantCount: 2, isJoined: true });
    expect(find((await page(organizer.agent)).items, roundtable.id)).toMatchObject({ participantCount: 2, isOrganizer: true });

    await organizerElsewhere.put(`/api/roundtables/${roundtable.id}`).send({ ...validEdit, title: "Cached gothic mansions", maxParticipants: 2 }).expect(200);
    expect((await details()).body.title).toBe("Cached gothic mansions");
    expect(find((await page(reader.agent)).items, roundtable.id)?.title).toBe("Cached gothic mansions");

    await organizerElsewhere
      .put("/api/auth/user")
      .send({ firstName: "Olympia", lastName: organizer.user.lastName, userType: "student", chapterId: organizer.user.chapterId, interests: [], expertiseAreas: [] })
      .expect(200);
    expect(find((await page(reader.agent)).items, roundtable.id)?.organizer.firstName).toBe("Olympia");

    await readerElsewhere.post(`/api/roundtables/${roundtable.id}/leave`).expect(200);
    expect(find((await page(reader.agent)).items, roundtable.id)).toMatchObject({ participantCount: 1, isJoined: false });
    expect(find(await mine(), roundtable.id)).toBeUndefined();

    const before = await page(reader.agent, "&query=mansions");
    expect(before.total).toBe(1);
    await organizerElsewhere.delete(`/api/roundtables/${roundtable.id}`).expect(200);
    expect((await details()).status).toBe(404);
    const after = await page(reader.agent, "&query=mansions");
    expect(after).toEqual({ items: [], total: 0 });
    expect((await page(reader.agent)).items.map((item) => item.id)).not.toContain(roundtable.id);
  });

  it("when staff place a roundtable or the waitlist moves through one process, then the other shows the session and the new place in line", async () => {
    const staff = await registerStaff(testApp);
    const organizer = await registerMember(testApp);
    const seated = await registerMember(testApp);
    const waiting = await registerMember(testApp);
    const roundtable = await createRoundtable(organizer.agent, { title: "Cached waitlist", maxParticipants: 2 });
    await join(seated, roundtable.id);
    expect(await join(waiting, roundtable.id)).toEqual({ joined: false, waitlisted: true });
    expect(find((await page(waiting.agent)).items, roundtable.id)).toMatchObject({ isWaitlisted: true, waitlistPosition: 1 });

    await (await other.signIn(seated)).post(`/api/roundtables/${roundtable.id}/leave`).expect(200);
    expect(find((await page(waiting.agent)).items, roundtable.id)).toMatchObject({ isJoined: true, isWaitlisted: false, waitlistPosition: null });

    const sessions = (await staff.agent.get("/api/program/sessions").expect(200)).body as Array<{ id: number; name: string; freeRooms: number }>;
    const session = sessions.find((candidate) => candidate.freeRooms > 0);
    expect(session).toBeDefined();
    expect(find((await page(waiting.agent, "&sort=time")).items, roundtable.id)?.session).toBeNull();
    await (await other.signIn(staff)).put(`/api/staff/roundtables/${roundtable.id}/placement`).send({ sessionId: session!.id }).expect(200);
    const placed = (await page(waiting.agent, `&sort=time&sessionId=${session!.id}`)).items;
    expect(find(placed, roundtable.id)).toMatchObject({ programStatus: "placed", session: { id: session!.id, name: session!.name } });
  });

  it("when a write is made in SQL outside the app, then the next page shows it too", async () => {
    const organizer = await registerMember(testApp);
    const roundtable = await createRoundtable(organizer.agent, { title: "Cached raw edit" });
    expect(find((await page(organizer.agent)).items, roundtable.id)?.title).toBe("Cached raw edit");
    await testApp.database.db.execute(sql`update roundtables set title = 'Edited in SQL' where id = ${roundtable.id}`);
    expect(find((await page(organizer.agent)).items, roundtable.id)?.title).toBe("Edited in SQL");
  });

  it("when a member signs up and is approved, or changes their name, through one process, then the directory and the user search of the other show it", async () => {
    const reader = await registerMember(testApp);
    const search = async (query: string) => ((await reader.agent.get(`/api/users/search?query=${query}`).expect(200)).body as Array<{ id: number; firstName: string }>);
    const directory = async (query: string) => (await reader.agent.get(`/api/users?query=${query}`).expect(200)).body as Array<{ id: number; firstName: string }>;
    expect(await search("Zenobia")).toEqual([]);
    expect(await directory("Zenobia")).toEqual([]);

    const signUp = await other.agent()
      .post("/api/auth/register")
      .send({ firstName: "Zenobia", lastName: "Quill", email: "zenobia.quill@example.edu", password: DEFAULT_PASSWORD, userType: "student", chapterId: reader.user.chapterId, interests: [], expertiseAreas: [] })
      .expect(201);
    // Found once a member: approved (by staff, through the other process too).
    expect(await search("Zenobia")).toEqual([]);
    const staff = await registerMember(testApp);
    await testApp.database.db.execute(sql`update users set is_staff = true, email_confirmed = true where id in (${staff.user.id}, ${signUp.body.id})`);
    await (await other.signIn(staff)).post(`/api/members/${signUp.body.id}/approve`).expect(200);
    expect((await search("Zenobia")).map((member) => member.id)).toEqual([signUp.body.id]);
    expect((await directory("Zenobia")).map((member) => member.id)).toEqual([signUp.body.id]);

    expect((await search("Quill")).map((member) => member.firstName)).toEqual(["Zenobia"]);
    expect((await directory("Quill")).map((member) => member.firstName)).toEqual(["Zenobia"]);
    const zenobia = await other.signIn({ user: { email: "zenobia.quill@example.edu" } });
    await zenobia
      .put("/api/auth/user")
      .send({ firstName: "Zelda", lastName: "Quill", userType: "student", chapterId: reader.user.chapterId, interests: [], expertiseAreas: [] })
      .expect(200);
    expect((await search("Quill")).map((member) => member.firstName)).toEqual(["Zelda"]);
    expect((await directory("Quill")).map((member) => member.firstName)).toEqual(["Zelda"]);
  });
});
