/**
 * What the route table's requests need: the callers (a cast of members, one of them staff) and
 * the data they act on (the organizer's roundtable with the member seated, placed by staff in a
 * program session, and the member's calendar feed and unsubscribe link).
 */
import { sql } from "drizzle-orm";
import { users } from "@shared/schema";
import { unsubscribeToken } from "../mail";
import { parseSessionCsv, seedSessions } from "../program";
import { chapterIds, registerApplicant, registerMember } from "./factories";
import type { Fixture } from "./route-rows/row";
import type { TestApp } from "./test-app";

/** Signs in a new member through the API and returns their agent. */
async function signedInAgent(testApp: TestApp, overrides: Parameters<typeof registerMember>[1] = {}) {
  return registerMember(testApp, overrides);
}

/** The callers of the matrix (route-rows/row.ts, ROLES): members of three chapters, one of them staff, and accounts without membership. */
export async function createCast(testApp: TestApp) {
  const [chapterA, chapterB, chapterC] = await chapterIds(testApp);
  const member = await signedInAgent(testApp, { userType: "student", chapterId: chapterA! });
  const organizer = await signedInAgent(testApp, { userType: "student", chapterId: chapterB! });
  const otherType = await signedInAgent(testApp, { userType: "advisor", chapterId: chapterA! });
  const otherAdvisor = await signedInAgent(testApp, { userType: "advisor", chapterId: chapterC! });
  const staff = await signedInAgent(testApp, { userType: "advisor", chapterId: chapterB! });
  await testApp.database.db.execute(sql`update ${users} set is_staff = true where id = ${staff.user.id}`);
  staff.user.isStaff = true;
  const unconfirmed = await registerApplicant(testApp, "unconfirmed", { chapterId: chapterA! });
  const pending = await registerApplicant(testApp, "pending", { chapterId: chapterA! });
  const declined = await registerApplicant(testApp, "declined", { chapterId: chapterA! });
  const suspended = await registerApplicant(testApp, "suspended", { chapterId: chapterA! });
  const cast = { unconfirmed, pending, declined, suspended, member, organizer, otherType, otherAdvisor, staff };
  return {
    agents: { signedOut: testApp.agent(), ...mapValues(cast, (one) => one.agent) },
    users: mapValues(cast, (one) => one.user),
  };
}

function mapValues<Key extends string, From, To>(record: Record<Key, From>, map: (value: From) => To): Record<Key, To> {
  return Object.fromEntries(Object.entries<From>(record).map(([key, value]) => [key, map(value)])) as Record<Key, To>;
}

/** A fresh roundtable (organizer's, member seated) and a fresh outsider, for one row of the matrix. */
export async function createFixture(testApp: TestApp, cast: Awaited<ReturnType<typeof createCast>>): Promise<Fixture> {
  const created = await cast.agents.organizer
    .post("/api/roundtables")
    .send({ title: "Matrix roundtable", description: "For the access matrix", tags: ["matrix"], targetAudience: "both", maxParticipants: 5 });
  if (created.status !== 201) throw new Error(`fixture roundtable: ${created.status} ${JSON.stringify(created.body)}`);
  const roundtableId = (created.body as { id: number }).id;
  const joined = await cast.agents.member.post(`/api/roundtables/${roundtableId}/join`);
  if (joined.status !== 200) throw new Error(`fixture join: ${joined.status} ${JSON.stringify(joined.body)}`);
  const feed = await cast.agents.organizer.get("/api/notifications");
  const organizerNotificationId = (feed.body as { items: Array<{ id: number }> }).items[0]!.id;
  const outsider = await registerMember(testApp, { userType: "student" });
  const applicant = await registerApplicant(testApp, "pending", { chapterId: cast.users.member.chapterId });
  const sessionIds = await matrixSessions(testApp);
  const placed = await cast.agents.staff.put(`/api/staff/roundtables/${roundtableId}/placement`).send({ sessionId: sessionIds[0] });
  if (placed.status !== 200) throw new Error(`fixture placement: ${placed.status} ${JSON.stringify(placed.body)}`);
  const calendar = await cast.agents.member.get("/api/user/calendar");
  const memberFeedPath = new URL((calendar.body as { url: string }).url).pathname;
  const memberUnsubscribePath = `/api/unsubscribe/${unsubscribeToken(cast.users.member.id, testApp.config.unsubscribeSecret)}`;
  const { conventionId, spareSession } = await spareConventionSession(testApp);
  return {
    testApp, ...cast, roundtableId, organizerNotificationId, outsiderId: outsider.user.id, applicantId: applicant.user.id, sessionIds,
    memberFeedPath, memberUnsubscribePath, conventionId, spareSession,
  };
}

/** The current convention's id, and a session within its days that holds nothing, made once per database. */
async function spareConventionSession(testApp: TestApp): Promise<Pick<Fixture, "conventionId" | "spareSession">> {
  const db = testApp.database.db;
  const [current] = (await db.execute<{ id: number }>(sql`select id from conventions where is_current`)).rows;
  const spare = { name: "Matrix spare", startsAt: "2026-03-30T14:00:00.000Z", endsAt: "2026-03-30T15:00:00.000Z", rooms: ["Spare Room 1", "Spare Room 2"] };
  let [row] = (await db.execute<{ id: number }>(sql`select id from program_sessions where name = ${spare.name}`)).rows;
  if (!row) {
    [row] = (await db.execute<{ id: number }>(sql`insert into program_sessions (name, starts_at, ends_at) values (${spare.name}, ${spare.startsAt}, ${spare.endsAt}) returning id`)).rows;
    for (const [position, room] of spare.rooms.entries()) {
      await db.execute(sql`insert into program_rooms (session_id, name, position) values (${row!.id}, ${room}, ${position})`);
    }
  }
  return { conventionId: current!.id, spareSession: { id: row!.id, ...spare } };
}

/** Two program sessions with rooms to spare, loaded once per database through the real seed. */
async function matrixSessions(testApp: TestApp): Promise<[number, number]> {
  const named = async () =>
    (await testApp.database.db.execute<{ id: number }>(sql`select id from program_sessions where name like 'Matrix %' order by name`)).rows.map((row) => row.id);
  let ids = await named();
  if (ids.length < 2) {
    const rooms = Array.from({ length: 300 }, (_, index) => `Matrix Room ${index + 1}`).join(";");
    const csv = ["session,starts_at,ends_at,rooms", `Matrix A,2027-03-19 09:00,2027-03-19 10:15,${rooms}`, `Matrix B,2027-03-19 11:00,2027-03-19 12:15,${rooms}`].join("\n");
    await seedSessions(testApp.database.db, parseSessionCsv(csv, testApp.config.convention.timeZone), { timeZone: testApp.config.convention.timeZone });
    ids = await named();
  }
  return [ids[0]!, ids[1]!];
}
