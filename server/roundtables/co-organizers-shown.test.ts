/**
 * Where co-organizers show beyond the roundtable's own answers (docs/product.md, "Co-organizers",
 * "Where they show"): the staff program CSV gives them the role "Co-organizer" (the organizer
 * first, then co-organizers, then participants), and every calendar (the .ics download and the
 * personal feed) names them after the organizer: "Roundtable organized by A with B and C." None of
 * the calendars shows an e-mail. Stepping down and handing over change both at once.
 */
import { parse } from "csv-parse/sync";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProgramSession, Roundtable } from "@shared/types";
import { registerMember } from "../testing/factories";
import { readIcs } from "../testing/ics-reader";
import { loadProgram, registerStaff } from "../testing/program";
import { createRoundtable, join, type Member } from "../testing/roundtables";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
let staff: Member;
let organizer: Member;
let first: Member;
let second: Member;
let participant: Member;
let outsider: Member;
let sunday: ProgramSession;
let roundtable: Roundtable;
const title = "Things Fall Apart, seventy years on";

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await registerStaff(testApp);
  organizer = await registerMember(testApp, { firstName: "Wole", lastName: "Soyinka", userType: "advisor" });
  // Named so that their last names sort against the order they accept in: the CSV and the calendar each keep their own order.
  first = await registerMember(testApp, { firstName: "Buchi", lastName: "Emecheta" });
  second = await registerMember(testApp, { firstName: "Chinua", lastName: "Achebe" });
  participant = await registerMember(testApp, { firstName: "Flora", lastName: "Nwapa" });
  outsider = await registerMember(testApp);
  ({ sunday } = await loadProgram(testApp, staff.agent, { sunday: "Sunday Afternoon,2026-03-29 14:00,2026-03-29 15:15,Bayou Room A" }));
  roundtable = await createRoundtable(organizer.agent, { title, description: "Bring the novel.", maxParticipants: 5 });
  await join(participant, roundtable.id);
  for (const invitee of [first, second]) {
    expect((await organizer.agent.post(`/api/roundtables/${roundtable.id}/co-organizers`).send({ userId: invitee.user.id })).status).toBe(201);
    expect((await invitee.agent.post(`/api/roundtables/${roundtable.id}/co-organizers/accept`)).status).toBe(200);
  }
  await staff.agent.put(`/api/staff/roundtables/${roundtable.id}/placement`).send({ sessionId: sunday.id }).expect(200);
});
afterAll(() => testApp.close());

/** The CSV's rows for this roundtable: role and name, in the file's order. */
async function csvRoles(): Promise<string[][]> {
  const response = await staff.agent.get("/api/staff/program.csv");
  expect(response.status).toBe(200);
  const rows = parse(response.text, { bom: true, columns: true }) as Array<Record<string, string>>;
  return rows.filter((row) => row.Roundtable === title).map((row) => [row.Role!, `${row["First name"]} ${row["Last name"]}`]);
}

/** The event's first paragraph (who runs it), read by an independent parser, and the whole file's text. */
function whoRunsIt(ics: string): { line: string; text: string } {
  const events = readIcs(ics).events.filter((event) => event.summary === title);
  expect(events).toHaveLength(1);
  const line = events[0]!.description.split("\n\n")[0]!;
  return { line: line.slice(line.indexOf("Roundtable organized by")), text: ics };
}

const download = async (reader: Member) => whoRunsIt((await reader.agent.get(`/api/roundtables/${roundtable.id}/calendar.ics`).expect(200)).text);
async function feedOf(reader: Member) {
  const url = (await reader.agent.get("/api/user/calendar")).body.url as string;
  return whoRunsIt((await supertest(testApp.app).get(new URL(url).pathname).expect(200)).text);
}

describe("the staff program CSV", () => {
  it("when a placed roundtable has co-organizers, then their rows say Co-organizer, after the organizer and before the participants", async () => {
    expect(await csvRoles()).toEqual([
      ["Organizer", "Wole Soyinka"],
      ["Co-organizer", "Chinua Achebe"],
      ["Co-organizer", "Buchi Emecheta"],
      ["Participant", "Flora Nwapa"],
    ]);
  });
});

describe("calendars", () => {
  it("when any member downloads the .ics, then it names the co-organizers after the organizer, in the order they accepted, with no e-mail", async () => {
    const { line, text } = await download(outsider);
    expect(line).toBe("Roundtable organized by Wole Soyinka with Buchi Emecheta and Chinua Achebe.");
    for (const member of [organizer, first, second, participant]) expect(text).not.toContain(member.user.email);
  });

  it("when the organizer, a co-organizer and a participant read their feeds, then each names the co-organizers the same way", async () => {
    for (const reader of [organizer, first, participant]) {
      const { line, text } = await feedOf(reader);
      expect(line).toBe("Roundtable organized by Wole Soyinka with Buchi Emecheta and Chinua Achebe.");
      for (const member of [organizer, first, second, participant]) if (member !== reader) expect(text).not.toContain(member.user.email);
    }
  });
});

describe("changes", () => {
  it("when a co-organizer steps down, then the CSV makes them a participant and the calendars name the other one alone", async () => {
    expect((await first.agent.delete(`/api/roundtables/${roundtable.id}/co-organizers/${first.user.id}`)).status).toBe(200);
    expect(await csvRoles()).toEqual([
      ["Organizer", "Wole Soyinka"],
      ["Co-organizer", "Chinua Achebe"],
      ["Participant", "Buchi Emecheta"],
      ["Participant", "Flora Nwapa"],
    ]);
    expect((await download(outsider)).line).toBe("Roundtable organized by Wole Soyinka with Chinua Achebe.");
    // Still seated, the one who stepped down keeps the event in their feed, named as the others read it.
    expect((await feedOf(first)).line).toBe("Roundtable organized by Wole Soyinka with Chinua Achebe.");
  });

  it("when the organizer hands over, then the new organizer comes first and the old one is named as a co-organizer", async () => {
    expect((await organizer.agent.post(`/api/roundtables/${roundtable.id}/hand-over`).send({ userId: second.user.id })).status).toBe(200);
    expect(await csvRoles()).toEqual([
      ["Organizer", "Chinua Achebe"],
      ["Co-organizer", "Wole Soyinka"],
      ["Participant", "Buchi Emecheta"],
      ["Participant", "Flora Nwapa"],
    ]);
    expect((await download(participant)).line).toBe("Roundtable organized by Chinua Achebe with Wole Soyinka.");
    expect((await feedOf(organizer)).line).toBe("Roundtable organized by Chinua Achebe with Wole Soyinka.");
  });

  it("when the last co-organizer steps down, then the calendars name the organizer alone", async () => {
    expect((await organizer.agent.delete(`/api/roundtables/${roundtable.id}/co-organizers/${organizer.user.id}`)).status).toBe(200);
    expect((await download(outsider)).line).toBe("Roundtable organized by Chinua Achebe.");
    expect((await csvRoles()).map(([role]) => role)).toEqual(["Organizer", "Participant", "Participant", "Participant"]);
  });
});
