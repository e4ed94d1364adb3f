/**
 * Conventions year after year (docs/product.md, "Conventions"): the phase read in the convention's
 * time zone, staff creating the next convention from the last one (same local times across a
 * daylight-saving change), editing its sessions and rooms, and making it current on every process.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Convention, ProgramSession, Roundtable } from "@shared/types";
import { formatLocal } from "../convention";
import { registerMember, type RegisteredMember } from "../testing/factories";
import { registerStaff } from "../testing/program";
import { createRoundtable, join } from "../testing/roundtables";
import { createSecondApp } from "../testing/second-app";
import { createTestApp, TEST_NOW, type TestApp } from "../testing/test-app";

let testApp: TestApp;
let staff: RegisteredMember;
let member: RegisteredMember;
let first: Convention;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await registerStaff(testApp);
  member = await registerMember(testApp);
  first = (await member.agent.get("/api/conventions/current").expect(200)).body as Convention;
});
afterAll(async () => {
  testApp.clock.set(TEST_NOW);
  await testApp.close();
});

const next = {
  name: "2027 International English Convention",
  city: "Chicago",
  startDate: "2027-03-18",
  endDate: "2027-03-20",
  timeZone: "America/Chicago",
};

async function createConvention(body: Record<string, unknown>): Promise<Convention> {
  const response = await staff.agent.post("/api/staff/conventions").send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Convention;
}

async function addSession(conventionId: number, body: { name: string; startsAt: string; endsAt: string; rooms: string[] }): Promise<ProgramSession> {
  const response = await staff.agent.post(`/api/staff/conventions/${conventionId}/sessions`).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as ProgramSession;
}

async function auditActions(): Promise<string[]> {
  const response = await staff.agent.get("/api/staff/audit").query({ limit: 100 }).expect(200);
  return (response.body as Array<{ action: string }>).map((entry) => entry.action);
}

describe("a convention's phase", () => {
  it("when the clock moves, then the phase follows the days in the convention's own time zone", async () => {
    expect(first).toMatchObject({ name: "2026 International English Convention", city: "New Orleans", startDate: "2026-03-29", endDate: "2026-04-01", timeZone: "America/Chicago", isCurrent: true, phase: "upcoming" });
    testApp.clock.set("2026-03-29T05:30:00Z"); // 12:30 AM on March 29 in Chicago
    expect((await member.agent.get("/api/conventions/current").expect(200)).body.phase).toBe("under_way");
    testApp.clock.set("2026-03-29T04:30:00Z"); // still March 28 in Chicago
    expect((await member.agent.get("/api/convention").expect(200)).body.phase).toBe("upcoming");
    testApp.clock.set("2026-04-02T04:30:00Z"); // 11:30 PM on April 1 in Chicago
    expect((await member.agent.get("/api/conventions").expect(200)).body[0].phase).toBe("under_way");
    testApp.clock.set("2026-04-02T05:30:00Z");
    expect((await member.agent.get("/api/conventions").expect(200)).body[0].phase).toBe("over");
    testApp.clock.set(TEST_NOW);
  });

  it("when signed out, then the list needs a session but the current convention is open", async () => {
    await testApp.agent().get("/api/conventions").expect(401);
    expect((await testApp.agent().get("/api/conventions/current").expect(200)).body.id).toBe(first.id);
  });
});

describe("staff create the next convention", () => {
  it("when a convention is copied whose sessions fall on both sides of a daylight-saving change, then each copy keeps its local time", async () => {
    // March 8, 2026 is the day Chicago moves its clocks forward.
    const source = await createConvention({ name: "Spring Forward Meeting", city: "Chicago", startDate: "2026-03-07", endDate: "2026-03-09", timeZone: "America/Chicago" });
    await addSession(source.id, { name: "Saturday Afternoon", startsAt: "2026-03-07T20:00:00Z", endsAt: "2026-03-07T21:15:00Z", rooms: ["Room A", "Room B"] });
    await addSession(source.id, { name: "Monday Afternoon", startsAt: "2026-03-09T19:00:00Z", endsAt: "2026-03-09T20:15:00Z", rooms: ["Room C"] });

    // In 2027 the change falls on March 14, before all three days; in Denver besides.
    const copy = await createConvention({ ...next, name: "Copied Meeting", startDate: "2027-03-06", endDate: "2027-03-08", copyFrom: source.id });
    expect(copy).toMatchObject({ isCurrent: false, phase: "upcoming", proposalsCloseAt: null });
    const sessions = (await staff.agent.get("/api/program/sessions").query({ conventionId: copy.id }).expect(200)).body as ProgramSession[];
    expect(sessions.map((session) => [session.name, formatLocal(new Date(session.startsAt), "America/Chicago"), formatLocal(new Date(session.endsAt), "America/Chicago")])).toEqual([
      ["Saturday Afternoon", "2027-03-06 14:00", "2027-03-06 15:15"],
      ["Monday Afternoon", "2027-03-08 14:00", "2027-03-08 15:15"],
    ]);
    expect(sessions[0]!.rooms.map((room) => room.name)).toEqual(["Room A", "Room B"]);
    // The same wall clock, so not the same shift in UTC: the Monday was CDT (19:00 UTC), its copy is CST (20:00 UTC).
    expect(sessions[0]!.startsAt).toBe("2027-03-06T20:00:00.000Z");
    expect(sessions[1]!.startsAt).toBe("2027-03-08T20:00:00.000Z");

    const denver = await createConvention({ ...next, name: "Denver Copy", timeZone: "America/Denver", startDate: "2027-03-13", endDate: "2027-03-15", copyFrom: source.id });
    const denverSessions = (await staff.agent.get("/api/program/sessions").query({ conventionId: denver.id }).expect(200)).body as ProgramSession[];
    // March 13, 2027 is before Denver's change (MST), March 15 after it (MDT): both at 2 PM local.
    expect(denverSessions.map((session) => formatLocal(new Date(session.startsAt), "America/Denver"))).toEqual(["2027-03-13 14:00", "2027-03-15 14:00"]);
    expect(denverSessions.map((session) => session.startsAt)).toEqual(["2027-03-13T21:00:00.000Z", "2027-03-15T20:00:00.000Z"]);
    expect(await auditActions()).toEqual(expect.arrayContaining(["convention.created", "session.added"]));
  });

  it("when the body is wrong, then it answers 400 with the field's message and creates nothing", async () => {
    const before = ((await member.agent.get("/api/conventions").expect(200)).body as Convention[]).length;
    const badZone = await staff.agent.post("/api/staff/conventions").send({ ...next, timeZone: "Mars/Olympus" });
    expect(badZone.status).toBe(400);
    expect(badZone.body.errors.timeZone).toEqual(["Time zone must be an IANA time zone like America/Chicago"]);
    const backwards = await staff.agent.post("/api/staff/conventions").send({ ...next, endDate: "2027-03-01" });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.endDate).toEqual(["The last day can't be before the first day"]);
    const noSource = await staff.agent.post("/api/staff/conventions").send({ ...next, copyFrom: 999_999 });
    expect(noSource.status).toBe(400);
    expect(((await member.agent.get("/api/conventions").expect(200)).body as Convention[]).length).toBe(before);
    await member.agent.post("/api/staff/conventions").send(next).expect(403);
  });

  it("when staff edit a convention, then its days, zone and call's closing time change and the audit log says so", async () => {
    const created = await createConvention({ ...next, name: "To Edit" });
    const response = await staff.agent
      .put(`/api/staff/conventions/${created.id}`)
      .send({ ...next, name: "Edited", city: "Denver", timeZone: "America/Denver", proposalsCloseAt: "2027-02-01T06:59:00Z" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: created.id, name: "Edited", city: "Denver", timeZone: "America/Denver", proposalsCloseAt: "2027-02-01T06:59:00.000Z" });
    await staff.agent.put("/api/staff/conventions/999999").send(next).expect(404);
    expect(await auditActions()).toContain("convention.edited");
  });
});

describe("staff edit a convention's sessions and rooms", () => {
  let roundtable: Roundtable;
  let session: ProgramSession;

  beforeAll(async () => {
    session = await addSession(first.id, { name: "Tuesday Morning", startsAt: "2026-03-31T14:00:00Z", endsAt: "2026-03-31T15:15:00Z", rooms: ["Cypress", "Magnolia"] });
    const organizer = await registerMember(testApp);
    roundtable = await createRoundtable(organizer.agent, { title: "Reading the Bayou" });
    await join(member, roundtable.id);
    await staff.agent.put(`/api/staff/roundtables/${roundtable.id}/placement`).send({ sessionId: session.id, roomId: session.rooms[1]!.id }).expect(200);
  });

  it("when a session is outside its convention's days, then it is refused with 400", async () => {
    const response = await staff.agent
      .post(`/api/staff/conventions/${first.id}/sessions`)
      .send({ name: "Too Late", startsAt: "2026-04-02T15:00:00Z", endsAt: "2026-04-02T16:00:00Z", rooms: ["Cypress"] });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("A session must be within the convention's days (2026-03-29 to 2026-04-01, America/Chicago)");
  });

  it("when a room is renamed, then it keeps its roundtable by position; removing the room that holds it is 409 naming it", async () => {
    const renamed = await staff.agent
      .put(`/api/staff/sessions/${session.id}`)
      .send({ name: "Tuesday Morning", startsAt: session.startsAt, endsAt: session.endsAt, rooms: ["Cypress Hall", "Magnolia Hall", "Oak"] });
    expect(renamed.status).toBe(200);
    expect(renamed.body.rooms).toEqual([
      { id: session.rooms[0]!.id, name: "Cypress Hall", taken: false },
      { id: session.rooms[1]!.id, name: "Magnolia Hall", taken: true },
      { id: expect.any(Number), name: "Oak", taken: false },
    ]);
    const removal = await staff.agent
      .put(`/api/staff/sessions/${session.id}`)
      .send({ name: "Tuesday Morning", startsAt: session.startsAt, endsAt: session.endsAt, rooms: ["Cypress Hall"] });
    expect(removal.status).toBe(409);
    expect(removal.body.message).toBe('The room "Magnolia Hall" holds the roundtable "Reading the Bayou": move it first.');
  });

  it("when a session gets a new time, then its roundtable moves and its seated members are told by bell and mail", async () => {
    const mailBefore = testApp.outbox.length;
    const moved = await staff.agent
      .put(`/api/staff/sessions/${session.id}`)
      .send({ name: "Tuesday Late Morning", startsAt: "2026-03-31T15:00:00Z", endsAt: "2026-03-31T16:15:00Z", rooms: ["Cypress Hall", "Magnolia Hall", "Oak"] });
    expect(moved.status).toBe(200);
    const detail = (await member.agent.get(`/api/roundtables/${roundtable.id}`).expect(200)).body as Roundtable;
    expect(detail.scheduledDate).toBe("2026-03-31T15:00:00.000Z");
    expect(detail.session?.name).toBe("Tuesday Late Morning");
    const bell = (await member.agent.get("/api/notifications").expect(200)).body as { items: Array<{ message: string }> };
    expect(bell.items[0]!.message).toContain('"Reading the Bayou" moved to Tuesday, March 31 at 10:00 AM, Magnolia Hall.');
    const mail = testApp.outbox.slice(mailBefore).find((message) => message.to === member.user.email);
    expect(mail?.subject).toBe('"Reading the Bayou" moved');
    expect(await auditActions()).toContain("session.edited");
  });

  it("when new days would leave a session outside them, then the edit is 409 naming it and changes nothing", async () => {
    const days = { name: first.name, city: first.city, startDate: "2026-03-29", endDate: "2026-03-30", timeZone: first.timeZone, proposalsCloseAt: null };
    const refused = await staff.agent.put(`/api/staff/conventions/${first.id}`).send(days);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'The session "Tuesday Late Morning" would fall outside the new days (2026-03-29 to 2026-03-30, America/Chicago): move or remove it first.',
      code: "sessions_outside_days",
    });
    // The days read in the new time zone: Tuesday 10 AM in Chicago is still Tuesday in Honolulu, Wednesday in Tokyo.
    const late = await staff.agent.put(`/api/staff/conventions/${first.id}`).send({ ...days, endDate: "2026-03-31", timeZone: "Asia/Tokyo" });
    expect(late.status).toBe(409);
    expect(late.body.message).toContain("2026-03-29 to 2026-03-31, Asia/Tokyo");
    const few = await createConvention({ ...next, name: "Few Sessions" });
    await addSession(few.id, { name: "Saturday Close", startsAt: "2027-03-20T15:00:00Z", endsAt: "2027-03-20T16:00:00Z", rooms: ["Hall"] });
    await addSession(few.id, { name: "Saturday Late", startsAt: "2027-03-20T18:00:00Z", endsAt: "2027-03-20T19:00:00Z", rooms: ["Hall"] });
    const shorter = await staff.agent.put(`/api/staff/conventions/${few.id}`).send({ ...next, name: "Few Sessions", endDate: "2027-03-19" });
    expect(shorter.status).toBe(409);
    expect(shorter.body).toEqual({
      message: 'The sessions "Saturday Close", "Saturday Late" would fall outside the new days (2027-03-18 to 2027-03-19, America/Chicago): move or remove them first.',
      code: "sessions_outside_days",
    });
    await staff.agent.put(`/api/staff/conventions/${few.id}`).send({ ...next, name: "Few Sessions", startDate: "2027-03-19" }).expect(200);
    const current = (await member.agent.get(`/api/conventions/current`).expect(200)).body as Convention;
    expect(current).toMatchObject({ startDate: "2026-03-29", endDate: "2026-04-01", timeZone: "America/Chicago" });
  });

  it("when a session holds a placed roundtable, then removing it is 409 naming it; an empty one is removed", async () => {
    const refused = await staff.agent.delete(`/api/staff/sessions/${session.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The session "Tuesday Late Morning" holds the roundtable "Reading the Bayou": move it first.');
    const empty = await addSession(first.id, { name: "Empty Slot", startsAt: "2026-03-30T20:00:00Z", endsAt: "2026-03-30T21:00:00Z", rooms: ["Attic"] });
    await staff.agent.delete(`/api/staff/sessions/${empty.id}`).expect(204);
    await staff.agent.delete(`/api/staff/sessions/${empty.id}`).expect(404);
    const names = ((await member.agent.get("/api/program/sessions").expect(200)).body as ProgramSession[]).map((one) => one.name);
    expect(names).not.toContain("Empty Slot");
    expect(await auditActions()).toContain("session.removed");
  });
});

describe("make current", () => {
  it("when staff make the next convention current, then the lists, the program and the current convention switch on every process", async () => {
    const second = createSecondApp(testApp);
    const secondMember = await second.signIn(member);
    // The second process reads (and caches) the first convention's answers before the switch.
    expect((await secondMember.get("/api/conventions/current").expect(200)).body.id).toBe(first.id);
    const oldProgram = (await secondMember.get("/api/program/sessions").expect(200)).body as ProgramSession[];
    expect(oldProgram.map((one) => one.name)).toContain("Tuesday Late Morning");
    const oldList = (await secondMember.get("/api/roundtables").expect(200)).body as Roundtable[];
    expect(oldList.length).toBeGreaterThan(0);
    expect(oldList.every((item) => item.conventionId === first.id)).toBe(true);
    expect((await second.context.conventions.current(undefined)).id).toBe(first.id);

    const upcoming = await createConvention({ ...next, name: "2027 Convention", copyFrom: first.id });
    const made = await staff.agent.post(`/api/staff/conventions/${upcoming.id}/make-current`);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ id: upcoming.id, isCurrent: true });

    expect((await secondMember.get("/api/conventions/current").expect(200)).body.id).toBe(upcoming.id);
    expect((await secondMember.get("/api/convention").expect(200)).body.name).toBe("2027 Convention");
    // The page's embedded convention is the one conventions.current answers.
    expect((await second.context.conventions.current(undefined)).id).toBe(upcoming.id);
    const all = (await secondMember.get("/api/conventions").expect(200)).body as Convention[];
    expect(all.filter((one) => one.isCurrent).map((one) => one.id)).toEqual([upcoming.id]);

    const program = (await secondMember.get("/api/program/sessions").expect(200)).body as ProgramSession[];
    expect(program.map((one) => one.name)).toContain("Tuesday Late Morning");
    expect(program.every((one) => one.startsAt.startsWith("2027-03-"))).toBe(true);
    expect((await secondMember.get("/api/roundtables").expect(200)).body).toEqual([]);
    expect((await secondMember.get("/api/roundtables/recommended").expect(200)).body).toEqual([]);
    // The past convention stays readable by its id.
    const past = (await secondMember.get("/api/roundtables").query({ conventionId: first.id }).expect(200)).body as Roundtable[];
    expect(past.map((item) => item.title)).toContain("Reading the Bayou");
    const pastProgram = (await secondMember.get("/api/program/sessions").query({ conventionId: first.id }).expect(200)).body as ProgramSession[];
    expect(pastProgram.map((one) => one.name)).toContain("Tuesday Late Morning");
    // A new roundtable goes into the new current convention.
    const fresh = await createRoundtable(member.agent, { title: "Next Year's Table" });
    expect(fresh.conventionId).toBe(upcoming.id);
    expect(await auditActions()).toContain("convention.made_current");
    await secondMember.get("/api/roundtables").query({ conventionId: "999999" }).expect(404);
    await secondMember.get("/api/roundtables").query({ conventionId: "abc" }).expect(400);
  });
});
