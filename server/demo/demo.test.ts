import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../auth";
import { createTestApp, type TestApp } from "../testing/test-app";
import { chapterIds, countMembers, insertSociety, removeDemoData, reserveIds } from "./demo.storage";
import { insertPastConvention, PAST_CONVENTION } from "./past-convention";
import { asciiSlug, DEMO_EMAIL_DOMAIN, generateSociety } from "./generate-society";

const ids = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

describe("generating a demo society", () => {
  const options = { seed: 7, members: 400, roundtables: 100, chapterIds: ids(1, 75), memberIds: ids(1, 400), roundtableIds: ids(1, 100), now: new Date("2026-01-15T12:00:00Z") };

  it("when the same seed is used twice, then the same society comes out, and another seed gives another", () => {
    expect(generateSociety(options)).toEqual(generateSociety(options));
    expect(generateSociety({ ...options, seed: 8 }).members[5]).not.toEqual(generateSociety(options).members[5]);
  });

  it("when members are made, then both types, many chapters, unique e-mails and names beyond ASCII appear", () => {
    const { members } = generateSociety(options);
    expect(new Set(members.map((member) => member.userType))).toEqual(new Set(["student", "advisor"]));
    expect(new Set(members.map((member) => member.chapterId)).size).toBeGreaterThan(50);
    expect(new Set(members.map((member) => member.email.toLowerCase())).size).toBe(members.length);
    expect(members.every((member) => member.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`))).toBe(true);
    expect(members.some((member) => /[^ -~]/.test(`${member.firstName}${member.lastName}`))).toBe(true);
    expect(members.every((member) => member.interests.length >= 1)).toBe(true);
    expect(asciiSlug("Łukasz Østergaard-Weiß")).toBe("lukaszostergaardweiss");
  });

  it("when roundtables fill, then nobody joins twice, audiences are respected and only full tables have waitlists", () => {
    const society = generateSociety(options);
    const byId = new Map(society.members.map((member) => [member.id, member]));
    for (const roundtable of society.roundtables) {
      const seats = society.participations.filter((row) => row.roundtableId === roundtable.id);
      expect(new Set(seats.map((row) => row.userId)).size).toBe(seats.length);
      expect(seats[0]).toMatchObject({ userId: roundtable.organizerId, status: "joined" });
      const joined = seats.filter((row) => row.status === "joined").length;
      expect(joined).toBeLessThanOrEqual(roundtable.maxParticipants);
      if (seats.some((row) => row.status === "waitlisted")) expect(joined).toBe(roundtable.maxParticipants);
      for (const seat of seats) {
        const type = byId.get(seat.userId)!.userType;
        if (roundtable.targetAudience === "students") expect(type).toBe("student");
        if (roundtable.targetAudience === "advisors") expect(type).toBe("advisor");
      }
    }
    const guideTables = society.participations.filter((row) => row.userId === society.guide.id);
    expect(guideTables.length).toBeGreaterThanOrEqual(4);
  });
});

describe("loading a demo society", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("when it is loaded twice, then the second load replaces the first; its members are confirmed and approved, the guide can sign in and the staff login reaches the staff pages", async () => {
    const { db } = testApp.database;
    for (let run = 0; run < 2; run += 1) {
      await removeDemoData(db, false);
      const society = generateSociety({
        seed: 3,
        members: 80,
        roundtables: 20,
        chapterIds: await chapterIds(db),
        memberIds: await reserveIds(db, "users", 80),
        roundtableIds: await reserveIds(db, "roundtables", 20),
      });
      await insertSociety(db, society, await hashPassword("demo-password", 4));
      expect(await countMembers(db)).toEqual({ real: 0, demo: 80 });
      const agent = testApp.agent();
      const login = await agent.post("/api/auth/login").send({ email: society.guide.email, password: "demo-password" });
      expect(login.status).toBe(200);
      const list = await agent.get("/api/roundtables?limit=5");
      expect(list.headers["x-total-count"]).toBe("20");
      const mine = await agent.get("/api/user/participations");
      expect(mine.body.length).toBe(society.participations.filter((row) => row.userId === society.guide.id).length);
      const standing = await db.execute<{ admitted: number; staff: number }>(sql`
        select count(*) filter (where email_confirmed and membership_status = 'approved')::int as admitted,
          count(*) filter (where is_staff)::int as staff from users`);
      expect(standing.rows[0]).toEqual({ admitted: 80, staff: 1 });
      const staff = testApp.agent();
      expect((await staff.post("/api/auth/login").send({ email: society.staff.email, password: "demo-password" })).status).toBe(200);
      expect((await staff.get("/api/staff/proposals")).status).toBe(200);
    }
    // Each member row computes its matching terms in PostgreSQL, which is slow on a busy machine.
  }, 120_000);

  it("when the demo adds last year's convention, then its program and roundtables are readable by its id, apart from the current one's", async () => {
    const { db } = testApp.database;
    await removeDemoData(db, false);
    const roundtableIds = await reserveIds(db, "roundtables", 30);
    const society = generateSociety({ seed: 6, members: 60, roundtables: 30, chapterIds: await chapterIds(db), memberIds: await reserveIds(db, "users", 60), roundtableIds });
    await insertSociety(db, society, await hashPassword("demo-password", 4));
    const pastIds = roundtableIds.filter((_, index) => index % 5 === 4);
    const past = await insertPastConvention(db, pastIds);
    expect(past).toMatchObject({ sessions: 8, roundtables: 6 });
    expect(past.placed).toBeGreaterThan(0);
    const agent = testApp.agent();
    await agent.post("/api/auth/login").send({ email: society.guide.email, password: "demo-password" }).expect(200);
    const conventions = (await agent.get("/api/conventions").expect(200)).body as Array<{ id: number; name: string; phase: string; isCurrent: boolean }>;
    expect(conventions.find((one) => one.id === past.conventionId)).toMatchObject({ name: PAST_CONVENTION.name, phase: "over", isCurrent: false });
    const pastList = await agent.get("/api/roundtables").query({ conventionId: past.conventionId, limit: 100 }).expect(200);
    expect((pastList.body as Array<{ id: number }>).map((item) => item.id).sort((a, b) => a - b)).toEqual(pastIds);
    expect((await agent.get("/api/roundtables").query({ limit: 100 }).expect(200)).headers["x-total-count"]).toBe("24");
    const program = (await agent.get("/api/program/sessions").query({ conventionId: past.conventionId }).expect(200)).body as Array<{ name: string; startsAt: string; freeRooms: number }>;
    expect(program[0]).toMatchObject({ name: "Thursday Morning", startsAt: "2025-03-27T14:00:00.000Z" });
    expect(program.reduce((taken, session) => taken + 4 - session.freeRooms, 0)).toBe(past.placed);
    await removeDemoData(db, false);
  }, 120_000);

  it("when a proposal is given a date without a place in the program, then the database refuses it", async () => {
    const { db } = testApp.database;
    const society = generateSociety({
      seed: 5, members: 10, roundtables: 3, chapterIds: await chapterIds(db),
      memberIds: await reserveIds(db, "users", 10), roundtableIds: await reserveIds(db, "roundtables", 3),
    });
    await insertSociety(db, society, await hashPassword("demo-password", 4));
    const undated = await db.execute(sql`select count(*)::int as n from roundtables where scheduled_date is not null and program_status <> 'placed'`);
    expect(undated.rows[0]).toEqual({ n: 0 });
    const id = society.roundtables[0]!.id;
    const refused: unknown = await db.execute(sql`update roundtables set scheduled_date = now() where id = ${id}`).catch((error: unknown) => error);
    expect(refused).toMatchObject({ cause: { constraint: "roundtables_date_only_when_placed" } });
    await removeDemoData(db, false);
  }, 60_000);

  it("when real members exist, then removing demo data keeps them", async () => {
    const { db } = testApp.database;
    await testApp.agent().post("/api/auth/register").send({
      email: "real.member@school.edu", password: "a-long-password", firstName: "Real", lastName: "Member", userType: "student", chapterId: (await chapterIds(db))[0],
    });
    await removeDemoData(db, true);
    expect(await countMembers(db)).toEqual({ real: 1, demo: 0 });
  });
});
