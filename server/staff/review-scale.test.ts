import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@shared/schema";
import type { ProgramSession, Roundtable } from "@shared/types";
import { registerMember } from "../testing/factories";
import { loadProgram, registerStaff } from "../testing/program";
import { createRoundtable, notificationsOf, type Member } from "../testing/roundtables";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
let staff: Member;
let organizer: Member;
let sunday: ProgramSession;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await registerStaff(testApp, { firstName: "Stella", lastName: "Staff" });
  organizer = await registerMember(testApp, { firstName: "Olive", lastName: "Organizer" });
  ({ sunday } = await loadProgram(testApp, staff.agent, { sunday: "Sunday Afternoon,2026-03-29 14:00,2026-03-29 15:15,Bayou Room A;Bayou Room B" }));
});
afterAll(() => testApp.close());

const list = (query: Record<string, string | number>) => staff.agent.get("/api/staff/proposals").query(query);
const titles = (body: Roundtable[]) => body.map((row) => row.title);
const auditOf = (roundtableId: number) => testApp.database.db.select().from(auditLog).where(eq(auditLog.roundtableId, roundtableId)).orderBy(auditLog.id);

describe("the staff list at the scale of the society", () => {
  beforeAll(async () => {
    // Five thousand proposals in one statement: through the API this would take minutes.
    await testApp.database.db.execute(sql`
      insert into roundtables (title, description, category, tags, organizer_id)
      select 'Scale proposal ' || lpad(n::text, 4, '0'), 'A proposal among many', 'General', array['scale'], ${organizer.user.id}
      from generate_series(1, 5000) as n`);
  });

  it("when staff search and page, then X-Total-Count counts every match and the pages neither overlap nor skip", async () => {
    const first = await list({ query: "scale proposal", limit: 50, offset: 0 });
    expect(first.status).toBe(200);
    expect(first.headers["x-total-count"]).toBe("5000");
    expect(first.body).toHaveLength(50);

    const second = await list({ query: "scale proposal", limit: 50, offset: 50 });
    expect(second.headers["x-total-count"]).toBe("5000");
    const seen = new Set([...titles(first.body), ...titles(second.body)]);
    expect(seen.size).toBe(100);

    const last = await list({ query: "scale proposal", limit: 50, offset: 4950 });
    expect(last.body).toHaveLength(50);
    expect(titles(last.body).some((title) => seen.has(title))).toBe(false);
    const beyond = await list({ query: "scale proposal", limit: 50, offset: 5000 });
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers["x-total-count"]).toBe("5000");
  });

  it("when the search names one proposal, then only it comes back", async () => {
    const response = await list({ query: "Scale proposal 4321" });
    expect(titles(response.body)).toEqual(["Scale proposal 4321"]);
    expect(response.headers["x-total-count"]).toBe("1");
  });

  it("when a page or a status is malformed, then 400 with a clear message", async () => {
    expect((await list({ limit: 0 })).body).toMatchObject({ message: "limit must be at least 1", code: "validation_failed" });
    expect((await list({ offset: -1 })).status).toBe(400);
    const status = await list({ programStatus: "maybe" });
    expect(status.status).toBe(400);
    expect(status.body).toMatchObject({ message: "programStatus must be proposed, placed or not_selected", code: "validation_failed" });
  });
});

describe("filtering by status and undoing a not selected", () => {
  let placed: Roundtable;
  let declined: Roundtable;
  let waiting: Roundtable;

  beforeAll(async () => {
    placed = await createRoundtable(organizer.agent, { title: "Status placed sonnet" });
    declined = await createRoundtable(organizer.agent, { title: "Status declined sonnet" });
    waiting = await createRoundtable(organizer.agent, { title: "Status waiting sonnet" });
    expect((await staff.agent.put(`/api/staff/roundtables/${placed.id}/placement`).send({ sessionId: sunday.id })).status).toBe(200);
    expect((await staff.agent.post(`/api/staff/roundtables/${declined.id}/not-selected`).send({ note: "Too close to another" })).status).toBe(200);
  });

  it.each([
    ["proposed", "Status waiting sonnet"],
    ["placed", "Status placed sonnet"],
    ["not_selected", "Status declined sonnet"],
  ])("when staff ask for programStatus=%s, then only those come back", async (programStatus, title) => {
    const response = await list({ programStatus, query: "status sonnet" });
    expect(titles(response.body)).toEqual([title]);
    expect(response.headers["x-total-count"]).toBe("1");
  });

  it("when staff ask for every status, then all three come back", async () => {
    expect(titles((await list({ programStatus: "all", query: "status sonnet" })).body).sort()).toEqual(
      ["Status declined sonnet", "Status placed sonnet", "Status waiting sonnet"],
    );
  });

  it("when staff undo the not selected, then it is a proposal again without its note, audited, and its organizer hears of it", async () => {
    const response = await staff.agent.delete(`/api/staff/roundtables/${declined.id}/not-selected`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: declined.id, programStatus: "proposed", programNote: null, session: null, room: null });

    expect(titles((await list({ query: "status sonnet" })).body).sort()).toEqual(["Status declined sonnet", "Status waiting sonnet"]);
    expect((await list({ programStatus: "not_selected", query: "status sonnet" })).headers["x-total-count"]).toBe("0");

    const audit = await auditOf(declined.id);
    expect(audit.map((row) => [row.action, row.actorId, row.note])).toEqual([
      ["program.not_selected", staff.user.id, "Too close to another"],
      ["program.reselected", staff.user.id, null],
    ]);
    const last = (await notificationsOf(testApp, organizer.user.id)).at(-1);
    expect(last).toMatchObject({ roundtableId: declined.id, message: '"Status declined sonnet" is a proposal again: the staff are reviewing it once more.' });
  });

  it("when the roundtable is not marked not selected, then 409 and nothing is written; an unknown one is 404", async () => {
    const before = (await auditOf(waiting.id)).length;
    const refused = await staff.agent.delete(`/api/staff/roundtables/${waiting.id}/not-selected`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: '"Status waiting sonnet" is not marked not selected', code: "not_marked_not_selected" });
    expect(await auditOf(waiting.id)).toHaveLength(before);
    expect((await staff.agent.delete("/api/staff/roundtables/999999/not-selected")).status).toBe(404);
  });

  it("when a member or a signed-out visitor tries the undo, then 403 or 401", async () => {
    expect((await organizer.agent.delete(`/api/staff/roundtables/${declined.id}/not-selected`)).status).toBe(403);
    expect((await testApp.agent().delete(`/api/staff/roundtables/${declined.id}/not-selected`)).status).toBe(401);
  });

  it("when staff place, move and take off, then each decision leaves its audit row with the session", async () => {
    const rooms = sunday.rooms;
    // One organizer can't sit in two roundtables of a session: the first comes off before the other goes in.
    await staff.agent.delete(`/api/staff/roundtables/${placed.id}/placement`);
    await staff.agent.put(`/api/staff/roundtables/${waiting.id}/placement`).send({ sessionId: sunday.id, roomId: rooms[1]!.id });
    await staff.agent.put(`/api/staff/roundtables/${waiting.id}/placement`).send({ sessionId: sunday.id, roomId: rooms[0]!.id });
    expect((await auditOf(waiting.id)).map((row) => [row.action, row.details])).toEqual([
      ["program.placed", { sessionId: sunday.id, roomId: rooms[1]!.id }],
      ["program.moved", { sessionId: sunday.id, roomId: rooms[0]!.id, fromSessionId: sunday.id, fromRoomId: rooms[1]!.id }],
    ]);
    expect((await auditOf(placed.id)).map((row) => row.action)).toEqual(["program.placed", "program.unplaced"]);
  });

  it("when staff mark a proposal not selected, then its e-mail links to the roundtable's own page", async () => {
    const linked = await createRoundtable(organizer.agent, { title: "Status linked sonnet" });
    await staff.agent.post(`/api/staff/roundtables/${linked.id}/not-selected`).send({ note: "Another year" });
    await expect.poll(() => testApp.outbox.some((mail) => mail.subject === '"Status linked sonnet" was not selected for the program')).toBe(true);
    const mail = testApp.outbox.find((message) => message.subject === '"Status linked sonnet" was not selected for the program')!;
    expect(mail.text).toContain(`/roundtables/${linked.id}`);
  });
});
