import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProgramSession, RoundtableParticipant } from "@shared/types";
import { registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createRoundtable, join, notificationsOf, roundtableAs, type Member } from "../testing/roundtables";
import { loadProgram, registerStaff } from "../testing/program";

let testApp: TestApp;
let staff: Member;
let nine: ProgramSession;
let eleven: ProgramSession;
let afternoon: ProgramSession;

const rooms = (count: number) => Array.from({ length: count }, (_, index) => `Room ${index + 1}`).join(";");

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await registerStaff(testApp);
  ({ nine, eleven, afternoon } = await loadProgram(testApp, staff.agent, {
    nine: `Monday Morning,2026-03-30 09:00,2026-03-30 10:15,${rooms(12)}`,
    eleven: `Monday Midday,2026-03-30 11:00,2026-03-30 12:15,${rooms(8)}`,
    afternoon: `Monday Afternoon,2026-03-30 14:00,2026-03-30 15:15,${rooms(12)}`,
  }));
});
afterAll(() => testApp.close());

async function placedTable(title: string, session: ProgramSession, overrides: Record<string, unknown> = {}) {
  const organizer = await registerMember(testApp);
  const roundtable = await createRoundtable(organizer.agent, { title, ...overrides });
  await staff.agent.put(`/api/staff/roundtables/${roundtable.id}/placement`).send({ sessionId: session.id }).expect(200);
  return { organizer, roundtable };
}

describe("one seat per session", () => {
  it("when a member seated at one roundtable joins another of the same session, then 409 names the first; another session is fine", async () => {
    const first = await placedTable("Gothic at nine", nine);
    const second = await placedTable("Poetry at nine", nine);
    const third = await placedTable("Drama at eleven", eleven);
    const ada = await registerMember(testApp);
    await join(ada, first.roundtable.id);
    const refused = await ada.agent.post(`/api/roundtables/${second.roundtable.id}/join`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`You already have a seat at "Gothic at nine" in the same session`);
    expect((await roundtableAs(ada, second.roundtable.id)).isJoined).toBe(false);
    expect(await join(ada, third.roundtable.id)).toEqual({ joined: true, waitlisted: false });
  });

  it("when the second roundtable is a proposal, not yet on the program, then joining it is fine", async () => {
    const first = await placedTable("Seated somewhere", nine);
    const ada = await registerMember(testApp);
    await join(ada, first.roundtable.id);
    const proposal = await createRoundtable((await registerMember(testApp)).agent, { title: "Unplaced" });
    expect(await join(ada, proposal.id)).toEqual({ joined: true, waitlisted: false });
  });

  it("when an organizer adds a member seated elsewhere in the session, then 409 names the member, never the other roundtable", async () => {
    const first = await placedTable("Reading Morrison", nine);
    const second = await placedTable("Reading Baldwin", nine);
    const bo = await registerMember(testApp, { firstName: "Bo", lastName: "Seated" });
    await join(bo, first.roundtable.id);
    const refused = await second.organizer.agent.post(`/api/roundtables/${second.roundtable.id}/participants/${bo.user.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Bo Seated already has a seat at another roundtable in the same session");
    const participants = (await second.organizer.agent.get(`/api/roundtables/${second.roundtable.id}/participants`)).body as RoundtableParticipant[];
    expect(participants.map((participant) => participant.user.id)).not.toContain(bo.user.id);
  });

  it("when the second roundtable is full, then the seated member may join its waitlist", async () => {
    const first = await placedTable("Full or not", nine);
    const full = await placedTable("Already full", nine, { maxParticipants: 1 });
    const ada = await registerMember(testApp);
    await join(ada, first.roundtable.id);
    expect(await join(ada, full.roundtable.id)).toEqual({ joined: false, waitlisted: true });
  });
});

describe("promotion skips a member seated elsewhere at that time", () => {
  it("when a seat opens, then the first waitlisted member free at that time moves in, and the seated one keeps their place", async () => {
    const elsewhere = await placedTable("Elsewhere at nine", eleven);
    const full = await placedTable("Popular at nine", eleven, { maxParticipants: 2 });
    const [seated, free, leaver] = [await registerMember(testApp), await registerMember(testApp), await registerMember(testApp)];
    await join(leaver, full.roundtable.id); // takes the last seat
    await join(seated, elsewhere.roundtable.id);
    expect(await join(seated, full.roundtable.id)).toEqual({ joined: false, waitlisted: true }); // first in line
    expect(await join(free, full.roundtable.id)).toEqual({ joined: false, waitlisted: true });

    await leaver.agent.post(`/api/roundtables/${full.roundtable.id}/leave`).expect(200);

    expect(await roundtableAs(free, full.roundtable.id)).toMatchObject({ isJoined: true });
    expect(await roundtableAs(seated, full.roundtable.id)).toMatchObject({ isJoined: false, isWaitlisted: true });
    expect((await notificationsOf(testApp, free.user.id)).at(-1)!.kind).toBe("waitlist_promoted");
    const participants = (await full.organizer.agent.get(`/api/roundtables/${full.roundtable.id}/participants`)).body as RoundtableParticipant[];
    expect(participants.filter((participant) => participant.status === "waitlisted").map((participant) => participant.user.id)).toEqual([seated.user.id]);

    // Once they leave the other roundtable, the next open seat is theirs: they kept their place.
    await seated.agent.post(`/api/roundtables/${elsewhere.roundtable.id}/leave`).expect(200);
    await free.agent.post(`/api/roundtables/${full.roundtable.id}/leave`).expect(200);
    expect(await roundtableAs(seated, full.roundtable.id)).toMatchObject({ isJoined: true });
  });

  it("when a proposal's seat opens, then nobody is skipped: only placed roundtables share a time", async () => {
    const elsewhere = await placedTable("Placed somewhere", nine);
    const organizer = await registerMember(testApp);
    const proposal = await createRoundtable(organizer.agent, { title: "Just a proposal", maxParticipants: 2 });
    const [seated, leaver] = [await registerMember(testApp), await registerMember(testApp)];
    await join(leaver, proposal.id);
    await join(seated, elsewhere.roundtable.id);
    expect(await join(seated, proposal.id)).toEqual({ joined: false, waitlisted: true });
    await leaver.agent.post(`/api/roundtables/${proposal.id}/leave`).expect(200);
    expect(await roundtableAs(seated, proposal.id)).toMatchObject({ isJoined: true });
  });

  it("when members race to join two roundtables while one moves into the other's session, then nobody ends up seated twice in a session", async () => {
    const left = await placedTable("Left at eleven", eleven, { maxParticipants: 5 });
    const members = await Promise.all(Array.from({ length: 6 }, () => registerMember(testApp)));
    const right = await createRoundtable((await registerMember(testApp)).agent, { title: "Right at nine", maxParticipants: 5 });
    await staff.agent.put(`/api/staff/roundtables/${right.id}/placement`).send({ sessionId: nine.id }).expect(200);
    // Move "Right" into the same session while everyone joins both.
    const responses = await Promise.all([
      ...members.flatMap((who) => [who.agent.post(`/api/roundtables/${left.roundtable.id}/join`), who.agent.post(`/api/roundtables/${right.id}/join`)]),
      staff.agent.put(`/api/staff/roundtables/${right.id}/placement`).send({ sessionId: eleven.id }),
    ]);
    expect(responses.every((response) => [200, 409].includes(response.status))).toBe(true);
    const doubleSeats = await testApp.database.db.execute<{ user_id: number }>(sql`
      select p.user_id from participations p join roundtables r on r.id = p.roundtable_id
      where p.status = 'joined' and r.session_id is not null
      group by p.user_id, r.session_id having count(*) > 1`);
    expect(doubleSeats.rows).toEqual([]);
  }, 60_000);
});

describe("when the seat that held a waiting member back goes, their line is seated at once", () => {
  /**
   * A member first in line for "wanted", passed over while seated at "elsewhere" in the same
   * session: the free seat stays free (nobody else waits).
   */
  async function heldBack(title: string) {
    const elsewhere = await placedTable(`${title}, elsewhere`, afternoon);
    const wanted = await placedTable(`${title}, wanted`, afternoon, { maxParticipants: 2 });
    const [member, leaver] = [await registerMember(testApp), await registerMember(testApp)];
    await join(leaver, wanted.roundtable.id);
    await join(member, elsewhere.roundtable.id);
    expect(await join(member, wanted.roundtable.id)).toEqual({ joined: false, waitlisted: true });
    await leaver.agent.post(`/api/roundtables/${wanted.roundtable.id}/leave`).expect(200);
    expect(await roundtableAs(member, wanted.roundtable.id)).toMatchObject({ isJoined: false, isWaitlisted: true, participantCount: 1 });
    return { elsewhere, wanted, member };
  }

  async function expectSeated(member: Member, wanted: { roundtable: { id: number; title: string } }) {
    expect(await roundtableAs(member, wanted.roundtable.id)).toMatchObject({ isJoined: true, isWaitlisted: false, participantCount: 2 });
    expect((await notificationsOf(testApp, member.user.id)).at(-1)).toMatchObject({
      kind: "waitlist_promoted",
      message: `A seat opened up: you moved from the waitlist into "${wanted.roundtable.title}".`,
      roundtableId: wanted.roundtable.id,
    });
    await expect
      .poll(() => testApp.outbox.filter((mail) => mail.to === member.user.email).map((mail) => mail.subject))
      .toContain(`You're in: "${wanted.roundtable.title}"`);
  }

  it("when they leave the other roundtable", async () => {
    const { elsewhere, wanted, member } = await heldBack("Leaving");
    await member.agent.post(`/api/roundtables/${elsewhere.roundtable.id}/leave`).expect(200);
    await expectSeated(member, wanted);
  });

  it("when the other roundtable's organizer removes them", async () => {
    const { elsewhere, wanted, member } = await heldBack("Removed");
    await elsewhere.organizer.agent.delete(`/api/roundtables/${elsewhere.roundtable.id}/participants/${member.user.id}`).expect(200);
    await expectSeated(member, wanted);
  });

  it("when the other roundtable is deleted", async () => {
    const { elsewhere, wanted, member } = await heldBack("Deleted");
    await elsewhere.organizer.agent.delete(`/api/roundtables/${elsewhere.roundtable.id}`).expect(200);
    await expectSeated(member, wanted);
  });

  it("when the staff move the other roundtable to another session, or take it off the program", async () => {
    const moved = await heldBack("Moved");
    await staff.agent.put(`/api/staff/roundtables/${moved.elsewhere.roundtable.id}/placement`).send({ sessionId: eleven.id }).expect(200);
    await expectSeated(moved.member, moved.wanted);

    const unplaced = await heldBack("Taken off");
    await staff.agent.delete(`/api/staff/roundtables/${unplaced.elsewhere.roundtable.id}/placement`).expect(200);
    await expectSeated(unplaced.member, unplaced.wanted);
  });

  it("when the seat goes but the roundtable they wait for has filled meanwhile, then they keep their place in line", async () => {
    const { elsewhere, wanted, member } = await heldBack("Filled meanwhile");
    const newcomer = await registerMember(testApp);
    expect(await join(newcomer, wanted.roundtable.id)).toEqual({ joined: true, waitlisted: false });
    const bell = (await notificationsOf(testApp, member.user.id)).length;
    await member.agent.post(`/api/roundtables/${elsewhere.roundtable.id}/leave`).expect(200);
    expect(await roundtableAs(member, wanted.roundtable.id)).toMatchObject({ isJoined: false, isWaitlisted: true, waitlistPosition: 1 });
    expect(await notificationsOf(testApp, member.user.id)).toHaveLength(bell);
  });
});
