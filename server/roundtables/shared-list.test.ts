/**
 * The shared lists (shared-lists.ts) answer exactly what the one-statement list answers, for
 * every member, filter and order they serve; and a page cached in one app process is never
 * served after a write through another (two apps on one database stand for two processes).
 */
import { sql } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Roundtable } from "@shared/types";
import { roundtableListQuerySchema } from "@shared/validators/roundtables";
import { createApp } from "../app";
import { readDataVersions } from "../cache/data-versions";
import { chapterIds as demoChapterIds, insertSociety, reserveIds } from "../demo/demo.storage";
import { generateSociety } from "../demo/generate-society";
import { parseSessionCsv, seedSessions } from "../program/session-seed";
import { registerStaff, TIME_ZONE } from "../program/program-test-helpers";
import { DEFAULT_PASSWORD, registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createRoundtable, join, validEdit } from "./roundtable-test-helpers";
import { listRoundtables } from "./roundtable.storage";
import { createSharedLists } from "./shared-lists";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("the same answer as the one-statement list", () => {
  let viewerIds: number[] = [];
  let tags: string[] = [];

  beforeAll(async () => {
    const { db } = testApp.database;
    const society = generateSociety({
      seed: 11,
      members: 260,
      roundtables: 140,
      chapterIds: await demoChapterIds(db),
      memberIds: await reserveIds(db, "users", 260),
      roundtableIds: await reserveIds(db, "roundtables", 140),
    });
    await insertSociety(db, society, "not-a-password-hash");
    await seedSessions(
      db,
      parseSessionCsv(
        ["session,starts_at,ends_at,rooms", "Monday morning,2026-03-30 09:00,2026-03-30 10:30,Room A;Room B;Room C;Room D", "Monday afternoon,2026-03-30 14:00,2026-03-30 15:30,Room E;Room F;Room G"].join("\n"),
        TIME_ZONE,
      ),
    );
    // The program: five roundtables placed (one per room, two rooms left free), others with a preferred session,
    // some not selected with a note only their organizer and staff may read.
    await db.execute(sql`
      with rooms as (select room.id as room_id, room.session_id, s.starts_at, row_number() over (order by room.id) as n
        from program_rooms room join program_sessions s on s.id = room.session_id),
      picked as (select id, row_number() over (order by id) as n from roundtables)
      update roundtables r set program_status = 'placed', session_id = rooms.session_id, room_id = rooms.room_id, scheduled_date = rooms.starts_at
      from picked join rooms on rooms.n = picked.n and rooms.n <= 5
      where r.id = picked.id`);
    await db.execute(sql`update roundtables set preferred_session_id = (select min(id) from program_sessions) where program_status <> 'placed' and id % 4 = 0`);
    await db.execute(sql`update roundtables set program_status = 'not_selected', program_note = 'Not this year: ' || id where program_status <> 'placed' and id % 9 = 0`);
    // Members seated at a placed roundtable clash with the other roundtables of its session.
    await db.execute(sql`
      insert into participations (roundtable_id, user_id, status)
      select r.id, u.id, 'joined' from (select id from roundtables where program_status = 'placed' order by id limit 2) r
      cross join (select id from users order by id limit 30) u
      on conflict do nothing`);
    await db.execute(sql`update users set is_staff = true where id = (select min(id) from users)`);
    const members = await db.execute<{ id: number }>(sql`select id from users order by id`);
    viewerIds = members.rows.map((row) => row.id).filter((_, index) => index % 9 === 0);
    const organizers = await db.execute<{ id: number }>(sql`select distinct organizer_id as id from roundtables order by 1 limit 5`);
    viewerIds.push(...organizers.rows.map((row) => row.id));
    const tagRows = await db.execute<{ tag: string }>(sql`select tag from roundtables, unnest(tags) tag group by tag order by count(*) desc limit 2`);
    tags = tagRows.rows.map((row) => row.tag);
  }, 60_000);

  it("when members with every kind of profile read every shared order and filter, then each page and total is the same, score for score", async () => {
    const { db } = testApp.database;
    const shared = createSharedLists(testApp.context);
    const version = (await readDataVersions(db)).roundtables;
    const queries = [
      {},
      { offset: "24" },
      { query: "gothic" },
      { tag: tags[0] },
      { tag: tags[1], userType: "student" },
      { userType: "advisor" },
      { programStatus: "placed" },
      { sort: "time" },
      { sort: "time", day: "2026-03-30" },
      { sort: "time", offset: "3", limit: "10" },
    ];
    const seen = { rows: 0, scored: 0, reasons: 0, newChapter: 0, clashing: 0, joined: 0, waitlisted: 0, notes: 0, placed: 0 };
    for (const viewerId of viewerIds) {
      for (const query of queries) {
        const filters = roundtableListQuerySchema.parse({ limit: "24", ...query });
        const order = filters.sort === "time" ? "time" : "newest";
        const expected = await listRoundtables(db, viewerId, filters, { timeZone: TIME_ZONE, order });
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
});

describe("fresh across processes", () => {
  let other: ReturnType<typeof createApp>;
  const otherAgent = () => supertest.agent(other.app);

  beforeAll(() => {
    // A second app on the same database: its own caches and version ledger, as another process has.
    other = createApp({ config: testApp.config, database: testApp.database, mailer: testApp.context.mailer, spa: "none" });
  });

  async function signInToOther(member: { user: { email: string } }) {
    const agent = otherAgent();
    await agent.post("/api/auth/login").send({ email: member.user.email, password: DEFAULT_PASSWORD }).expect(200);
    return agent;
  }

  const page = async (agent: supertest.Agent, query = "") => {
    const response = await agent.get(`/api/roundtables?limit=24${query}`).expect(200);
    return { items: response.body as Roundtable[], total: Number(response.headers["x-total-count"]) };
  };
  const find = (items: Roundtable[], id: number) => items.find((item) => item.id === id);

  it("when a member joins, edits, renames and deletes through one process, then the next page from the other shows each at once", async () => {
    const organizer = await registerMember(testApp, { firstName: "Octavia" });
    const reader = await registerMember(testApp);
    const roundtable = await createRoundtable(organizer.agent, { title: "Cached gothic houses", maxParticipants: 2 });
    const readerElsewhere = await signInToOther(reader);
    const organizerElsewhere = await signInToOther(organizer);

    // Warm this process's cache, then change through the other.
    expect(find((await page(reader.agent)).items, roundtable.id)).toMatchObject({ participantCount: 1, isJoined: false });
    await readerElsewhere.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    expect(find((await page(reader.agent)).items, roundtable.id)).toMatchObject({ participantCount: 2, isJoined: true });
    expect(find((await page(organizer.agent)).items, roundtable.id)).toMatchObject({ participantCount: 2, isOrganizer: true });

    await organizerElsewhere.put(`/api/roundtables/${roundtable.id}`).send({ ...validEdit, title: "Cached gothic mansions", maxParticipants: 2 }).expect(200);
    expect(find((await page(reader.agent)).items, roundtable.id)?.title).toBe("Cached gothic mansions");

    await organizerElsewhere
      .put("/api/auth/user")
      .send({ firstName: "Olympia", lastName: organizer.user.lastName, userType: "student", chapterId: organizer.user.chapterId, interests: [], expertiseAreas: [] })
      .expect(200);
    expect(find((await page(reader.agent)).items, roundtable.id)?.organizer.firstName).toBe("Olympia");

    await readerElsewhere.post(`/api/roundtables/${roundtable.id}/leave`).expect(200);
    expect(find((await page(reader.agent)).items, roundtable.id)).toMatchObject({ participantCount: 1, isJoined: false });

    const before = await page(reader.agent, "&query=mansions");
    expect(before.total).toBe(1);
    await organizerElsewhere.delete(`/api/roundtables/${roundtable.id}`).expect(200);
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

    await (await signInToOther(seated)).post(`/api/roundtables/${roundtable.id}/leave`).expect(200);
    expect(find((await page(waiting.agent)).items, roundtable.id)).toMatchObject({ isJoined: true, isWaitlisted: false, waitlistPosition: null });

    const sessions = (await staff.agent.get("/api/program/sessions").expect(200)).body as Array<{ id: number; name: string; freeRooms: number }>;
    const session = sessions.find((candidate) => candidate.freeRooms > 0);
    expect(session).toBeDefined();
    expect(find((await page(waiting.agent, "&sort=time")).items, roundtable.id)?.session).toBeNull();
    await (await signInToOther(staff)).put(`/api/staff/roundtables/${roundtable.id}/placement`).send({ sessionId: session!.id }).expect(200);
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

  it("when a member signs up or changes their name through one process, then the directory and the user search of the other show it", async () => {
    const reader = await registerMember(testApp);
    const search = async (query: string) => ((await reader.agent.get(`/api/users/search?query=${query}`).expect(200)).body as Array<{ id: number; firstName: string }>);
    const directory = async (query: string) => (await reader.agent.get(`/api/users?query=${query}`).expect(200)).body as Array<{ id: number; firstName: string }>;
    expect(await search("Zenobia")).toEqual([]);
    expect(await directory("Zenobia")).toEqual([]);

    const signUp = await otherAgent()
      .post("/api/auth/register")
      .send({ firstName: "Zenobia", lastName: "Quill", email: "zenobia.quill@example.edu", password: DEFAULT_PASSWORD, userType: "student", chapterId: reader.user.chapterId, interests: [], expertiseAreas: [] })
      .expect(201);
    expect((await search("Zenobia")).map((member) => member.id)).toEqual([signUp.body.id]);
    expect((await directory("Zenobia")).map((member) => member.id)).toEqual([signUp.body.id]);

    expect((await search("Quill")).map((member) => member.firstName)).toEqual(["Zenobia"]);
    expect((await directory("Quill")).map((member) => member.firstName)).toEqual(["Zenobia"]);
    const zenobia = await signInToOther({ user: { email: "zenobia.quill@example.edu" } });
    await zenobia
      .put("/api/auth/user")
      .send({ firstName: "Zelda", lastName: "Quill", userType: "student", chapterId: reader.user.chapterId, interests: [], expertiseAreas: [] })
      .expect(200);
    expect((await search("Quill")).map((member) => member.firstName)).toEqual(["Zelda"]);
    expect((await directory("Quill")).map((member) => member.firstName)).toEqual(["Zelda"]);
  });
});
