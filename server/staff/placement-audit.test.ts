/** Each staff program change writes its audit line with the change, and only a change that commits does. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProgramSession } from "@shared/types";
import { registerMember } from "../testing/factories";
import { loadProgram, registerStaff } from "../testing/program";
import { createRoundtable, type Member } from "../testing/roundtables";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
let staff: Member;
let organizer: Member;
let morning: ProgramSession;
let evening: ProgramSession;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await registerStaff(testApp);
  organizer = await registerMember(testApp);
  ({ morning, evening } = await loadProgram(testApp, organizer.agent, {
    morning: "Audit Morning,2026-03-30 09:00,2026-03-30 10:15,Room A;Room B",
    evening: "Audit Evening,2026-03-30 18:00,2026-03-30 19:15,Room C",
  }));
});
afterAll(() => testApp.close());

async function actionsFor(roundtableId: number) {
  const response = await staff.agent.get("/api/staff/audit").query({ limit: 100 });
  const entries = response.body as Array<{ action: string; roundtableId: number | null; actorId: number | null; note: string | null }>;
  return entries.filter((entry) => entry.roundtableId === roundtableId);
}

describe("the audit log of the program", () => {
  it("when staff place, move, take off and mark not selected, then each is logged with who did it, newest first", async () => {
    const { id } = await createRoundtable(organizer.agent, { title: "Audited table" });
    await staff.agent.put(`/api/staff/roundtables/${id}/placement`).send({ sessionId: morning.id }).expect(200);
    await staff.agent.put(`/api/staff/roundtables/${id}/placement`).send({ sessionId: evening.id }).expect(200);
    await staff.agent.delete(`/api/staff/roundtables/${id}/placement`).expect(200);
    await staff.agent.post(`/api/staff/roundtables/${id}/not-selected`).send({ note: "Too close to another table" }).expect(200);
    const entries = await actionsFor(id);
    expect(entries.map((entry) => entry.action)).toEqual(["program.not_selected", "program.unplaced", "program.moved", "program.placed"]);
    expect(entries.every((entry) => entry.actorId === staff.user.id)).toBe(true);
    expect(entries[0]!.note).toBe("Too close to another table");
  });

  it("when a change is refused, then nothing is logged", async () => {
    const { id } = await createRoundtable(organizer.agent, { title: "Never placed" });
    expect((await staff.agent.delete(`/api/staff/roundtables/${id}/placement`)).status).toBe(409);
    expect(await actionsFor(id)).toEqual([]);
  });
});
