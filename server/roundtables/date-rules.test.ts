/**
 * The app knows the date (docs/product.md, "Conventions"): 409 for any change at a convention that
 * is over, for a proposal after the call closes, and for a member's own join or leave once the
 * roundtable's session has started; the organizer still adds and removes people at the table.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Convention, ProgramSession } from "@shared/types";
import { registerMember, type RegisteredMember } from "../testing/factories";
import { sql } from "drizzle-orm";
import { registerStaff } from "../testing/program";
import { createRoundtable, validEdit } from "../testing/roundtables";
import { createTestApp, TEST_NOW, type TestApp } from "../testing/test-app";

let testApp: TestApp;
let staff: RegisteredMember;
let organizer: RegisteredMember;
let member: RegisteredMember;
let guest: RegisteredMember;
let convention: Convention;
let session: ProgramSession;

const NAME = "2026 International English Convention";

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await registerStaff(testApp);
  organizer = await registerMember(testApp, { userType: "student" });
  member = await registerMember(testApp, { userType: "student" });
  guest = await registerMember(testApp, { userType: "student" });
  convention = (await member.agent.get("/api/conventions/current").expect(200)).body as Convention;
  // Monday, March 30, 9:00 to 10:15 AM in Chicago.
  const added = await staff.agent
    .post(`/api/staff/conventions/${convention.id}/sessions`)
    .send({ name: "Monday Morning", startsAt: "2026-03-30T14:00:00Z", endsAt: "2026-03-30T15:15:00Z", rooms: ["Bayou Room A", "Bayou Room B", "Bayou Room C", "Bayou Room D"] });
  expect(added.status).toBe(201);
  session = added.body as ProgramSession;
});
afterEach(() => testApp.clock.set(TEST_NOW));
afterAll(() => testApp.close());

/** A roundtable placed in the Monday session, with its own organizer and one seated member (a member sits at one table per session). */
async function placedRoundtable(title: string) {
  organizer = await registerMember(testApp, { userType: "student" });
  member = await registerMember(testApp, { userType: "student" });
  const roundtable = await createRoundtable(organizer.agent, { title });
  await member.agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
  await staff.agent.put(`/api/staff/roundtables/${roundtable.id}/placement`).send({ sessionId: session.id }).expect(200);
  return roundtable;
}

describe("a roundtable's session has started", () => {
  it("when a member joins or leaves after the start, then 409; before it, both work", async () => {
    const roundtable = await placedRoundtable("Starts on Monday");
    testApp.clock.set("2026-03-30T13:59:00Z");
    await guest.agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    await guest.agent.post(`/api/roundtables/${roundtable.id}/leave`).expect(200);

    testApp.clock.set("2026-03-30T14:00:00Z");
    const join = await guest.agent.post(`/api/roundtables/${roundtable.id}/join`);
    expect(join.status).toBe(409);
    expect(join.body).toEqual({ message: "This roundtable has already started.", code: "session_started" });
    const leave = await member.agent.post(`/api/roundtables/${roundtable.id}/leave`);
    expect(leave.status).toBe(409);
    expect(leave.body).toEqual({ message: "This roundtable has already started.", code: "session_started" });
    const seated = (await organizer.agent.get(`/api/roundtables/${roundtable.id}/participants`).expect(200)).body as Array<{ user: { id: number } }>;
    expect(seated.map((one) => one.user.id)).toContain(member.user.id);
  });

  it("when the organizer adds or removes someone at the table after the start, then it is allowed", async () => {
    const roundtable = await placedRoundtable("At the table");
    testApp.clock.set("2026-03-30T14:30:00Z");
    await organizer.agent.post(`/api/roundtables/${roundtable.id}/participants/${guest.user.id}`).expect(201);
    await organizer.agent.delete(`/api/roundtables/${roundtable.id}/participants/${member.user.id}`).expect(200);
  });
});

describe("the call for proposals has closed", () => {
  it("when a member proposes after proposalsCloseAt, then 409 with the closing day; before it, the proposal is made", async () => {
    const edited = await staff.agent
      .put(`/api/staff/conventions/${convention.id}`)
      .send({ name: NAME, city: "New Orleans", startDate: "2026-03-29", endDate: "2026-04-01", timeZone: "America/Chicago", proposalsCloseAt: "2026-03-10T05:00:00Z" });
    expect(edited.status).toBe(200);
    testApp.clock.set("2026-03-10T04:59:00Z");
    await createRoundtable(organizer.agent, { title: "Just in time" });

    testApp.clock.set("2026-03-10T05:00:00Z");
    const late = await organizer.agent.post("/api/roundtables").send({ title: "Too late", description: "After the call", tags: ["late"] });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: `Proposals for the ${NAME} closed on March 10, 2026.`, code: "call_closed" });

    await staff.agent
      .put(`/api/staff/conventions/${convention.id}`)
      .send({ name: NAME, city: "New Orleans", startDate: "2026-03-29", endDate: "2026-04-01", timeZone: "America/Chicago", proposalsCloseAt: null })
      .expect(200);
    await createRoundtable(organizer.agent, { title: "The call reopened" });
  });
});

describe("the convention is over", () => {
  it("when anyone creates, edits, joins, leaves, adds, removes or places after its last day, then 409 and nothing changes", async () => {
    const roundtable = await placedRoundtable("Over and done");
    const proposal = await createRoundtable(organizer.agent, { title: "Never placed" });
    // April 2, 12:30 AM in Chicago: the day after the last.
    testApp.clock.set("2026-04-02T05:30:00Z");
    const over = { message: `The ${NAME} is over.`, code: "convention_over" };
    const attempts = [
      await organizer.agent.post("/api/roundtables").send({ title: "Next year", description: "Too late", tags: ["late"] }),
      await organizer.agent.put(`/api/roundtables/${roundtable.id}`).send({ ...validEdit, title: "Renamed" }),
      await guest.agent.post(`/api/roundtables/${proposal.id}/join`),
      await member.agent.post(`/api/roundtables/${roundtable.id}/leave`),
      await organizer.agent.post(`/api/roundtables/${proposal.id}/participants/${guest.user.id}`),
      await organizer.agent.delete(`/api/roundtables/${roundtable.id}/participants/${member.user.id}`),
      await staff.agent.put(`/api/staff/roundtables/${proposal.id}/placement`).send({ sessionId: session.id }),
      await staff.agent.delete(`/api/staff/roundtables/${roundtable.id}/placement`),
      await organizer.agent.delete(`/api/roundtables/${roundtable.id}`),
      await organizer.agent.delete(`/api/roundtables/${proposal.id}`),
    ];
    expect(attempts.map((response) => [response.status, response.body])).toEqual(attempts.map(() => [409, over]));
    const after = (await member.agent.get(`/api/roundtables/${roundtable.id}`).expect(200)).body as { title: string; participantCount: number; programStatus: string };
    expect(after).toMatchObject({ title: "Over and done", participantCount: 2, programStatus: "placed" });
    await member.agent.get(`/api/roundtables/${proposal.id}`).expect(200);

    // Still under way late on its last day, in its own time zone.
    testApp.clock.set("2026-04-02T04:30:00Z");
    await guest.agent.post(`/api/roundtables/${proposal.id}/join`).expect(200);
  });
});

describe("dates outside the current convention's days", () => {
  it("when a roundtable is placed in a session outside them, then the bell and the mail give its year; inside them, they don't", async () => {
    // The day before the first: only the seed file or an edit of the days leaves a session there.
    const early = (await testApp.database.db.execute<{ id: number }>(sql`insert into program_sessions (name, starts_at, ends_at)
      values ('Early Bird', '2026-03-28 14:00+00', '2026-03-28 15:00+00') returning id`)).rows[0]!;
    await testApp.database.db.execute(sql`insert into program_rooms (session_id, name, position) values (${early.id}, 'Front Hall', 0)`);
    // A fresh organizer: the last one already sits at a table in the Monday session.
    organizer = await registerMember(testApp, { userType: "student" });
    const outside = await createRoundtable(organizer.agent, { title: "Before the Doors Open" });
    await staff.agent.put(`/api/staff/roundtables/${outside.id}/placement`).send({ sessionId: early.id }).expect(200);
    const inside = await createRoundtable(organizer.agent, { title: "On Monday" });
    await staff.agent.put(`/api/staff/roundtables/${inside.id}/placement`).send({ sessionId: session.id }).expect(200);

    const bell = (await organizer.agent.get("/api/notifications").expect(200)).body as { items: Array<{ message: string }> };
    const messages = bell.items.map((item) => item.message);
    expect(messages).toContain('"Before the Doors Open" is on the program: Saturday, March 28, 2026 at 9:00 AM, Front Hall.');
    expect(messages.some((message) => message.startsWith('"On Monday" is on the program: Monday, March 30 at 9:00 AM, '))).toBe(true);
    const mail = testApp.outbox.find((message) => message.subject === '"Before the Doors Open" is on the program');
    expect(mail?.text).toContain("Saturday, March 28, 2026 at 9:00 AM");
  });
});
