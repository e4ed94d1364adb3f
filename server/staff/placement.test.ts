import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProgramSession, Roundtable } from "@shared/types";
import { registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { chapterNamed, createRoundtable, join, notificationsOf, registerMembers, roundtableAs, type Member } from "../testing/roundtables";
import { loadProgram, registerStaff, sessionNamed } from "../testing/program";

let testApp: TestApp;
let staff: Member;
let organizer: Member;
let member: Member;
let sunday: ProgramSession;
let monday: ProgramSession;
let small: ProgramSession;
let tuesday: ProgramSession;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await registerStaff(testApp, { firstName: "Stella", lastName: "Staff" });
  organizer = await registerMember(testApp, { firstName: "Olive", lastName: "Organizer" });
  member = await registerMember(testApp, { firstName: "Max", lastName: "Member" });
  ({ sunday, monday, small, tuesday } = await loadProgram(testApp, member.agent, {
    sunday: "Sunday Afternoon,2026-03-29 14:00,2026-03-29 15:15,Bayou Room A;Bayou Room B;Magnolia Room",
    monday: "Monday Morning,2026-03-30 09:00,2026-03-30 10:15,Bayou Room A;Audubon Room",
    small: "Small Session,2026-03-31 09:00,2026-03-31 10:00,Room One;Room Two;Room Three",
    tuesday: "Tuesday Afternoon,2026-03-31 14:30,2026-03-31 15:45,Garden District Salon;Jackson Boardroom",
  }));
});
afterAll(() => testApp.close());

const place = (agent: Member["agent"], id: number, body: Record<string, unknown>) => agent.put(`/api/staff/roundtables/${id}/placement`).send(body);
/** Each by its own organizer: one organizer can't be seated twice in a session. */
async function tablesByOwnOrganizers(count: number, title: string): Promise<Roundtable[]> {
  const organizers = await registerMembers(testApp, count);
  return Promise.all(organizers.map((owner, index) => createRoundtable(owner.agent, { title: `${title} ${index}` })));
}
const kindsOf = async (userId: number) => (await notificationsOf(testApp, userId)).map((row) => row.kind);

describe("staff only", () => {
  it.each([
    ["get", "/api/staff/proposals"],
    ["put", "/api/staff/roundtables/1/placement"],
    ["delete", "/api/staff/roundtables/1/placement"],
    ["post", "/api/staff/roundtables/1/not-selected"],
    ["get", "/api/staff/program.csv"],
  ] as const)("when %s %s comes signed out, then 401; from a member, then 403", async (method, url) => {
    expect((await testApp.agent()[method](url).send({ sessionId: sunday.id, note: "x" })).status).toBe(401);
    const refused = await member.agent[method](url).send({ sessionId: sunday.id, note: "x" });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "Only convention staff can do this", code: "staff_only" });
  });

  it("when a member is staff, then GET /api/auth/user says so; others read isStaff false", async () => {
    expect((await staff.agent.get("/api/auth/user")).body).toMatchObject({ isStaff: true, emailNotifications: true });
    expect((await member.agent.get("/api/auth/user")).body).toMatchObject({ isStaff: false });
  });
});

describe("placing a proposal", () => {
  let roundtable: Roundtable;
  let joined: Member;
  let waiting: Member;

  beforeAll(async () => {
    roundtable = await createRoundtable(organizer.agent, { title: "Chopin's Awakening", maxParticipants: 2, preferredSessionId: sunday.id });
    joined = await registerMember(testApp);
    waiting = await registerMember(testApp);
    await join(joined, roundtable.id);
    expect(await join(waiting, roundtable.id)).toEqual({ joined: false, waitlisted: true });
  });

  it("when staff place it without a room, then it takes the first free room, and everyone sees session, room and time", async () => {
    const response = await place(staff.agent, roundtable.id, { sessionId: sunday.id });
    expect(response.status).toBe(200);
    const sessionSummary = { id: sunday.id, name: "Sunday Afternoon", startsAt: "2026-03-29T19:00:00.000Z", endsAt: "2026-03-29T20:15:00.000Z" };
    expect(response.body).toMatchObject({
      programStatus: "placed",
      session: sessionSummary,
      room: { id: sunday.rooms[0]!.id, name: "Bayou Room A" },
      scheduledDate: "2026-03-29T19:00:00.000Z",
      preferredSession: sessionSummary,
    });
    expect(await roundtableAs(joined, roundtable.id)).toMatchObject({ programStatus: "placed", room: { name: "Bayou Room A" }, programNote: null });
    const listed = (await member.agent.get("/api/program/sessions")).body as ProgramSession[];
    expect(sessionNamed(listed, "Sunday Afternoon")).toMatchObject({ freeRooms: 2, rooms: [{ name: "Bayou Room A", taken: true }, { taken: false }, { taken: false }] });
  });

  it("when it is placed, then the organizer, the participant and the waitlisted member get a bell and a mail, and nobody else", async () => {
    for (const who of [organizer, joined, waiting]) {
      const rows = await notificationsOf(testApp, who.user.id);
      expect(rows.at(-1)).toMatchObject({
        kind: "program_placed",
        roundtableId: roundtable.id,
        message: `"Chopin's Awakening" is on the program: Sunday, March 29 at 2:00 PM, Bayou Room A.`,
      });
    }
    expect(await kindsOf(member.user.id)).toEqual([]);
    await expect.poll(() => testApp.outbox.filter((mail) => mail.subject === `"Chopin's Awakening" is on the program`).map((mail) => mail.to).sort()).toEqual(
      [organizer.user.email, joined.user.email, waiting.user.email].sort(),
    );
    const mail = testApp.outbox.find((message) => message.to === joined.user.email)!;
    expect(mail.text).toContain("Where: Bayou Room A");
    expect(mail.text).toContain("When: Sunday, March 29 at 2:00 PM (America/Chicago)");
  });

  it("when staff place it again in the same session and room, then nothing changes and nobody is notified again", async () => {
    const before = (await notificationsOf(testApp, organizer.user.id)).length;
    const response = await place(staff.agent, roundtable.id, { sessionId: sunday.id });
    expect(response.status).toBe(200);
    expect(response.body.room.name).toBe("Bayou Room A");
    expect(await notificationsOf(testApp, organizer.user.id)).toHaveLength(before);
  });

  it("when staff move it to another session and room, then it moves, the old room frees up and everyone hears of it", async () => {
    const response = await place(staff.agent, roundtable.id, { sessionId: monday.id, roomId: monday.rooms[1]!.id });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ session: { id: monday.id }, room: { name: "Audubon Room" }, scheduledDate: "2026-03-30T14:00:00.000Z" });
    const listed = (await member.agent.get("/api/program/sessions")).body as ProgramSession[];
    expect(sessionNamed(listed, "Sunday Afternoon").freeRooms).toBe(3);
    expect(sessionNamed(listed, "Monday Morning").rooms.map((room) => room.taken)).toEqual([false, true]);
    expect((await notificationsOf(testApp, waiting.user.id)).at(-1)).toMatchObject({
      kind: "program_moved",
      message: `"Chopin's Awakening" moved to Monday, March 30 at 9:00 AM, Audubon Room.`,
    });
  });

  it("when the room asked for holds another roundtable, then 409 names it; a room of another session or an unknown session is a 400", async () => {
    const other = await createRoundtable(organizer.agent, { title: "Second table" });
    const taken = await place(staff.agent, other.id, { sessionId: monday.id, roomId: monday.rooms[1]!.id });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`Audubon Room in "Monday Morning" already holds "Chopin's Awakening"`);

    const elsewhere = await place(staff.agent, other.id, { sessionId: monday.id, roomId: sunday.rooms[0]!.id });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors).toEqual({ roomId: ['Choose a room of "Monday Morning"'] });

    const unknown = await place(staff.agent, other.id, { sessionId: 999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ sessionId: ["Choose one of the convention's sessions"] });
    expect((await roundtableAs(organizer, other.id)).programStatus).toBe("proposed");
  });

  it.each([
    [{}, "sessionId"],
    [{ sessionId: "one" }, "sessionId"],
    [{ sessionId: 1.5 }, "sessionId"],
    [{ sessionId: 1, roomId: -2 }, "roomId"],
    [{ sessionId: 1, extra: true }, "_"],
  ])("when the body is %j, then 400 with a message on %s", async (body, field) => {
    const response = await place(staff.agent, roundtable.id, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
    if (field !== "_") expect(response.body.errors).toHaveProperty(field);
  });

  it("when the roundtable does not exist, then 404", async () => {
    expect((await place(staff.agent, 999_999, { sessionId: sunday.id })).status).toBe(404);
    expect((await staff.agent.delete("/api/staff/roundtables/999999/placement")).status).toBe(404);
    expect((await staff.agent.post("/api/staff/roundtables/999999/not-selected").send({ note: "No." })).status).toBe(404);
  });

  it("when staff take it off the program, then it is a proposal again, its room is free and everyone hears of it; a second time is a 409", async () => {
    const response = await staff.agent.delete(`/api/staff/roundtables/${roundtable.id}/placement`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ programStatus: "proposed", session: null, room: null, scheduledDate: null });
    const listed = (await member.agent.get("/api/program/sessions")).body as ProgramSession[];
    expect(sessionNamed(listed, "Monday Morning").freeRooms).toBe(2);
    expect((await notificationsOf(testApp, joined.user.id)).at(-1)).toMatchObject({ kind: "program_removed" });
    const again = await staff.agent.delete(`/api/staff/roundtables/${roundtable.id}/placement`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`"Chopin's Awakening" is not on the program`);
  });

  it("when staff mark it not selected with a note, then the organizer and staff read the note, others don't, and only the organizer's bell carries it", async () => {
    await place(staff.agent, roundtable.id, { sessionId: sunday.id }).expect(200);
    const response = await staff.agent.post(`/api/staff/roundtables/${roundtable.id}/not-selected`).send({ note: "  Too close to a plenary, sorry.  " });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ programStatus: "not_selected", session: null, room: null, scheduledDate: null, programNote: "Too close to a plenary, sorry." });
    expect((await roundtableAs(organizer, roundtable.id)).programNote).toBe("Too close to a plenary, sorry.");
    expect((await roundtableAs(joined, roundtable.id)).programNote).toBeNull();
    const listedForMember = (await member.agent.get("/api/roundtables?programStatus=not_selected")).body as Roundtable[];
    expect(listedForMember.map((item) => [item.id, item.programNote])).toEqual([[roundtable.id, null]]);
    expect((await notificationsOf(testApp, organizer.user.id)).at(-1)!.message).toBe(
      `"Chopin's Awakening" was not selected for the program. Note from the staff: Too close to a plenary, sorry.`,
    );
    expect((await notificationsOf(testApp, waiting.user.id)).at(-1)!.message).toBe(`"Chopin's Awakening" was not selected for the program.`);
    await expect.poll(() => testApp.outbox.filter((mail) => mail.subject.includes("was not selected")).length).toBe(3);
    const mails = testApp.outbox.filter((mail) => mail.subject.includes("was not selected"));
    expect(mails.find((mail) => mail.to === organizer.user.email)!.text).toContain("Note from the staff: Too close to a plenary, sorry.");
    expect(mails.find((mail) => mail.to === joined.user.email)!.text).not.toContain("plenary");
  });

  it.each([
    [{}, "A short note for the organizer is required"],
    [{ note: "   " }, "A short note for the organizer is required"],
    [{ note: "x".repeat(281) }, "The note must be at most 280 characters"],
  ])("when the not-selected body is %j, then 400 and nothing changes", async (body, message) => {
    const before = await roundtableAs(organizer, roundtable.id);
    const response = await staff.agent.post(`/api/staff/roundtables/${roundtable.id}/not-selected`).send(body);
    expect(response.status).toBe(400);
    expect(response.body.errors.note).toEqual([message]);
    expect(await roundtableAs(organizer, roundtable.id)).toEqual(before);
  });

  it("when the mailer fails, then the placement still stands and the bell still rings", async () => {
    const send = testApp.context.mailer.send;
    testApp.context.mailer.send = () => Promise.reject(new Error("SMTP is down"));
    try {
      const response = await place(staff.agent, roundtable.id, { sessionId: sunday.id });
      expect(response.status).toBe(200);
      expect((await roundtableAs(organizer, roundtable.id)).programStatus).toBe("placed");
      expect((await notificationsOf(testApp, organizer.user.id)).at(-1)!.kind).toBe("program_placed");
    } finally {
      testApp.context.mailer.send = send;
    }
  });
});

describe("a full session and concurrent placements", () => {
  it("when twelve placements race into a session of three rooms, then three get distinct rooms and the other nine get 409 naming the session", async () => {
    const tables = await tablesByOwnOrganizers(12, "Race");
    const responses = await Promise.all(tables.map((table) => place(staff.agent, table.id, { sessionId: small.id })));
    const placed = responses.filter((response) => response.status === 200);
    const refused = responses.filter((response) => response.status === 409);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(9);
    expect(new Set(placed.map((response) => response.body.room.id)).size).toBe(3);
    for (const response of refused) expect(response.body.message).toBe(`"Small Session" is full: all 3 of its rooms hold roundtables`);
    const listed = (await member.agent.get("/api/program/sessions")).body as ProgramSession[];
    expect(sessionNamed(listed, "Small Session").freeRooms).toBe(0);
  }, 60_000);

  it("when placements race for one named room, then exactly one wins", async () => {
    const tables = await tablesByOwnOrganizers(6, "Room race");
    const responses = await Promise.all(tables.map((table) => place(staff.agent, table.id, { sessionId: sunday.id, roomId: sunday.rooms[2]!.id })));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(5);
  }, 60_000);
});

describe("a placement that would seat a member twice", () => {
  it("when members of the roundtable are already seated in the session, then 409 names them and the other roundtable, and nothing changes", async () => {
    const [ada, bo] = await registerMembers(testApp, 2);
    const first = await createRoundtable(organizer.agent, { title: "First at nine" });
    const second = await createRoundtable(member.agent, { title: "Also at nine" });
    for (const who of [ada!, bo!]) {
      await join(who, first.id);
      await join(who, second.id);
    }
    await place(staff.agent, first.id, { sessionId: monday.id }).expect(200);
    const response = await place(staff.agent, second.id, { sessionId: monday.id });
    expect(response.status).toBe(409);
    const [a, b] = [ada!, bo!].map((who) => `${who.user.firstName} ${who.user.lastName}`).sort((x, y) => x.localeCompare(y, "en", { numeric: true }));
    expect(response.body.message).toMatch(new RegExp(`^"Also at nine" can't go into "Monday Morning": .+ already have seats at "First at nine" in that session$`));
    expect(response.body.message).toContain(a!);
    expect(response.body.message).toContain(b!);
    expect((await roundtableAs(member, second.id)).programStatus).toBe("proposed");
    // Another session is fine.
    await place(staff.agent, second.id, { sessionId: sunday.id }).expect(200);
  });
});

describe("GET /api/staff/proposals", () => {
  it("when staff list proposals, then the most wanted come first (joined, then waitlisted, then chapters) with their preferred session", async () => {
    const tulane = await chapterNamed(testApp, "Tulane University");
    const baylor = await chapterNamed(testApp, "Baylor University");
    const owner = await registerMember(testApp);
    await createRoundtable(owner.agent, { title: "Demand: quiet", preferredSessionId: monday.id });
    const popular = await createRoundtable(owner.agent, { title: "Demand: popular", maxParticipants: 2 });
    const spread = await createRoundtable(owner.agent, { title: "Demand: spread", maxParticipants: 2 });
    const [fromTulane] = await registerMembers(testApp, 1, { chapterId: tulane.id });
    const [fromBaylor] = await registerMembers(testApp, 1, { chapterId: baylor.id });
    const others = await registerMembers(testApp, 2, { chapterId: (await chapterNamed(testApp, "Fordham University")).id });
    await join(others[0]!, popular.id);
    await join(others[1]!, popular.id); // waitlisted
    await join(fromTulane!, spread.id);
    await join(fromBaylor!, spread.id); // waitlisted

    const response = await staff.agent.get("/api/staff/proposals?query=demand");
    expect(response.status).toBe(200);
    expect(response.headers["x-total-count"]).toBe("3");
    const items = response.body as Roundtable[];
    expect(items.map((item) => item.title)).toEqual(["Demand: popular", "Demand: spread", "Demand: quiet"]);
    expect(items[2]).toMatchObject({ preferredSession: { id: monday.id, name: "Monday Morning" }, participantCount: 1, programStatus: "proposed" });

    await place(staff.agent, popular.id, { sessionId: monday.id }).expect(200);
    expect(((await staff.agent.get("/api/staff/proposals?query=demand")).body as Roundtable[]).map((item) => item.title)).toEqual(["Demand: spread", "Demand: quiet"]);
    expect(((await staff.agent.get("/api/staff/proposals?query=demand&programStatus=all")).body as Roundtable[])).toHaveLength(3);
  });
});

describe("searching proposals", () => {
  it("when staff search by the organizer's name, then the organizer's proposals are found; a member's list does not search names", async () => {
    const owner = await registerMember(testApp, { firstName: "Perpetua", lastName: "Quillsworth" });
    const table = await createRoundtable(owner.agent, { title: "A title without the name" });
    const found = await staff.agent.get("/api/staff/proposals?query=quillsworth");
    expect(found.status).toBe(200);
    expect((found.body as Roundtable[]).map((item) => item.id)).toEqual([table.id]);
    expect(((await staff.agent.get("/api/staff/proposals?query=perpetua%20quills")).body as Roundtable[]).map((item) => item.id)).toEqual([table.id]);
    expect((await member.agent.get("/api/roundtables?query=quillsworth")).body).toEqual([]);
  });
});

describe("GET /api/staff/program.csv", () => {
  it("when exported, then a spreadsheet reads every placed roundtable's members with accents, quotes and commas intact", async () => {
    const ngugi = await registerMember(testApp, { firstName: "Ngũgĩ", lastName: "wa Thiong'o", userType: "advisor" });
    const title = 'Decolonising the Mind: "language", power, and =SUM(memory)';
    const table = await createRoundtable(ngugi.agent, { title, targetAudience: "both" });
    const guest = await registerMember(testApp);
    await join(guest, table.id);
    await place(staff.agent, table.id, { sessionId: tuesday.id }).expect(200);

    const response = await staff.agent.get("/api/staff/program.csv").buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="convention-program.csv"');
    const bytes = response.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toContain("\r\n");
    const rows = parse(text, { bom: true, columns: true }) as Array<Record<string, string>>;
    const mine = rows.filter((row) => row.Roundtable === title);
    expect(mine).toEqual([
      expect.objectContaining({ Session: "Tuesday Afternoon", Day: "Tuesday, March 31, 2026", Starts: "2:30 PM", Ends: "3:45 PM", Room: "Garden District Salon", Role: "Organizer", "First name": "Ngũgĩ", "Last name": "wa Thiong'o", "Member type": "Advisor" }),
      expect.objectContaining({ Role: "Participant", "First name": guest.user.firstName, Chapter: guest.user.chapter }),
    ]);
    // Sorted by session time, then room.
    const sessionsInOrder = rows.map((row) => row.Session);
    expect(sessionsInOrder.lastIndexOf("Sunday Afternoon")).toBeLessThan(sessionsInOrder.indexOf("Monday Morning"));
    expect(sessionsInOrder.lastIndexOf("Monday Morning")).toBeLessThan(sessionsInOrder.indexOf("Small Session"));
    expect(sessionsInOrder.lastIndexOf("Small Session")).toBeLessThan(sessionsInOrder.indexOf("Tuesday Afternoon"));
    expect(rows.every((row) => row.Session !== undefined && row.Room !== "")).toBe(true);
  });

  it("when a cell starts like a formula, then it is kept as text with a leading apostrophe", async () => {
    const sneaky = await createRoundtable((await registerMember(testApp)).agent, { title: "=HYPERLINK(\"http://x\",\"click\")" });
    await place(staff.agent, sneaky.id, { sessionId: tuesday.id }).expect(200);
    const text = (await staff.agent.get("/api/staff/program.csv")).text;
    const rows = parse(text, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows.find((row) => row.Roundtable!.includes("HYPERLINK"))!.Roundtable).toBe(`'=HYPERLINK("http://x","click")`);
  });
});
