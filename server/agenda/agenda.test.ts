import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Agenda, ProgramSession, Roundtable } from "@shared/types";
import { registerMember } from "../testing/factories";
import { loadProgram, registerStaff } from "../testing/program";
import { createRoundtable, join, type Member } from "../testing/roundtables";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
let staff: Member;
let viewer: Member;
let neighbor: Member;
let sunday: ProgramSession;
let monday: ProgramSession;
let organized: Roundtable;
let seated: Roundtable;
let waiting: Roundtable;
let proposal: Roundtable;
let elsewhere: Roundtable;

const agendaOf = async (member: Member) => {
  const response = await member.agent.get("/api/user/agenda");
  expect(response.status).toBe(200);
  return response.body as Agenda;
};

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await registerStaff(testApp);
  viewer = await registerMember(testApp, { firstName: "Vera", lastName: "Viewer" });
  neighbor = await registerMember(testApp, { firstName: "Nina", lastName: "Neighbor" });
  ({ sunday, monday } = await loadProgram(testApp, viewer.agent, {
    sunday: "Sunday Evening,2026-03-29 18:30,2026-03-29 19:30,Bayou Room A;Bayou Room B",
    monday: "Monday Morning,2026-03-30 09:00,2026-03-30 10:00,Bayou Room A",
  }));
  const [otherOrganizer, thirdOrganizer, fourthOrganizer, fullSeat] = await Promise.all([1, 2, 3, 4].map(() => registerMember(testApp)));
  // Created first, placed last in time: the agenda orders by the session, not by creation.
  organized = await createRoundtable(viewer.agent, { title: "Viewer's own table" });
  seated = await createRoundtable(otherOrganizer!.agent, { title: "A seat on Sunday" });
  waiting = await createRoundtable(thirdOrganizer!.agent, { title: "A full table", maxParticipants: 2 });
  proposal = await createRoundtable(fourthOrganizer!.agent, { title: "Still a proposal" });
  elsewhere = await createRoundtable(fourthOrganizer!.agent, { title: "Not the viewer's" });
  await join(viewer, seated.id);
  await join(neighbor, seated.id);
  await join(fullSeat!, waiting.id);
  expect((await join(neighbor, waiting.id)).waitlisted).toBe(true);
  expect((await join(viewer, waiting.id)).waitlisted).toBe(true);
  await join(viewer, proposal.id);
  await join(neighbor, elsewhere.id);
  const place = (id: number, sessionId: number, roomId?: number) =>
    staff.agent.put(`/api/staff/roundtables/${id}/placement`).send({ sessionId, roomId }).expect(200);
  await place(organized.id, monday.id);
  await place(waiting.id, sunday.id, sunday.rooms[1]!.id);
  await place(seated.id, sunday.id, sunday.rooms[0]!.id);
});
afterAll(() => testApp.close());

describe("GET /api/user/agenda", () => {
  it("when a member organizes, sits at, waits for and proposes, then each shows once in time order with its status", async () => {
    const agenda = await agendaOf(viewer);
    expect(agenda.convention.isCurrent).toBe(true);
    expect(agenda.items.map((item) => [item.roundtable.title, item.status, item.waitlistPosition])).toEqual([
      ["A seat on Sunday", "joined", null],
      ["A full table", "waitlisted", 2],
      ["Viewer's own table", "organizer", null],
      // Not yet on the program: after every placed one.
      ["Still a proposal", "joined", null],
    ]);
  });

  it("when placed, then an item carries its session and room; a proposal carries neither", async () => {
    const items = (await agendaOf(viewer)).items;
    const sundaySeat = items.find((item) => item.roundtable.id === seated.id)!;
    expect(sundaySeat.session).toEqual({ id: sunday.id, name: "Sunday Evening", startsAt: sunday.startsAt, endsAt: sunday.endsAt });
    expect(sundaySeat.room).toEqual({ id: sunday.rooms[0]!.id, name: "Bayou Room A" });
    const open = items.find((item) => item.roundtable.id === proposal.id)!;
    expect(open).toMatchObject({ session: null, room: null });
  });

  it("when others are seated, then tablemates are the seated members besides the viewer, by name and chapter, never an e-mail or the waitlist", async () => {
    const items = (await agendaOf(viewer)).items;
    const sundaySeat = items.find((item) => item.roundtable.id === seated.id)!;
    const names = sundaySeat.tablemates.map((mate) => `${mate.firstName} ${mate.lastName}`);
    expect(names).toContain("Nina Neighbor");
    expect(names).not.toContain("Vera Viewer");
    expect(sundaySeat.tablemates).toHaveLength(2); // its organizer and Nina
    for (const mate of sundaySeat.tablemates) expect(Object.keys(mate).sort()).toEqual(["chapter", "firstName", "id", "lastName"]);
    expect(sundaySeat.tablemates.find((mate) => mate.id === neighbor.user.id)?.chapter).toEqual(expect.any(String));
    // Nina waits at the full table: she is not a tablemate there.
    const full = items.find((item) => item.roundtable.id === waiting.id)!;
    expect(full.tablemates.map((mate) => mate.id)).not.toContain(neighbor.user.id);
    expect(JSON.stringify(items)).not.toContain(neighbor.user.email);
  });

  it("when another member reads theirs, then it holds only their own roundtables", async () => {
    const titles = (await agendaOf(neighbor)).items.map((item) => [item.roundtable.title, item.status]);
    expect(titles).toEqual([
      ["A seat on Sunday", "joined"],
      ["A full table", "waitlisted"],
      ["Not the viewer's", "joined"],
    ]);
  });

  it("when a member accepts to co-organize a roundtable they sit at, then it shows once as co_organizer", async () => {
    const organizerAgent = (await registerMember(testApp)).agent;
    const own = await createRoundtable(organizerAgent, { title: "Co-organized, not placed yet" });
    await organizerAgent.post(`/api/roundtables/${own.id}/co-organizers`).send({ userId: neighbor.user.id }).expect(201);
    await neighbor.agent.post(`/api/roundtables/${own.id}/co-organizers/accept`).expect(200);
    const items = (await agendaOf(neighbor)).items.filter((item) => item.roundtable.id === own.id);
    expect(items.map((item) => item.status)).toEqual(["co_organizer"]);
  });

  it("when a member takes part in nothing, then the agenda is empty and still names the convention", async () => {
    const stranger = await registerMember(testApp);
    const agenda = await agendaOf(stranger);
    expect(agenda.items).toEqual([]);
    expect(agenda.convention.name).toEqual(expect.any(String));
  });

  it("when signed out, then 401", async () => {
    expect((await testApp.agent().get("/api/user/agenda")).status).toBe(401);
  });
});
