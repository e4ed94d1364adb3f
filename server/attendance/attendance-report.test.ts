/**
 * Attendance for staff (docs/product.md, "Attendance"): the CSV per placed roundtable and per
 * chapter, and the counts the Review list carries once a roundtable's check-in has opened. One day
 * at the table is played through the real routes and the real door sweep, by the test clock.
 */
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Convention, MemberPass, ProgramSession, StaffRoundtable } from "@shared/types";
import { chapterIds, registerMember, type RegisteredMember } from "../testing/factories";
import { registerStaff } from "../testing/program";
import { createRoundtable, join } from "../testing/roundtables";
import { attendanceCsv, createDoorSweep } from "./index";
import { createTestApp, TEST_NOW, type TestApp } from "../testing/test-app";

let testApp: TestApp;
let staff: RegisteredMember;
let convention: Convention;
let session: ProgramSession;
let chapterNames: [string, string, string];

// Monday, March 30, 9:00 to 10:15 AM in Chicago; the door releases at 9:10.
const STARTS = Date.parse("2026-03-30T14:00:00Z");
const ENDS = Date.parse("2026-03-30T15:15:00Z");
const MINUTE = 60_000;
const at = (ms: number) => new Date(ms).toISOString();

// A title a spreadsheet would run as a formula, with a quote and a comma.
const TABLE_A = '=Mules, "Men" and the Porch';
const TABLE_B = "Their Eyes Were Watching God";

type Row = Record<string, string>;
let table: { a: number; b: number };
let noShow: RegisteredMember;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await registerStaff(testApp);
  convention = (await staff.agent.get("/api/conventions/current").expect(200)).body as Convention;
  const added = await staff.agent
    .post(`/api/staff/conventions/${convention.id}/sessions`)
    .send({ name: "Monday Morning", startsAt: at(STARTS), endsAt: at(ENDS), rooms: ["Bayou Room 1", "Bayou Room 2"] });
  expect(added.status).toBe(201);
  session = added.body as ProgramSession;
  const [c1, c2, c3] = (await chapterIds(testApp)).slice(0, 3) as [number, number, number];

  // Table A, five seats: its organizer and Mia (chapter 1) come; Noa and Ola (2) and Uma (3) don't.
  // Wes (2), first in line, comes for the seat the door offers him; Val (3) walks in. Table B's
  // organizer (3) holds a seat the door never releases (an organizer keeps theirs).
  const organizerA = await registerMember(testApp, { chapterId: c1 });
  const [mia, noa, ola, uma, wes, val] = await Promise.all([c1, c2, c2, c3, c2, c3].map((chapterId) => registerMember(testApp, { chapterId })));
  const organizerB = await registerMember(testApp, { chapterId: c3 });
  chapterNames = [organizerA.user.chapter!, noa!.user.chapter!, uma!.user.chapter!];
  const a = await createRoundtable(organizerA.agent, { title: TABLE_A, maxParticipants: 5 });
  const b = await createRoundtable(organizerB.agent, { title: TABLE_B, maxParticipants: 3 });
  for (const member of [mia!, noa!, ola!, uma!]) expect(await join(member, a.id)).toEqual({ joined: true, waitlisted: false });
  expect(await join(wes!, a.id)).toEqual({ joined: false, waitlisted: true });
  table = { a: a.id, b: b.id };
  noShow = noa!;
  await staff.agent.put(`/api/staff/roundtables/${a.id}/placement`).send({ sessionId: session.id }).expect(200);
  await staff.agent.put(`/api/staff/roundtables/${b.id}/placement`).send({ sessionId: session.id }).expect(200);

  const door = createDoorSweep(testApp.context);
  const pass = async (member: RegisteredMember) => ((await member.agent.get("/api/user/pass").expect(200)).body as MemberPass).token;
  const checkIn = (body: object) => organizerA.agent.post(`/api/roundtables/${a.id}/attendance`).send(body);

  testApp.clock.set(at(STARTS));
  await checkIn({ userId: organizerA.user.id }).expect(200);
  await checkIn({ userId: mia!.user.id }).expect(200);
  testApp.clock.set(at(STARTS + 10 * MINUTE));
  const swept = await door.sweep();
  expect(swept.released.find((one) => one.roundtableId === a.id)).toMatchObject({ offered: [wes!.user.id] });
  testApp.clock.set(at(STARTS + 11 * MINUTE));
  await checkIn({ token: await pass(wes!) }).expect(200);
  expect((await checkIn({ token: await pass(val!) })).status).toBe(201);
  // After the session two of those who came rate it: the report carries the count and the average.
  testApp.clock.set(at(ENDS + MINUTE));
  await mia!.agent.put(`/api/roundtables/${a.id}/feedback`).send({ rating: 5 }).expect(200);
  await wes!.agent.put(`/api/roundtables/${a.id}/feedback`).send({ rating: 4, comment: "Wished it were longer" }).expect(200);
  testApp.clock.set(TEST_NOW);
});
afterAll(() => testApp.close());

async function downloadCsv(query = "") {
  return staff.agent
    .get(`/api/staff/attendance.csv${query}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });
}

async function csvText(query = ""): Promise<string> {
  const response = await downloadCsv(query);
  expect(response.status).toBe(200);
  return (response.body as Buffer).toString("utf8");
}

/** The two tables of the file: the roundtables', and the chapter totals after the blank line and its title. */
function sections(text: string): { roundtables: Row[]; chapters: Row[]; raw: string[][] } {
  const raw = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  const blank = raw.findIndex((line) => line.length === 1 && line[0] === "");
  const toRows = (header: string[], lines: string[][]) => lines.map((line) => Object.fromEntries(header.map((name, index) => [name, line[index]!])));
  expect(raw[blank + 1]).toEqual(["Chapter totals"]);
  return { roundtables: toRows(raw[0]!, raw.slice(1, blank)), chapters: toRows(raw[blank + 2]!, raw.slice(blank + 3)), raw };
}

describe("GET /api/staff/attendance.csv", () => {
  it("when the day has run, then each placed roundtable's seated, checked in, walk-ins, seats from the waitlist and no-shows are counted, and the chapters' totals follow", async () => {
    const response = await downloadCsv();
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="convention-attendance.csv"');
    expect(response.headers["cache-control"]).toBe("no-store");
    const bytes = response.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text.endsWith("\r\n")).toBe(true);

    const { roundtables, chapters, raw } = sections(text);
    expect(raw[0]).toEqual(["Roundtable", "Session", "Room", "Seated", "Checked in", "Walk-ins", "From waitlist", "No-shows", "Ratings", "Average rating"]);
    // By session and room; the formula-like title kept as text; feedback's count and average after the counts.
    expect(roundtables).toEqual([
      {
        Roundtable: `'${TABLE_A}`,
        Session: "Monday Morning",
        Room: "Bayou Room 1",
        Seated: "5",
        "Checked in": "4",
        "Walk-ins": "1",
        "From waitlist": "1",
        "No-shows": "3",
        Ratings: "2",
        "Average rating": "4.50",
      },
      { Roundtable: TABLE_B, Session: "Monday Morning", Room: "Bayou Room 2", Seated: "1", "Checked in": "0", "Walk-ins": "0", "From waitlist": "0", "No-shows": "0", Ratings: "0", "Average rating": "" },
    ]);
    // Never who rated, nor what they wrote.
    expect(text).not.toContain("Wished it were longer");
    const [c1, c2, c3] = chapterNames;
    const byName = [...chapterNames].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase()));
    expect(chapters.map((row) => row.Chapter)).toEqual([...byName, "All chapters"]);
    const chapter = (name: string) => chapters.find((row) => row.Chapter === name);
    expect(chapter(c1)).toEqual({ Chapter: c1, Seated: "2", "Checked in": "2", "Walk-ins": "0", "From waitlist": "0", "No-shows": "0" });
    expect(chapter(c2)).toEqual({ Chapter: c2, Seated: "2", "Checked in": "1", "Walk-ins": "0", "From waitlist": "1", "No-shows": "2" });
    expect(chapter(c3)).toEqual({ Chapter: c3, Seated: "2", "Checked in": "1", "Walk-ins": "1", "From waitlist": "0", "No-shows": "1" });
    expect(chapter("All chapters")).toEqual({ Chapter: "All chapters", Seated: "6", "Checked in": "4", "Walk-ins": "1", "From waitlist": "1", "No-shows": "3" });
  });

  it("when a no-show deletes their account, then the report still counts their released seat", async () => {
    const before = sections(await csvText());
    await noShow.agent.delete("/api/auth/user").send({ password: noShow.password }).expect(204);
    const after = sections(await csvText());
    expect(after.roundtables).toEqual(before.roundtables);
    expect(after.chapters).toEqual(before.chapters);
  });

  it("when staff name another convention, then its report is answered (empty here); an unknown one is 404, a malformed one 400, and a member is refused", async () => {
    const next = await staff.agent
      .post("/api/staff/conventions")
      .send({ name: "2027 International English Convention", city: "Chicago", startDate: "2027-03-18", endDate: "2027-03-20", timeZone: "America/Chicago" });
    expect(next.status).toBe(201);
    const { roundtables, chapters } = sections(await csvText(`?conventionId=${(next.body as Convention).id}`));
    expect(roundtables).toEqual([]);
    expect(chapters).toEqual([{ Chapter: "All chapters", Seated: "0", "Checked in": "0", "Walk-ins": "0", "From waitlist": "0", "No-shows": "0" }]);
    const current = sections(await csvText(`?conventionId=${convention.id}`));
    expect(current.roundtables.map((row) => row.Roundtable)).toEqual([`'${TABLE_A}`, TABLE_B]);

    const unknown = await staff.agent.get("/api/staff/attendance.csv?conventionId=999999");
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("not_found");
    const malformed = await staff.agent.get("/api/staff/attendance.csv?conventionId=abc");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: expect.any(String), code: "validation_failed" });
    const member = await registerMember(testApp);
    expect((await member.agent.get("/api/staff/attendance.csv")).status).toBe(403);
  });

  it("when another part of the app adds columns, then they follow the counts on each roundtable's row and the chapter totals stay as they are", () => {
    const csv = attendanceCsv(
      {
        roundtables: [{ roundtableId: 7, title: "Beloved", session: "Monday Morning", room: "Bayou Room 1", seated: 5, checkedIn: 4, walkIns: 0, fromWaitlist: 0, noShows: 1 }],
        chapters: [{ chapter: null, seated: 5, checkedIn: 4, walkIns: 0, fromWaitlist: 0, noShows: 1 }],
      },
      [{ header: ["Ratings", "Average rating"], cells: (id) => (id === 7 ? ["3", "4.3"] : ["0", ""]) }],
    );
    const { roundtables, chapters, raw } = sections(csv);
    expect(raw[0]!.slice(-2)).toEqual(["Ratings", "Average rating"]);
    expect(roundtables[0]).toMatchObject({ Roundtable: "Beloved", "No-shows": "1", Ratings: "3", "Average rating": "4.3" });
    expect(chapters.map((row) => row.Chapter)).toEqual(["No chapter", "All chapters"]);
  });
});

describe("GET /api/staff/proposals: attendance on the Review list", () => {
  it("when a placed roundtable's check-in has opened, then it carries its counts; before that, and for proposals, attendance is null", async () => {
    const proposal = await createRoundtable((await registerMember(testApp)).agent, { title: "Jonah's Gourd Vine" });
    const placed = async () => (await staff.agent.get("/api/staff/proposals?programStatus=all&limit=100").expect(200)).body as StaffRoundtable[];

    testApp.clock.set(at(STARTS - 30 * MINUTE - 1));
    const early = await placed();
    expect(early.find((item) => item.id === table.a)?.attendance).toBeNull();
    expect(early.find((item) => item.id === proposal.id)?.attendance).toBeNull();

    testApp.clock.set(at(STARTS - 30 * MINUTE));
    const open = await placed();
    expect(open.find((item) => item.id === table.a)?.attendance).toEqual({ seated: 5, checkedIn: 4, walkIns: 1, fromWaitlist: 1, noShows: 3 });
    expect(open.find((item) => item.id === table.b)?.attendance).toEqual({ seated: 1, checkedIn: 0, walkIns: 0, fromWaitlist: 0, noShows: 0 });
    expect(open.find((item) => item.id === proposal.id)?.attendance).toBeNull();
    testApp.clock.set(TEST_NOW);
  });
});
