import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProgramSession, Roundtable, UserParticipation } from "@shared/types";
import { registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createRoundtable, join, validEdit, type Member } from "../testing/roundtables";
import { loadProgram, registerStaff } from "../testing/program";

let testApp: TestApp;
let staff: Member;
let viewer: Member;
let sunday: ProgramSession;
let mondayLate: ProgramSession;
let tuesday: ProgramSession;
let early: Roundtable;
let late: Roundtable;
let later: Roundtable;
let proposal: Roundtable;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await registerStaff(testApp);
  viewer = await registerMember(testApp);
  ({ sunday, mondayLate, tuesday } = await loadProgram(testApp, viewer.agent, {
    // 18:30 in New Orleans on Sunday is 23:30 UTC: still Sunday there, whatever UTC says.
    sunday: "Sunday Evening,2026-03-29 18:30,2026-03-29 19:30,Bayou Room A;Bayou Room B",
    mondayLate: "Monday Late,2026-03-30 21:00,2026-03-30 22:00,Bayou Room A",
    tuesday: "Tuesday Morning,2026-03-31 09:00,2026-03-31 10:00,Bayou Room A;Magnolia Room",
  }));
  const organizers = await Promise.all([1, 2, 3, 4].map(() => registerMember(testApp)));
  later = await createRoundtable(organizers[0]!.agent, { title: "Placed Tuesday" });
  early = await createRoundtable(organizers[1]!.agent, { title: "Placed Sunday room B" });
  late = await createRoundtable(organizers[2]!.agent, { title: "Placed Monday night" });
  proposal = await createRoundtable(organizers[3]!.agent, { title: "Still a proposal", preferredSessionId: tuesday.id });
  const firstSunday = await createRoundtable(viewer.agent, { title: "Placed Sunday room A" });
  const place = (id: number, sessionId: number, roomId?: number) =>
    staff.agent.put(`/api/staff/roundtables/${id}/placement`).send({ sessionId, roomId }).expect(200);
  await place(later.id, tuesday.id);
  await place(early.id, sunday.id, sunday.rooms[1]!.id);
  await place(firstSunday.id, sunday.id, sunday.rooms[0]!.id);
  await place(late.id, mondayLate.id);
});
afterAll(() => testApp.close());

const titles = async (queryString: string) => {
  const response = await viewer.agent.get(`/api/roundtables${queryString}`);
  expect(response.status).toBe(200);
  return (response.body as Roundtable[]).map((item) => item.title);
};

describe("list filters and sort", () => {
  it("when sorted by time, then placed roundtables come by session start and room, proposals after", async () => {
    expect(await titles("?sort=time")).toEqual([
      "Placed Sunday room A",
      "Placed Sunday room B",
      "Placed Monday night",
      "Placed Tuesday",
      "Still a proposal",
    ]);
  });

  it("when sorted by newest or by match (until matching exists), then newest first", async () => {
    const newest = ["Placed Sunday room A", "Still a proposal", "Placed Monday night", "Placed Sunday room B", "Placed Tuesday"];
    expect(await titles("")).toEqual(newest);
    expect(await titles("?sort=newest")).toEqual(newest);
    expect(await titles("?sort=match")).toEqual(newest);
  });

  it("when filtered by program status or session, then only those", async () => {
    expect(await titles("?programStatus=proposed")).toEqual(["Still a proposal"]);
    expect(await titles(`?programStatus=placed&sessionId=${sunday.id}&sort=time`)).toEqual(["Placed Sunday room A", "Placed Sunday room B"]);
    expect(await titles("?programStatus=not_selected")).toEqual([]);
    expect(await titles("?programStatus=all&sessionId=all")).toHaveLength(5);
    const response = await viewer.agent.get(`/api/roundtables?sessionId=${tuesday.id}`);
    expect(response.headers["x-total-count"]).toBe("1");
  });

  it("when filtered by day, then the day is the convention's, not UTC's", async () => {
    // Sunday 18:30 Central is 23:30 UTC; Monday 21:00 Central is 02:00 UTC on Tuesday.
    expect(await titles("?day=2026-03-29&sort=time")).toEqual(["Placed Sunday room A", "Placed Sunday room B"]);
    expect(await titles("?day=2026-03-30")).toEqual(["Placed Monday night"]);
    expect(await titles("?day=2026-03-31")).toEqual(["Placed Tuesday"]);
    expect(await titles("?day=2026-04-01")).toEqual([]);
  });

  it.each([
    ["programStatus=maybe", "programStatus must be proposed, placed or not_selected"],
    ["sessionId=abc", "sessionId must be a session id"],
    ["day=2026-02-30", "day must be a date like 2026-03-29"],
    ["day=tomorrow", "day must be a date like 2026-03-29"],
    ["sort=oldest", "sort must be newest, time or match"],
  ])("when the query has %s, then 400 with a message", async (queryString, message) => {
    const response = await viewer.agent.get(`/api/roundtables?${queryString}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

describe("program fields on items", () => {
  it("when a roundtable is placed, then list, details and participations carry its session, room and start as scheduledDate", async () => {
    const organizer = await registerMember(testApp);
    const roundtable = await createRoundtable(organizer.agent, { title: "Fields everywhere", preferredSessionId: sunday.id });
    await join(viewer, roundtable.id);
    const magnolia = tuesday.rooms[1]!;
    await staff.agent.put(`/api/staff/roundtables/${roundtable.id}/placement`).send({ sessionId: tuesday.id }).expect(200);

    const expected = {
      programStatus: "placed",
      preferredSession: { id: sunday.id, name: "Sunday Evening", startsAt: "2026-03-29T23:30:00.000Z", endsAt: "2026-03-30T00:30:00.000Z" },
      session: { id: tuesday.id, name: "Tuesday Morning", startsAt: "2026-03-31T14:00:00.000Z", endsAt: "2026-03-31T15:00:00.000Z" },
      room: { id: magnolia.id, name: "Magnolia Room" },
      scheduledDate: "2026-03-31T14:00:00.000Z",
      programNote: null,
    };
    expect((await viewer.agent.get(`/api/roundtables/${roundtable.id}`)).body).toMatchObject(expected);
    expect(((await viewer.agent.get("/api/roundtables?query=everywhere")).body as Roundtable[])[0]).toMatchObject(expected);
    const participations = (await viewer.agent.get("/api/user/participations")).body as UserParticipation[];
    expect(participations.find((item) => item.roundtableId === roundtable.id)!.roundtable).toMatchObject(expected);
  });
});

describe("preferred session on create and edit", () => {
  it("when created with a preferred session, then it is carried; unknown ids are a 400 on the field and nothing is created", async () => {
    expect(proposal.preferredSession).toEqual({ id: tuesday.id, name: "Tuesday Morning", startsAt: "2026-03-31T14:00:00.000Z", endsAt: "2026-03-31T15:00:00.000Z" });
    expect(proposal.programStatus).toBe("proposed");
    const before = (await viewer.agent.get("/api/roundtables")).headers["x-total-count"];
    const unknown = await viewer.agent.post("/api/roundtables").send({ ...validEdit, preferredSessionId: 999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: "Choose one of the convention's sessions", code: "validation_failed", errors: { preferredSessionId: ["Choose one of the convention's sessions"] } });
    const wrongType = await viewer.agent.post("/api/roundtables").send({ ...validEdit, preferredSessionId: "Sunday" });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors.preferredSessionId).toEqual(["Preferred session must be a session id"]);
    expect((await viewer.agent.get("/api/roundtables")).headers["x-total-count"]).toBe(before);
    const withNull = await viewer.agent.post("/api/roundtables").send({ ...validEdit, title: "No preference", preferredSessionId: null });
    expect(withNull.status).toBe(201);
    expect(withNull.body.preferredSession).toBeNull();
  });

  it("when edited, then a new id changes it, null clears it, leaving it out keeps it, and an unknown id changes nothing", async () => {
    const mine = await createRoundtable(viewer.agent, { title: "Editable", preferredSessionId: sunday.id });
    const edit = (body: Record<string, unknown>) => viewer.agent.put(`/api/roundtables/${mine.id}`).send({ ...validEdit, title: "Editable", ...body });
    expect((await edit({ preferredSessionId: tuesday.id })).body.preferredSession.id).toBe(tuesday.id);
    expect((await edit({})).body.preferredSession.id).toBe(tuesday.id);
    const unknown = await edit({ preferredSessionId: 123_456, title: "Renamed" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ preferredSessionId: ["Choose one of the convention's sessions"] });
    expect((await viewer.agent.get(`/api/roundtables/${mine.id}`)).body).toMatchObject({ title: "Editable", preferredSession: { id: tuesday.id } });
    expect((await edit({ preferredSessionId: null })).body.preferredSession).toBeNull();
  });
});
