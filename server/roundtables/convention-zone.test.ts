/**
 * A list's day and a placement's notice are read in the listed convention's own time zone, not the
 * configured one (docs/product.md, "Conventions"; "API conventions": a `day` filter is a date in
 * the convention's time zone). The configured convention is in Chicago; this one is in Tokyo,
 * fourteen hours ahead, so its 9 AM sessions fall on the day before in Chicago.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Convention, ProgramSession, Roundtable } from "@shared/types";
import { registerMember, type RegisteredMember } from "../testing/factories";
import { registerStaff } from "../testing/program";
import { createRoundtable, notificationsOf } from "../testing/roundtables";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
let staff: RegisteredMember;
let organizer: RegisteredMember;
let first: Convention;
let tokyo: Convention;
let morning: ProgramSession;
let roundtable: Roundtable;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await registerStaff(testApp);
  organizer = await registerMember(testApp);
  first = (await organizer.agent.get("/api/conventions/current").expect(200)).body as Convention;
  tokyo = (
    await staff.agent
      .post("/api/staff/conventions")
      .send({ name: "2027 Pacific Convention", city: "Tokyo", startDate: "2027-03-18", endDate: "2027-03-20", timeZone: "Asia/Tokyo" })
      .expect(201)
  ).body as Convention;
  // 9:00 AM on March 18 in Tokyo is midnight UTC, and 7 PM on March 17 in Chicago.
  morning = (
    await staff.agent
      .post(`/api/staff/conventions/${tokyo.id}/sessions`)
      .send({ name: "Thursday Morning", startsAt: "2027-03-18T00:00:00Z", endsAt: "2027-03-18T01:15:00Z", rooms: ["Sakura Room"] })
      .expect(201)
  ).body as ProgramSession;
  await staff.agent.post(`/api/staff/conventions/${tokyo.id}/make-current`).expect(200);
  roundtable = await createRoundtable(organizer.agent, { title: "Reading Sōseki" });
  expect(roundtable.conventionId).toBe(tokyo.id);
});
afterAll(() => testApp.close());

const listIds = async (query: Record<string, string>) =>
  ((await organizer.agent.get("/api/roundtables").query(query).expect(200)).body as Roundtable[]).map((item) => item.id);

describe("a convention in another time zone", () => {
  it("when staff place a roundtable, then its notice names the time in the convention's zone", async () => {
    await staff.agent.put(`/api/staff/roundtables/${roundtable.id}/placement`).send({ sessionId: morning.id }).expect(200);
    const [notice] = await notificationsOf(testApp, organizer.user.id);
    expect(notice?.message).toBe('"Reading Sōseki" is on the program: Thursday, March 18 at 9:00 AM, Sakura Room.');
  });

  it.each(["newest", "time", "match"])("when the %s list is filtered by day, then the day is the convention's, in Tokyo", async (sort) => {
    expect(await listIds({ sort, day: "2027-03-18" })).toEqual([roundtable.id]);
    expect(await listIds({ sort, day: "2027-03-17" })).toEqual([]);
    expect(await listIds({ sort, day: "2027-03-18", conventionId: String(tokyo.id) })).toEqual([roundtable.id]);
  });

  it("when staff review the same convention by day, then the day is Tokyo's there too", async () => {
    const review = async (day: string) =>
      ((await staff.agent.get("/api/staff/proposals").query({ day, programStatus: "placed" }).expect(200)).body as Roundtable[]).map((item) => item.id);
    expect(await review("2027-03-18")).toEqual([roundtable.id]);
    expect(await review("2027-03-17")).toEqual([]);
  });

  it("when another convention is listed by day, then its own zone applies", async () => {
    expect(await listIds({ day: "2027-03-18", conventionId: String(first.id) })).toEqual([]);
    expect(await listIds({ day: "2026-03-29", conventionId: String(first.id) })).toEqual([]);
  });
});
