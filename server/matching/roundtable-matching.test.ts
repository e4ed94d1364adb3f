import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Roundtable } from "@shared/types";
import { registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { chapterNamed, createRoundtable, join, roundtableAs, type Member } from "../testing/roundtables";

let testApp: TestApp;
let tulane: { id: number };
let baylor: { id: number };
let fordham: { id: number };
let reader: Member;
let organizer: Member;

beforeAll(async () => {
  testApp = await createTestApp();
  tulane = await chapterNamed(testApp, "Tulane University");
  baylor = await chapterNamed(testApp, "Baylor University");
  fordham = await chapterNamed(testApp, "Fordham University");
  reader = await registerMember(testApp, {
    chapterId: tulane.id,
    interests: ["gothic fiction", "Poems"],
    expertiseAreas: ["Shakespeare"],
  });
  organizer = await registerMember(testApp, { chapterId: baylor.id, userType: "advisor" });
});
afterAll(() => testApp.close());

const recommended = async (member: Member, query = "") => {
  const response = await member.agent.get(`/api/roundtables/recommended${query}`);
  expect(response.status).toBe(200);
  return response.body as Roundtable[];
};

describe("match fields on roundtable items", () => {
  it("when a roundtable shares the member's words, then it carries a score, a level and reasons in the member's own words", async () => {
    const table = await createRoundtable(organizer.agent, {
      title: "Shakespearean drama in performance",
      description: "Staging the history plays, with gothic touches.",
      tags: ["Shakespeare", "performance"],
    });
    const seen = await roundtableAs(reader, table.id);
    expect(seen.matchScore).toBeGreaterThan(0);
    expect(seen.matchScore).toBeLessThanOrEqual(1);
    expect(seen.matchLevel).toBe("high");
    // Shakespeare is in its tags and title, gothic only in its description: the stronger reason first.
    expect(seen.matchReasons).toEqual([
      "You listed Shakespeare as an area of expertise",
      "You listed gothic fiction as an interest",
      "No one from your chapter has joined yet",
    ]);
  });

  it("when words differ only in form (poems and poetry), then they still meet", async () => {
    const table = await createRoundtable(organizer.agent, { title: "Reading aloud", description: "An evening of verse.", tags: ["poetry"] });
    const seen = await roundtableAs(reader, table.id);
    expect(seen.matchLevel).not.toBeNull();
    expect(seen.matchReasons[0]).toBe("You listed Poems as an interest");
  });

  it("when nothing is shared, then the score is 0, no level and no reasons", async () => {
    const table = await createRoundtable(organizer.agent, { title: "Robots and empire", description: "Asimov.", tags: ["robots"] });
    expect(await roundtableAs(reader, table.id)).toMatchObject({ matchScore: 0, matchLevel: null, matchReasons: [] });
  });

  it("when someone from the member's chapter is at the table, then the chapter bonus and its reason are gone", async () => {
    const table = await createRoundtable(organizer.agent, { title: "Gothic ruins", description: "Castles.", tags: ["gothic"] });
    const before = await roundtableAs(reader, table.id);
    expect(before.matchReasons).toContain("No one from your chapter has joined yet");
    const neighbour = await registerMember(testApp, { chapterId: tulane.id });
    await join(neighbour, table.id);
    const after = await roundtableAs(reader, table.id);
    expect(after.matchReasons).not.toContain("No one from your chapter has joined yet");
    expect(after.matchScore).toBeLessThan(before.matchScore);
  });

  it("when the server guessed the category, then it carries no weight and no reason; the organizer's own choice does", async () => {
    const writer = await registerMember(testApp, { chapterId: fordham.id, expertiseAreas: ["creative writing"] });
    const treasurers = { title: "Spreadsheets for chapter treasurers", description: "Budgets and receipts.", tags: ["budgets"] };
    const guessed = await createRoundtable(organizer.agent, treasurers);
    // No keyword in it: the server falls back to Poetry & Creative Writing, which is no news of a shared topic.
    expect(guessed.category).toBe("Poetry & Creative Writing");
    const seenGuessed = await roundtableAs(writer, guessed.id);
    expect({ score: seenGuessed.matchScore, level: seenGuessed.matchLevel, reasons: seenGuessed.matchReasons }).toEqual({ score: 0, level: null, reasons: [] });
    // Saving an edit that keeps the server's pick keeps it a guess.
    const keep = await organizer.agent.put(`/api/roundtables/${guessed.id}`).send({ ...treasurers, category: guessed.category, targetAudience: "both", maxParticipants: 5 });
    expect(keep.status).toBe(200);
    expect((await roundtableAs(writer, guessed.id)).matchScore).toBe(0);

    const chosen = await createRoundtable(organizer.agent, { ...treasurers, category: "Poetry & Creative Writing" });
    const seenChosen = await roundtableAs(writer, chosen.id);
    expect(seenChosen.matchScore).toBeGreaterThan(0);
    expect(seenChosen.matchReasons[0]).toBe("You listed creative writing as an area of expertise");
  });

  it("when the member organizes the roundtable, then it is not a match for them", async () => {
    const own = await createRoundtable(reader.agent, { title: "My gothic table", tags: ["gothic"] });
    expect(own).toMatchObject({ matchScore: 0, matchLevel: null, matchReasons: [] });
  });

  it("when two members look at the same roundtable, then each sees only reasons from their own profile", async () => {
    const other = await registerMember(testApp, { chapterId: fordham.id, interests: ["stagecraft", "Drama"] });
    const table = await createRoundtable(organizer.agent, { title: "Shakespeare on stage", description: "Drama and stagecraft.", tags: ["Shakespeare", "drama"] });
    const mine = await roundtableAs(reader, table.id);
    const theirs = await roundtableAs(other, table.id);
    expect(mine.matchReasons.join(" ")).toContain("Shakespeare");
    expect(mine.matchReasons.join(" ")).not.toMatch(/stagecraft|Drama as/);
    expect(theirs.matchReasons.join(" ")).toMatch(/stagecraft|Drama/);
    expect(theirs.matchReasons.join(" ")).not.toContain("Shakespeare as");
    const listedForOther = ((await other.agent.get("/api/roundtables?limit=100")).body as Roundtable[]).find((item) => item.id === table.id)!;
    expect(listedForOther.matchReasons).toEqual(theirs.matchReasons);
  });
});

describe("GET /api/roundtables?sort=match", () => {
  it("when sorted by match, then the best matches come first and the total stays whole", async () => {
    const response = await reader.agent.get("/api/roundtables?sort=match&limit=100");
    expect(response.status).toBe(200);
    const scores = (response.body as Roundtable[]).map((item) => item.matchScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBeGreaterThan(0);
    const newest = await reader.agent.get("/api/roundtables?limit=100");
    expect(response.headers["x-total-count"]).toBe(newest.headers["x-total-count"]);
  });

  it("when sort is unknown, then it answers 400 with a message", async () => {
    const response = await reader.agent.get("/api/roundtables?sort=random");
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("sort must be newest, time or match");
  });
});

describe("GET /api/roundtables/recommended", () => {
  it("when the member has matches, then they come best first, all at least medium, none of their own or joined ones", async () => {
    const joined = await createRoundtable(organizer.agent, { title: "Gothic poems I joined", tags: ["gothic", "poetry"] });
    await join(reader, joined.id);
    const items = await recommended(reader, "?limit=20");
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.matchLevel).not.toBeNull();
      expect(item).toMatchObject({ isOrganizer: false, isJoined: false, isWaitlisted: false });
      expect(item.matchReasons.length).toBeGreaterThan(0);
    }
    expect(items.map((item) => item.id)).not.toContain(joined.id);
    const scores = items.map((item) => item.matchScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("when a limit is given, then at most that many come back; by default three", async () => {
    expect((await recommended(reader, "?limit=1")).length).toBe(1);
    expect((await recommended(reader)).length).toBeLessThanOrEqual(3);
  });

  it("when a matching roundtable is full, then it is not suggested", async () => {
    const full = await createRoundtable(organizer.agent, { title: "Sonnets and poems, a full table", tags: ["poetry", "gothic"], maxParticipants: 2 });
    await join(await registerMember(testApp, { chapterId: fordham.id }), full.id);
    expect((await recommended(reader, "?limit=20")).map((item) => item.id)).not.toContain(full.id);
  });

  it("when the member is on the waitlist, then the roundtable is not suggested", async () => {
    const table = await createRoundtable(organizer.agent, { title: "Gothic drama waitlist", tags: ["gothic", "drama"], maxParticipants: 1 });
    await join(reader, table.id);
    expect((await roundtableAs(reader, table.id)).isWaitlisted).toBe(true);
    expect((await recommended(reader, "?limit=20")).map((item) => item.id)).not.toContain(table.id);
  });

  it("when a student has interests that fit an advisors-only roundtable, then it is never suggested to them", async () => {
    const advisorsOnly = await createRoundtable(organizer.agent, {
      title: "Teaching gothic poems and Shakespeare",
      tags: ["gothic", "poetry", "Shakespeare"],
      targetAudience: "advisors",
    });
    expect((await recommended(reader, "?limit=20")).map((item) => item.id)).not.toContain(advisorsOnly.id);
    expect(await roundtableAs(reader, advisorsOnly.id)).toMatchObject({ matchScore: 0, matchLevel: null });
    const advisor = await registerMember(testApp, { chapterId: fordham.id, userType: "advisor", interests: ["gothic", "poetry"] });
    expect((await recommended(advisor, "?limit=20")).map((item) => item.id)).toContain(advisorsOnly.id);
  });

  it("when the member changes their profile, then the suggestions change with it", async () => {
    const member = await registerMember(testApp, { chapterId: fordham.id, interests: ["science fiction"] });
    const scifi = await createRoundtable(organizer.agent, { title: "Dystopias now", tags: ["sci-fi", "dystopia"] });
    const children = await createRoundtable(organizer.agent, { title: "Fairy tales retold", tags: ["children's literature", "fairy tales"] });
    const before = (await recommended(member, "?limit=20")).map((item) => item.id);
    expect(before).toContain(scifi.id);
    expect(before).not.toContain(children.id);
    const profile = await member.agent.put("/api/auth/user").send({
      firstName: member.user.firstName,
      lastName: member.user.lastName,
      userType: "student",
      chapterId: fordham.id,
      interests: ["Fairy tales", "childhood"],
      expertiseAreas: [],
    });
    expect(profile.status).toBe(200);
    const after = (await recommended(member, "?limit=20")).map((item) => item.id);
    expect(after).toContain(children.id);
    expect(after).not.toContain(scifi.id);
  });

  it("when the member has no interests or expertise, then nothing is suggested", async () => {
    const blank = await registerMember(testApp, { chapterId: fordham.id });
    expect(await recommended(blank)).toEqual([]);
  });

  it("when the roundtable meets in a session where the member is already seated, then it is not suggested and scores 0", async () => {
    const [session] = (
      await testApp.database.db.execute<{ id: number }>(sql`
        insert into program_sessions (name, starts_at, ends_at)
        values ('Saturday morning', '2026-03-30T14:00:00Z', '2026-03-30T15:30:00Z') returning id`)
    ).rows;
    const rooms = (
      await testApp.database.db.execute<{ id: number }>(sql`
        insert into program_rooms (session_id, name, position) values (${session!.id}, 'Room A', 0), (${session!.id}, 'Room B', 1) returning id`)
    ).rows;
    const seated = await createRoundtable(organizer.agent, { title: "Where the reader sits", tags: ["essays"] });
    const rival = await createRoundtable(organizer.agent, { title: "Gothic poems at the same hour", tags: ["gothic", "poetry"] });
    await join(reader, seated.id);
    expect((await recommended(reader, "?limit=20")).map((item) => item.id)).toContain(rival.id);
    const place = (id: number, roomId: number) =>
      testApp.database.db.execute(sql`update roundtables set program_status = 'placed', session_id = ${session!.id}, room_id = ${roomId} where id = ${id}`);
    await place(seated.id, rooms[0]!.id);
    await place(rival.id, rooms[1]!.id);
    expect((await recommended(reader, "?limit=20")).map((item) => item.id)).not.toContain(rival.id);
    expect(await roundtableAs(reader, rival.id)).toMatchObject({ matchScore: 0, matchLevel: null, matchReasons: [] });
  });

  it.each(["limit=0", "limit=21", "limit=x", "limit=1.5"])("when the query has %s, then it answers 400 with a message", async (query) => {
    const response = await reader.agent.get(`/api/roundtables/recommended?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it("when signed out, then it answers 401", async () => {
    const response = await testApp.agent().get("/api/roundtables/recommended");
    expect(response.status).toBe(401);
    expect(response.body.message).toContain("Unauthorized");
  });
});
