import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProgramSession } from "@shared/types";
import { DEFAULT_PROGRAM_FILE } from "../env";
import { registerMember } from "../testing/factories";
import { createSecondApp } from "../testing/second-app";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createRoundtable, join, notificationsOf, type Member } from "../testing/roundtables";
import { registerStaff, TIME_ZONE } from "../testing/program";
import { mailRoundtableMoves } from "./session-moves";
import { parseSessionCsv, ProgramSeedError, seedSessions, seedSessionsFromFile, seedSessionsIfEmpty } from "./session-seed";
import { tempFolder } from "../testing/temp-folder";

let testApp: TestApp;
let member: Member;
let staff: Member;

beforeAll(async () => {
  testApp = await createTestApp();
  member = await registerMember(testApp);
  staff = await registerStaff(testApp);
});
afterAll(() => testApp.close());

const HEADER = "session,starts_at,ends_at,rooms";
const csv = (...rows: string[]) => [HEADER, ...rows].join("\n");
const load = async (text: string) => seedSessions(testApp.database.db, parseSessionCsv(text, TIME_ZONE, "program.csv"), { timeZone: TIME_ZONE, fileName: "program.csv" });
const calendarSequence = async (roundtableId: number) =>
  (await testApp.database.db.execute<{ calendar_sequence: number }>(sql`select calendar_sequence from roundtables where id = ${roundtableId}`)).rows[0]!.calendar_sequence;
const sessions = async () => (await member.agent.get("/api/program/sessions")).body as ProgramSession[];
const counts = async () => {
  const result = await testApp.database.db.execute<{ sessions: number; rooms: number }>(
    sql`select (select count(*)::int from program_sessions) as sessions, (select count(*)::int from program_rooms) as rooms`,
  );
  return result.rows[0]!;
};
async function clearProgram() {
  await testApp.database.db.execute(sql`update roundtables set program_status = 'proposed', session_id = null, room_id = null, scheduled_date = null`);
  await testApp.database.db.execute(sql`delete from program_rooms`);
  await testApp.database.db.execute(sql`delete from program_sessions`);
}

describe("parsing the sessions file", () => {
  it("when times are local, then they become instants in the convention's time zone, across daylight saving", () => {
    const [spring, winter] = parseSessionCsv(
      csv("Spring,2026-03-29 14:00,2026-03-29 15:15,Bayou Room A; Magnolia Room", "Winter,2026-01-10 09:00,2026-01-10 10:00,Hall"),
      TIME_ZONE,
    );
    // Central Daylight Time (UTC-5) in late March, Central Standard Time (UTC-6) in January.
    expect(spring).toMatchObject({ name: "Spring", rooms: ["Bayou Room A", "Magnolia Room"], line: 2 });
    expect(spring!.startsAt.toISOString()).toBe("2026-03-29T19:00:00.000Z");
    expect(spring!.endsAt.toISOString()).toBe("2026-03-29T20:15:00.000Z");
    expect(winter!.startsAt.toISOString()).toBe("2026-01-10T15:00:00.000Z");
  });

  it.each([
    ["a missing column", "session,starts_at,rooms\nA,2026-03-29 14:00,Room", "line 1: the header must name the columns session, starts_at, ends_at and rooms"],
    ["an empty name", csv("Fine,2026-03-29 09:00,2026-03-29 10:00,Room", ",2026-03-29 14:00,2026-03-29 15:00,Room"), "line 3: the session name is empty"],
    ["a bad time", csv("A,2026-03-29 2pm,2026-03-29 15:00,Room"), 'line 2: starts_at "2026-03-29 2pm" is not a time like 2026-03-29 14:00'],
    ["an impossible date", csv("A,2026-02-30 14:00,2026-02-30 15:00,Room"), 'line 2: starts_at "2026-02-30 14:00"'],
    ["the hour clocks skip", csv("A,2026-03-08 02:30,2026-03-08 04:00,Room"), 'line 2: starts_at "2026-03-08 02:30"'],
    ["an end before the start", csv("A,2026-03-29 15:00,2026-03-29 14:00,Room"), 'line 2: the session "A" ends before it starts'],
    ["no rooms", csv("A,2026-03-29 14:00,2026-03-29 15:00, ; "), 'line 2: the session "A" has no rooms'],
    ["a room twice", csv("A,2026-03-29 14:00,2026-03-29 15:00,Room 1;room 1"), 'line 2: the room "room 1" appears twice in the session "A"'],
    ["a room name with a line break", csv('A,2026-03-29 14:00,2026-03-29 15:00,"Room 1\nBcc: all"'), 'the room name "Room 1\\nBcc: all" must be on one line'],
    ["a session twice", csv("A,2026-03-29 14:00,2026-03-29 15:00,R", "", "a,2026-03-30 14:00,2026-03-30 15:00,R"), 'line 4: the session "a" appears twice in the file'],
  ])("when the file has %s, then it names the line", (_case, text, message) => {
    expect(() => parseSessionCsv(text, TIME_ZONE, "program.csv")).toThrow(ProgramSeedError);
    expect(() => parseSessionCsv(text, TIME_ZONE, "program.csv")).toThrow(message);
  });
});

describe("loading sessions", () => {
  it("when the default file is loaded on first start, then every session falls within the convention days, with 4 to 6 rooms", async () => {
    await clearProgram();
    const result = await seedSessionsIfEmpty(testApp.database.db, DEFAULT_PROGRAM_FILE, TIME_ZONE);
    expect(result?.sessionsAdded).toBeGreaterThanOrEqual(8);
    expect(await seedSessionsIfEmpty(testApp.database.db, DEFAULT_PROGRAM_FILE, TIME_ZONE)).toBeUndefined();
    const listed = await sessions();
    const days = new Set(listed.map((session) => new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(new Date(session.startsAt))));
    expect([...days].sort()).toEqual(["2026-03-29", "2026-03-30", "2026-03-31", "2026-04-01"]);
    for (const session of listed) {
      expect(session.rooms.length).toBeGreaterThanOrEqual(4);
      expect(session.rooms.length).toBeLessThanOrEqual(6);
      expect(session.freeRooms).toBe(session.rooms.length);
    }
    // Sorted by time.
    expect(listed.map((session) => session.startsAt)).toEqual([...listed.map((session) => session.startsAt)].sort());
  });

  it("when the same file is loaded twice, then the second load changes nothing", async () => {
    await clearProgram();
    const text = csv("Monday Morning,2026-03-30 09:00,2026-03-30 10:15,Bayou Room A;Bayou Room B", "Sunday Afternoon,2026-03-29 14:00,2026-03-29 15:15,Magnolia Room");
    expect(await load(text)).toEqual({ sessionsAdded: 2, sessionsUpdated: 0, sessionsRemoved: 0, sessionsUnchanged: 0, roomsAdded: 3, roomsRemoved: 0, roundtablesMoved: 0, moves: [] });
    const before = await sessions();
    expect(await load(text)).toEqual({ sessionsAdded: 0, sessionsUpdated: 0, sessionsRemoved: 0, sessionsUnchanged: 2, roomsAdded: 0, roomsRemoved: 0, roundtablesMoved: 0, moves: [] });
    expect(await sessions()).toEqual(before);
    expect(before).toEqual([
      {
        id: expect.any(Number),
        name: "Sunday Afternoon",
        startsAt: "2026-03-29T19:00:00.000Z",
        endsAt: "2026-03-29T20:15:00.000Z",
        rooms: [{ id: expect.any(Number), name: "Magnolia Room", taken: false }],
        freeRooms: 1,
      },
      {
        id: expect.any(Number),
        name: "Monday Morning",
        startsAt: "2026-03-30T14:00:00.000Z",
        endsAt: "2026-03-30T15:15:00.000Z",
        rooms: [
          { id: expect.any(Number), name: "Bayou Room A", taken: false },
          { id: expect.any(Number), name: "Bayou Room B", taken: false },
        ],
        freeRooms: 2,
      },
    ]);
  });

  it("when a reload names a session in another letter case with new times and rooms, then the same session is updated and keeps its id", async () => {
    await clearProgram();
    await load(csv("Monday Morning,2026-03-30 09:00,2026-03-30 10:15,Bayou Room A;Bayou Room B"));
    const [before] = await sessions();
    const result = await load(csv("MONDAY MORNING,2026-03-30 09:30,2026-03-30 10:45,Bayou Room B;Audubon Room"));
    expect(result).toMatchObject({ sessionsAdded: 0, sessionsUpdated: 1, roomsAdded: 1, roomsRemoved: 1 });
    const [after] = await sessions();
    expect(after).toMatchObject({ id: before!.id, name: "MONDAY MORNING", startsAt: "2026-03-30T14:30:00.000Z" });
    expect(after!.rooms.map((room) => room.name)).toEqual(["Bayou Room B", "Audubon Room"]);
    expect(after!.rooms[0]!.id).toBe(before!.rooms[1]!.id);
  });

  it("when a later row is bad, then nothing of the file is loaded", async () => {
    await clearProgram();
    await load(csv("Kept,2026-03-30 09:00,2026-03-30 10:00,Room 1"));
    const before = await counts();
    const bad = csv("Kept,2026-03-30 09:00,2026-03-30 10:00,Room 1;Room 2", "New,2026-03-30 11:00,2026-03-30 12:00,Room 1", "Broken,2026-03-30 13:00,later,Room 1");
    await expect(load(bad)).rejects.toThrow("program.csv, line 4");
    expect(await counts()).toEqual(before);
  });

  it("when a reload leaves out a room or a session holding a roundtable, then it stops with a clear message and changes nothing", async () => {
    await clearProgram();
    await load(csv("Monday Morning,2026-03-30 09:00,2026-03-30 10:15,Bayou Room A;Bayou Room B", "Tuesday,2026-03-31 09:00,2026-03-31 10:15,Hall"));
    const [monday] = await sessions();
    const roundtable = await createRoundtable(member.agent, { title: "Reading Kate Chopin" });
    const placed = await staff.agent.put(`/api/staff/roundtables/${roundtable.id}/placement`).send({ sessionId: monday!.id, roomId: monday!.rooms[1]!.id });
    expect(placed.status).toBe(200);
    const before = await counts();

    // Tuesday's new room comes first in the file and is undone with the rest.
    await expect(load(csv("Tuesday,2026-03-31 09:00,2026-03-31 10:15,Hall;Hall 2", "Monday Morning,2026-03-30 09:00,2026-03-30 10:15,Bayou Room A"))).rejects.toThrow(
      'program.csv, line 3: the room "Bayou Room B" of the session "Monday Morning" holds the roundtable "Reading Kate Chopin"; keep the room in the file, or move the roundtable first',
    );
    await expect(load(csv("Tuesday,2026-03-31 09:00,2026-03-31 10:15,Hall"))).rejects.toThrow(
      'the session "Monday Morning" is missing from the file but holds "Reading Kate Chopin" (Bayou Room B); keep the session in the file, or move those roundtables first',
    );
    expect(await counts()).toEqual(before);

    // A session without roundtables may go.
    expect(await load(csv("Monday Morning,2026-03-30 09:00,2026-03-30 10:15,Bayou Room A;Bayou Room B"))).toMatchObject({ sessionsRemoved: 1, roomsRemoved: 1 });
    const [still] = await sessions();
    expect(still!.rooms[1]).toEqual({ id: monday!.rooms[1]!.id, name: "Bayou Room B", taken: true });
    expect(still!.freeRooms).toBe(1);
  });

  it("when a session holding roundtables moves in time, then they move with it, their calendar sequence rises and their people are told", async () => {
    const [monday] = await sessions();
    const before = (await member.agent.get("/api/roundtables?programStatus=placed")).body[0];
    const waiting = await registerMember(testApp, { firstName: "Wren" });
    await join(waiting, before.id);
    const bellBefore = (await notificationsOf(testApp, member.user.id)).length;

    const result = await load(csv("Monday Morning,2026-03-30 10:00,2026-03-30 11:15,Bayou Room A;Bayou Room B"));
    expect(result).toMatchObject({ sessionsUpdated: 1, roundtablesMoved: 1 });
    const after = (await member.agent.get(`/api/roundtables/${before.id}`)).body;
    expect(after.scheduledDate).toBe("2026-03-30T15:00:00.000Z");
    expect(after.session).toEqual({ id: monday!.id, name: "Monday Morning", startsAt: "2026-03-30T15:00:00.000Z", endsAt: "2026-03-30T16:15:00.000Z" });
    expect(await calendarSequence(before.id)).toBe(2);

    // The organizer and the member who joined: a bell notification each, in the load's transaction.
    const message = `"Reading Kate Chopin" moved to Monday, March 30 at 10:00 AM, Bayou Room B.`;
    for (const who of [member, waiting]) {
      expect((await notificationsOf(testApp, who.user.id)).at(-1)).toMatchObject({ kind: "program_moved", message, roundtableId: before.id });
    }
    expect(await notificationsOf(testApp, member.user.id)).toHaveLength(bellBefore + 1);

    // And an e-mail each once it has committed.
    testApp.outbox.length = 0;
    await mailRoundtableMoves(testApp.context, result.moves);
    expect(testApp.outbox.map((mail) => mail.to).sort()).toEqual([member.user.email, waiting.user.email].sort());
    expect(testApp.outbox[0]!.subject).toBe(`"Reading Kate Chopin" moved`);
    expect(testApp.outbox[0]!.text).toContain("When: Monday, March 30 at 10:00 AM to 11:15 AM (America/Chicago)\nWhere: Bayou Room B\nSession: Monday Morning");
  });

  it("when only a session's end changes, then its roundtables' calendar sequence rises and their people read the new end; a reload with no change tells nobody", async () => {
    const [placed] = (await member.agent.get("/api/roundtables?programStatus=placed")).body;
    const result = await load(csv("Monday Morning,2026-03-30 10:00,2026-03-30 11:30,Bayou Room A;Bayou Room B"));
    expect(result).toMatchObject({ sessionsUpdated: 1, roundtablesMoved: 1 });
    expect(await calendarSequence(placed.id)).toBe(3);
    expect((await notificationsOf(testApp, member.user.id)).at(-1)).toMatchObject({ kind: "program_moved", message: `"Reading Kate Chopin" now ends at 11:30 AM.` });
    expect(result.moves[0]!.mail.subject).toBe(`"Reading Kate Chopin" now ends at 11:30 AM`);

    const bell = (await notificationsOf(testApp, member.user.id)).length;
    expect(await load(csv("Monday Morning,2026-03-30 10:00,2026-03-30 11:30,Bayou Room A;Bayou Room B"))).toMatchObject({ sessionsUnchanged: 1, roundtablesMoved: 0, moves: [] });
    expect(await notificationsOf(testApp, member.user.id)).toHaveLength(bell);
    expect(await calendarSequence(placed.id)).toBe(3);
  });

  it("when the file can't be read, then it says so", async () => {
    await expect(seedSessionsFromFile(testApp.database.db, path.join(os.tmpdir(), "no-such-sessions.csv"), TIME_ZONE)).rejects.toThrow(
      "Cannot read the sessions file",
    );
  });

  it("when a file has a byte-order mark and Windows line ends, then it loads", async () => {
    const dir = await tempFolder("ec-sessions-");
    const file = path.join(dir, "sessions.csv");
    await fs.writeFile(file, `\uFEFF${HEADER}\r\nMonday Morning,2026-03-30 10:00,2026-03-30 11:30,Bayou Room A;Bayou Room B\r\n`);
    expect(await seedSessionsFromFile(testApp.database.db, file, TIME_ZONE)).toMatchObject({ sessionsUnchanged: 1 });
  });
});

describe("GET /api/program/sessions", () => {
  it("when signed out, then 401", async () => {
    expect((await testApp.agent().get("/api/program/sessions")).status).toBe(401);
  });

  it("when sessions are loaded or a room is taken through another process, then the next list from this one shows it", async () => {
    // A second app on the same database: its own cached list, as another process has.
    const staffElsewhere = await createSecondApp(testApp).signIn(staff);
    const list = async () => (await member.agent.get("/api/program/sessions").expect(200)).body as ProgramSession[];
    await list();

    // Written in SQL, as another process would (the file's load refuses to drop this file's earlier sessions).
    await testApp.database.db.execute(sql`
      with session as (insert into program_sessions (name, starts_at, ends_at) values ('Cached hour', '2026-03-31 14:00Z', '2026-03-31 15:00Z') returning id)
      insert into program_rooms (session_id, name, position) select id, room, n from session, unnest(array['Room X', 'Room Y']) with ordinality as r(room, n)`);
    const loaded = (await list()).find((session) => session.name === "Cached hour");
    expect(loaded).toMatchObject({ freeRooms: 2, rooms: [{ name: "Room X", taken: false }, { name: "Room Y", taken: false }] });

    const roundtable = await createRoundtable(member.agent, { title: "Placed elsewhere" });
    await staffElsewhere.put(`/api/staff/roundtables/${roundtable.id}/placement`).send({ sessionId: loaded!.id }).expect(200);
    expect((await list()).find((session) => session.id === loaded!.id)).toMatchObject({ freeRooms: 1, rooms: [{ name: "Room X", taken: true }, { name: "Room Y", taken: false }] });
  });
});
