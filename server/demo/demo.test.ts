import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../auth";
import type { Db } from "../db/client";
import type { Clock } from "../lib/clock";
import { seedSessionsFromFile } from "../program";
import { createTestApp, TEST_NOW, type TestApp } from "../testing/test-app";
import { chapterIds, countMembers, insertSociety, removeDemoData, reserveIds } from "./demo.storage";
import { nextName, prepareDemoConventions, weeksOfYearsAfter } from "./next-convention";
import { fileDemoPast, PAST_CONVENTION } from "./past-convention";
import { asciiSlug, DEMO_EMAIL_DOMAIN, generateSociety } from "./generate-society";

const ids = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

/** What npm run db:demo does, in its order, on the test's database and clock. */
async function runDemo(db: Db, clock: Clock, seed: number) {
  await removeDemoData(db, false);
  const conventions = await prepareDemoConventions(db, clock);
  const roundtableIds = await reserveIds(db, "roundtables", 30);
  const society = generateSociety({ seed, members: 60, roundtables: 30, chapterIds: await chapterIds(db), memberIds: await reserveIds(db, "users", 60), roundtableIds });
  await insertSociety(db, society, await hashPassword("demo-password", 4));
  const past = await fileDemoPast(db, conventions.past, roundtableIds);
  return { conventions, society, past, pastIds: roundtableIds.filter((_, index) => index % 5 === 4), roundtableIds };
}

/** A session's day of the week and wall-clock times in `timeZone`, as people there read them. */
const wallClock = (timeZone: string) => (session: { name: string; startsAt: string; endsAt: string }) => {
  const format = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return `${session.name}: ${format.format(new Date(session.startsAt))} to ${format.format(new Date(session.endsAt))}`;
};

describe("the next convention's days and name", () => {
  it("when the current convention is over, then its days move by whole 52-week years until the first day is after today, and the name's year with them", () => {
    expect(weeksOfYearsAfter("2026-03-29", "2026-11-28")).toBe(364);
    expect(weeksOfYearsAfter("2026-03-29", "2027-03-28")).toBe(728);
    expect(weeksOfYearsAfter("2024-03-31", "2026-11-28")).toBe(3 * 364);
    expect(nextName("2026 International English Convention", "2026", "2027")).toBe("2027 International English Convention");
    expect(nextName("International English Convention", "2026", "2027")).toBe("International English Convention 2027");
  });
});

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
      const standing = await db.execute<{ admitted: number; staff: number; sharing: number }>(sql`
        select count(*) filter (where email_confirmed and membership_status = 'approved')::int as admitted,
          count(*) filter (where is_staff)::int as staff, count(*) filter (where share_email)::int as sharing from users`);
      // Two in three demo members show their e-mail in the directory, so it has some to show.
      expect(standing.rows[0]).toEqual({ admitted: 80, staff: 1, sharing: society.members.filter((member) => member.shareEmail).length });
      expect(society.members.filter((member) => member.shareEmail).length).toBe(54);
      const directory = await agent.get("/api/users?limit=100");
      const shown = (directory.body as Array<{ id: number; email?: string | null }>).filter((member) => member.email);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((member) => society.members.find((one) => one.id === member.id)?.shareEmail)).toBe(true);
      const staff = testApp.agent();
      expect((await staff.post("/api/auth/login").send({ email: society.staff.email, password: "demo-password" })).status).toBe(200);
      expect((await staff.get("/api/staff/proposals")).status).toBe(200);
    }
    // Each member row computes its matching terms in PostgreSQL, which is slow on a busy machine.
  }, 120_000);

  it("when the current convention is still ahead and none came before it, then the demo keeps it and adds last year's, whose program and roundtables are readable by its id", async () => {
    const { db } = testApp.database;
    const { conventions, society, past, pastIds } = await runDemo(db, testApp.clock, 6);
    expect(conventions).toMatchObject({ current: { name: "2026 International English Convention" }, past: null, made: null });
    expect(past).toMatchObject({ sessions: 8, roundtables: 6 });
    expect(past.placed).toBeGreaterThan(0);
    const agent = testApp.agent();
    await agent.post("/api/auth/login").send({ email: society.guide.email, password: "demo-password" }).expect(200);
    const list = (await agent.get("/api/conventions").expect(200)).body as Array<{ id: number; name: string; phase: string; isCurrent: boolean }>;
    expect(list.find((one) => one.id === past.conventionId)).toMatchObject({ name: PAST_CONVENTION.name, phase: "over", isCurrent: false });
    expect(list.find((one) => one.isCurrent)).toMatchObject({ id: conventions.current.id, phase: "upcoming" });
    const pastList = await agent.get("/api/roundtables").query({ conventionId: past.conventionId, limit: 100 }).expect(200);
    expect((pastList.body as Array<{ id: number }>).map((item) => item.id).sort((a, b) => a - b)).toEqual(pastIds);
    expect((await agent.get("/api/roundtables").query({ limit: 100 }).expect(200)).headers["x-total-count"]).toBe("24");
    const program = (await agent.get("/api/program/sessions").query({ conventionId: past.conventionId }).expect(200)).body as Array<{ name: string; startsAt: string; freeRooms: number }>;
    expect(program[0]).toMatchObject({ name: "Thursday Morning", startsAt: "2025-03-27T14:00:00.000Z" });
    expect(program.reduce((taken, session) => taken + 4 - session.freeRooms, 0)).toBe(past.placed);
    await removeDemoData(db, false);
  }, 120_000);

  it("when the current convention is over, then the demo makes the next one current with the program at the same local times, fills it, files a share into the one it replaced, and a second run makes no other", async () => {
    const { db } = testApp.database;
    // The shipped program, as a first start gives it to the configured (current) convention.
    await seedSessionsFromFile(db, testApp.config.programFile, "America/Chicago");
    testApp.clock.set("2026-11-28T12:00:00Z");
    try {
      const before = (await db.execute<{ id: number }>(sql`select id from conventions where is_current`)).rows[0]!.id;
      const first = await runDemo(db, testApp.clock, 6);
      const { current, past, made } = first.conventions;
      expect(current).toMatchObject({ name: "2027 International English Convention", city: "New Orleans", startDate: "2027-03-28", endDate: "2027-03-31", timeZone: "America/Chicago", isCurrent: true });
      expect(past).toMatchObject({ id: before, name: "2026 International English Convention", isCurrent: false });
      expect(first.past).toMatchObject({ conventionId: before, roundtables: 6 });
      expect(first.past.placed).toBeGreaterThan(0);

      const agent = testApp.agent();
      await agent.post("/api/auth/login").send({ email: first.society.guide.email, password: "demo-password" }).expect(200);
      const list = (await agent.get("/api/conventions").expect(200)).body as Array<{ id: number; phase: string; isCurrent: boolean }>;
      expect(list.find((one) => one.isCurrent)).toMatchObject({ id: current.id, phase: "upcoming" });
      expect(list.find((one) => one.id === before)).toMatchObject({ phase: "over", isCurrent: false });

      // The program: every session and room of 2026, on the same weekday at the same Chicago time, 364 days later.
      type Session = { name: string; startsAt: string; endsAt: string; rooms: Array<{ name: string }>; freeRooms: number };
      const sessionsOf = async (conventionId: number, reader = agent) => (await reader.get("/api/program/sessions").query({ conventionId }).expect(200)).body as Session[];
      const oldProgram = await sessionsOf(before);
      const newProgram = await sessionsOf(current.id);
      expect(oldProgram.length).toBeGreaterThan(0);
      expect(made).toEqual({ sessionsCopied: oldProgram.length });
      expect(newProgram.map(wallClock("America/Chicago"))).toEqual(oldProgram.map(wallClock("America/Chicago")));
      expect(newProgram.map((session) => Date.parse(session.startsAt) - Date.parse(oldProgram.find((old) => old.name === session.name)!.startsAt))).toEqual(newProgram.map(() => 364 * 86_400_000));
      expect(newProgram.map((session) => session.rooms.map((room) => room.name))).toEqual(oldProgram.map((session) => session.rooms.map((room) => room.name)));
      expect(newProgram.every((session) => session.freeRooms === session.rooms.length)).toBe(true);

      // The current list holds the other four fifths; the old convention holds its share.
      const currentIds = first.roundtableIds.filter((id) => !first.pastIds.includes(id));
      const currentList = await agent.get("/api/roundtables").query({ limit: 100 }).expect(200);
      expect((currentList.body as Array<{ id: number; conventionId: number }>).map((item) => item.id).sort((a, b) => a - b)).toEqual(currentIds);
      expect((currentList.body as Array<{ conventionId: number }>).every((item) => item.conventionId === current.id)).toBe(true);
      const pastList = await agent.get("/api/roundtables").query({ conventionId: before, limit: 100 }).expect(200);
      expect((pastList.body as Array<{ id: number }>).map((item) => item.id).sort((a, b) => a - b)).toEqual(first.pastIds);

      // Written down as staff's acts are, by the command line (no actor).
      const audit = await db.execute<{ action: string; actor_id: number | null }>(sql`
        select action, actor_id from audit_log where convention_id = ${current.id} order by id`);
      expect(audit.rows).toEqual([{ action: "convention.created", actor_id: null }, { action: "convention.made_current", actor_id: null }]);

      const conventionCount = async () => (await db.execute<{ n: number }>(sql`select count(*)::int as n from conventions`)).rows[0]!.n;
      const count = await conventionCount();
      const second = await runDemo(db, testApp.clock, 7);
      expect(second.conventions).toMatchObject({ current: { id: current.id }, past: { id: before }, made: null });
      expect(await conventionCount()).toBe(count);
      expect(second.past).toMatchObject({ conventionId: before, roundtables: 6 });
      // The first society is gone with its members: the second one's guide reads the program.
      const again = testApp.agent();
      await again.post("/api/auth/login").send({ email: second.society.guide.email, password: "demo-password" }).expect(200);
      expect((await sessionsOf(current.id, again)).length).toBe(oldProgram.length);
    } finally {
      testApp.clock.set(TEST_NOW);
    }
    await removeDemoData(db, false);
  }, 180_000);

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
