import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProgramSession, Roundtable } from "@shared/types";
import { createApp } from "../app";
import { registerMember } from "../testing/factories";
import { memoryLog } from "../testing/memory-log";
import { readIcs } from "../testing/ics-reader";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createRoundtable, join, type Member } from "../testing/roundtables";
import { loadProgram, registerStaff } from "../testing/program";
import supertest from "supertest";

let testApp: TestApp;
let staff: Member;
let organizer: Member;
let participant: Member;
let waiting: Member;
let outsider: Member;
let sunday: ProgramSession;
let tuesday: ProgramSession;
let january: ProgramSession;
let roundtable: Roundtable;

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: "https://program.example.org" });
  staff = await registerStaff(testApp);
  organizer = await registerMember(testApp, { firstName: "Ngũgĩ", lastName: "wa Thiong'o" });
  participant = await registerMember(testApp);
  waiting = await registerMember(testApp);
  outsider = await registerMember(testApp);
  ({ sunday, tuesday, january } = await loadProgram(testApp, staff.agent, {
    sunday: "Sunday Afternoon,2026-03-29 14:00,2026-03-29 15:15,Bayou Room A;Magnolia Room",
    tuesday: "Tuesday Morning,2026-03-31 09:00,2026-03-31 10:15,Audubon Room",
    // Standard time (UTC-6), to check the other side of daylight saving.
    january: "January Preview,2026-01-15 14:00,2026-01-15 15:00,Jackson Boardroom",
  }));
  roundtable = await createRoundtable(organizer.agent, {
    title: 'Decolonising the Mind: "language", power; memory',
    description: "Ngũgĩ's essays, line by line.\nBring a copy.",
    maxParticipants: 2,
  });
  await join(participant, roundtable.id);
  expect(await join(waiting, roundtable.id)).toEqual({ joined: false, waitlisted: true });
});
afterAll(() => testApp.close());

const placeInto = (id: number, sessionId: number) => staff.agent.put(`/api/staff/roundtables/${id}/placement`).send({ sessionId }).expect(200);
const ics = (agent: supertest.Agent, id: number) => agent.get(`/api/roundtables/${id}/calendar.ics`);

describe("GET /api/roundtables/:id/calendar.ics", () => {
  it("when the roundtable is a proposal, then 404; signed out, 401", async () => {
    const response = await ics(participant.agent, roundtable.id);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: "This roundtable is not on the program yet", code: "not_on_program" });
    expect((await ics(testApp.agent(), roundtable.id)).status).toBe(401);
    expect((await ics(participant.agent, 999_999)).status).toBe(404);
    expect((await participant.agent.get("/api/roundtables/abc/calendar.ics")).status).toBe(400);
  });

  it("when placed, then any member gets a valid event: Chicago wall-clock time, the right instant, the room, a stable UID", async () => {
    await placeInto(roundtable.id, sunday.id);
    const response = await ics(outsider.agent, roundtable.id);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="roundtable-${roundtable.id}.ics"`);
    // Every line, the last included, ends with CRLF and nothing ends with a bare LF.
    expect(response.text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(response.text).not.toMatch(/[^\r]\n/);
    expect(response.text).toContain("DTSTART;TZID=America/Chicago:20260329T140000");
    expect(response.text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);

    const { events } = readIcs(response.text);
    expect(events).toHaveLength(1);
    const [event] = events;
    // 14:00 in New Orleans on March 29 (daylight time, UTC-5) is 19:00 UTC.
    expect(event!.start.toISOString()).toBe("2026-03-29T19:00:00.000Z");
    expect(event!.end.toISOString()).toBe("2026-03-29T20:15:00.000Z");
    expect(event!.startZone).toBe("America/Chicago");
    expect(event!.startLocal).toBe("14:00");
    expect(event).toMatchObject({
      uid: `roundtable-${roundtable.id}@program.example.org`,
      summary: 'Decolonising the Mind: "language", power; memory',
      location: "Bayou Room A",
      sequence: 1,
    });
    expect(event!.description).toContain("Ngũgĩ's essays, line by line.\nBring a copy.");
    // On the current convention's days the session's day needs no year.
    expect(event!.description).toContain("Sunday Afternoon, Sunday, March 29 at 2:00 PM to 3:15 PM. 2026 International English Convention, New Orleans.");
  });

  it("when moved, then the UID stays and SEQUENCE rises with the new time and room", async () => {
    await staff.agent.put(`/api/staff/roundtables/${roundtable.id}/placement`).send({ sessionId: sunday.id, roomId: sunday.rooms[1]!.id }).expect(200);
    let [event] = readIcs((await ics(participant.agent, roundtable.id)).text).events;
    expect(event).toMatchObject({ uid: `roundtable-${roundtable.id}@program.example.org`, sequence: 2, location: "Magnolia Room" });
    await placeInto(roundtable.id, tuesday.id);
    [event] = readIcs((await ics(participant.agent, roundtable.id)).text).events;
    expect(event).toMatchObject({ sequence: 3, location: "Audubon Room", startLocal: "9:00" });
    expect(event!.start.toISOString()).toBe("2026-03-31T14:00:00.000Z");
  });

  it("when the session is in standard time, then the offset is six hours", async () => {
    const winter = await createRoundtable(outsider.agent, { title: "Winter reading" });
    await placeInto(winter.id, january.id);
    const [event] = readIcs((await ics(outsider.agent, winter.id)).text).events;
    expect(event!.start.toISOString()).toBe("2026-01-15T20:00:00.000Z");
    expect(event!.startLocal).toBe("14:00");
    // Outside the current convention's days (March 29 to April 1), the day carries its year.
    expect(event!.description).toContain("January Preview, Thursday, January 15, 2026 at 2:00 PM to 3:00 PM.");
  });
});

describe("the personal calendar feed", () => {
  let feedUrl: string;
  const feedPath = (url: string) => new URL(url).pathname;

  it("when signed out, then the feed URL endpoints answer 401", async () => {
    expect((await testApp.agent().get("/api/user/calendar")).status).toBe(401);
    expect((await testApp.agent().post("/api/user/calendar/reset")).status).toBe(401);
  });

  it("when a member asks for their feed, then they get a long random URL under PUBLIC_URL, the same one each time", async () => {
    const response = await participant.agent.get("/api/user/calendar");
    expect(response.status).toBe(200);
    feedUrl = response.body.url;
    expect(feedUrl).toMatch(/^https:\/\/program\.example\.org\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await participant.agent.get("/api/user/calendar")).body.url).toBe(feedUrl);
    expect((await organizer.agent.get("/api/user/calendar")).body.url).not.toBe(feedUrl);
  });

  it("when a calendar app fetches it without a session, then it lists the placed roundtables the member joined or organizes, not waitlisted ones", async () => {
    const own = await createRoundtable(participant.agent, { title: "My own table" });
    await placeInto(own.id, sunday.id);
    const proposal = await createRoundtable(participant.agent, { title: "Not placed yet" });
    expect(proposal.programStatus).toBe("proposed");

    const response = await supertest(testApp.app).get(feedPath(feedUrl));
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["set-cookie"]).toBeUndefined();
    const { events, calendar } = readIcs(response.text);
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("America/Chicago");
    expect(events.map((event) => event.summary)).toEqual(["My own table", 'Decolonising the Mind: "language", power; memory']);
    expect(events.map((event) => event.start.toISOString())).toEqual(["2026-03-29T19:00:00.000Z", "2026-03-31T14:00:00.000Z"]);

    const waitingFeed = (await waiting.agent.get("/api/user/calendar")).body.url as string;
    expect(readIcs((await supertest(testApp.app).get(feedPath(waitingFeed))).text).events).toEqual([]);
  });

  it("when a roundtable leaves the program, then the next fetch lists it as cancelled, under the same UID", async () => {
    await staff.agent.delete(`/api/staff/roundtables/${roundtable.id}/placement`).expect(200);
    const { events } = readIcs((await supertest(testApp.app).get(feedPath(feedUrl))).text);
    expect(events.map((event) => [event.summary, event.status])).toEqual([
      ["My own table", "CONFIRMED"],
      ['Decolonising the Mind: "language", power; memory', "CANCELLED"],
    ]);
    expect(events[1]).toMatchObject({ uid: `roundtable-${roundtable.id}@program.example.org`, sequence: 4 });
  });

  it("when the member resets the feed, then a new URL works and the old one answers 404", async () => {
    const response = await participant.agent.post("/api/user/calendar/reset");
    expect(response.status).toBe(200);
    expect(response.body.url).not.toBe(feedUrl);
    expect((await supertest(testApp.app).get(feedPath(feedUrl))).status).toBe(404);
    expect((await supertest(testApp.app).get(feedPath(response.body.url))).status).toBe(200);
    expect((await participant.agent.get("/api/user/calendar")).body.url).toBe(response.body.url);
  });

  it.each(["/api/calendar/short.ics", `/api/calendar/${"A".repeat(43)}.ics`, "/api/calendar/.ics"])("when %s is fetched, then 404", async (path) => {
    const response = await supertest(testApp.app).get(path);
    expect(response.status).toBe(404);
  });

  it("when the feed is fetched, then the request log never contains its token", async () => {
    const logged = memoryLog();
    const logger = pino({ level: "info" }, logged.sink);
    const { app } = createApp({ config: testApp.config, database: testApp.database, logger, mailer: testApp.context.mailer, spa: "none" });
    const url = (await participant.agent.get("/api/user/calendar")).body.url as string;
    const token = feedPath(url).split("/").at(-1)!.replace(".ics", "");
    expect((await supertest(app).get(feedPath(url))).status).toBe(200);
    expect((await supertest(app).get(`/api/calendar/${token.slice(0, 42)}x.ics`)).status).toBe(404);
    // A failing query quotes its parameters in its error; the logged error must not.
    await testApp.database.db.execute(sql`alter table users rename column calendar_token to calendar_token_away`);
    try {
      expect((await supertest(app).get(feedPath(url))).status).toBeGreaterThanOrEqual(500);
    } finally {
      await testApp.database.db.execute(sql`alter table users rename column calendar_token_away to calendar_token`);
    }
    const log = logged.text;
    // The failed query was logged, without its parameters (the log keeps only the SQL text).
    expect(log).toContain("Failed query");
    expect(log).not.toContain('"params"');
    expect(log).toContain("/api/calendar/[redacted].ics");
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.slice(0, 42));
  });
});
