/**
 * What the route table's requests need: the callers (a cast of members, one of them staff) and
 * the data they act on (the organizer's roundtable with the member seated, placed by staff in a
 * program session, and the member's calendar feed and unsubscribe link).
 *
 * A walk over the table (routeWalk) signs the cast up once and shares it between rows while it
 * stays as it was; each row still gets its own roundtable. Why and how: docs/testing.md, "Route-table walks".
 */
import { sql } from "drizzle-orm";
import { users } from "@shared/schema";
import { unsubscribeToken } from "../mail";
import { parseSessionCsv, seedSessions } from "../program";
import { chapterIds, registerApplicant, registerMember, type RegisteredMember } from "./factories";
import type { Fixture, Role } from "./route-row";
import type { TestApp } from "./test-app";

/** Everyone a row may act as or on: the callers of ROLES but signed out, the outsider and the applicant. */
type CastRole = Exclude<Role, "signedOut"> | "outsider" | "applicant" | "invitee";

export type Cast = {
  agents: Fixture["agents"];
  users: Fixture["users"];
  members: Record<CastRole, RegisteredMember>;
};

/**
 * How each member of the cast is made. "member" (a student) and "otherType" (an advisor) share
 * chapter A with the applicant and the accounts without membership; the organizer is in B with
 * staff, "otherAdvisor" in C (route-row.ts, ROLES).
 */
const MAKE: Record<CastRole, (testApp: TestApp, chapters: number[]) => Promise<RegisteredMember>> = {
  member: (testApp, [a]) => registerMember(testApp, { userType: "student", chapterId: a! }),
  organizer: (testApp, [, b]) => registerMember(testApp, { userType: "student", chapterId: b! }),
  // Co-organizes each row's roundtable (invited and accepted as the fixture is made).
  coOrganizer: (testApp, [, b]) => registerMember(testApp, { userType: "student", chapterId: b! }),
  otherType: (testApp, [a]) => registerMember(testApp, { userType: "advisor", chapterId: a! }),
  otherAdvisor: (testApp, [, , c]) => registerMember(testApp, { userType: "advisor", chapterId: c! }),
  staff: async (testApp, [, b]) => {
    const staff = await registerMember(testApp, { userType: "advisor", chapterId: b! });
    await testApp.database.db.execute(sql`update ${users} set is_staff = true where id = ${staff.user.id}`);
    staff.user.isStaff = true;
    return staff;
  },
  unconfirmed: (testApp, [a]) => registerApplicant(testApp, "unconfirmed", { chapterId: a! }),
  pending: (testApp, [a]) => registerApplicant(testApp, "pending", { chapterId: a! }),
  declined: (testApp, [a]) => registerApplicant(testApp, "declined", { chapterId: a! }),
  suspended: (testApp, [a]) => registerApplicant(testApp, "suspended", { chapterId: a! }),
  // A member at no roundtable of the walk's yet, for the add-participant, message and suspend routes.
  outsider: (testApp) => registerMember(testApp, { userType: "student" }),
  // Invited to co-organize each row's roundtable, not yet answering.
  invitee: (testApp, [, b]) => registerMember(testApp, { userType: "advisor", chapterId: b! }),
  // A newcomer of chapter A, confirmed and waiting for approval.
  applicant: (testApp, [a]) => registerApplicant(testApp, "pending", { chapterId: a! }),
};

const CAST_ROLES = Object.keys(MAKE) as CastRole[];

/** The callers of the matrix (route-row.ts, ROLES), and the outsider and applicant the rows act on. */
export async function createCast(testApp: TestApp): Promise<Cast> {
  const chapters = await chapterIds(testApp);
  const members = {} as Record<CastRole, RegisteredMember>;
  for (const role of CAST_ROLES) members[role] = await MAKE[role](testApp, chapters);
  return castOf(testApp, members);
}

function castOf(testApp: TestApp, members: Record<CastRole, RegisteredMember>): Cast {
  const callers = CAST_ROLES.filter((role): role is Exclude<Role, "signedOut"> => role !== "outsider" && role !== "applicant" && role !== "invitee");
  return {
    agents: { signedOut: testApp.agent(), ...Object.fromEntries(callers.map((role) => [role, members[role].agent])) } as Cast["agents"],
    users: Object.fromEntries(callers.map((role) => [role, members[role].user])) as Record<Exclude<Role, "signedOut">, RegisteredMember["user"]>,
    members,
  };
}

/**
 * Where each member of the cast stands: the account as a row can change it (name, role, chapter,
 * membership, staff flag, password, privacy; not the calendar token or the mail settings, which
 * rows read afresh or don't depend on) and whom their client is signed in as.
 */
async function standing(testApp: TestApp, cast: Cast): Promise<Record<CastRole, string>> {
  const ids = CAST_ROLES.map((role) => cast.members[role].user.id);
  const rows = await testApp.database.db.execute<{ id: number }>(sql`
    select id, email, password_hash, first_name, last_name, user_type, chapter_id, interests, expertise_areas, is_staff,
      email_confirmed, membership_status, pending_change, directory_visibility, accept_messages
    from users where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const accounts = new Map(rows.rows.map((row) => [row.id, JSON.stringify(row)]));
  const answers = await Promise.all(
    CAST_ROLES.map(async (role) => {
      const response = await cast.members[role].agent.get("/api/auth/user");
      const body = response.body as { id?: number; message?: string };
      return { status: response.status, id: body.id ?? null, message: body.message ?? null };
    }),
  );
  return Object.fromEntries(
    CAST_ROLES.map((role, index) => [role, `${accounts.get(cast.members[role].user.id) ?? "deleted"} ${JSON.stringify(answers[index])}`]),
  ) as Record<CastRole, string>;
}

/**
 * The fixtures of one walk over the route table. The cast is signed up once; before each fixture,
 * a member whom the previous row changed (signed out, signed in as someone else, approved,
 * suspended, reinstated, edited, deleted) is replaced by a new one made the same way, so every row
 * meets each member in the standing a fresh cast has.
 */
export function routeWalk(testApp: TestApp): { fixture(): Promise<Fixture> } {
  let cast: Cast | undefined;
  let expected: Record<CastRole, string> | undefined;
  return {
    async fixture() {
      if (!cast || !expected) {
        cast = await createCast(testApp);
        expected = await standing(testApp, cast);
      } else {
        const now = await standing(testApp, cast);
        const changed = CAST_ROLES.filter((role) => now[role] !== expected![role]);
        if (changed.length > 0) {
          const chapters = await chapterIds(testApp);
          const members = { ...cast.members };
          for (const role of changed) members[role] = await MAKE[role](testApp, chapters);
          cast = castOf(testApp, members);
          expected = await standing(testApp, cast);
        }
      }
      return createFixture(testApp, cast);
    },
  };
}

/** A fresh roundtable (organizer's, member seated, placed in a session of its own) for one row. */
export async function createFixture(testApp: TestApp, cast: Cast): Promise<Fixture> {
  const created = await cast.agents.organizer
    .post("/api/roundtables")
    .send({ title: "Matrix roundtable", description: "For the access matrix", tags: ["matrix"], targetAudience: "both", maxParticipants: 5 });
  if (created.status !== 201) throw new Error(`fixture roundtable: ${created.status} ${JSON.stringify(created.body)}`);
  const roundtableId = (created.body as { id: number }).id;
  const joined = await cast.agents.member.post(`/api/roundtables/${roundtableId}/join`);
  if (joined.status !== 200) throw new Error(`fixture join: ${joined.status} ${JSON.stringify(joined.body)}`);
  // The co-organizer (invited and accepted) and a pending invitation: the limit of two is reached.
  for (const role of ["coOrganizer", "invitee"] as const) {
    const invited = await cast.agents.organizer.post(`/api/roundtables/${roundtableId}/co-organizers`).send({ userId: cast.members[role].user.id });
    if (invited.status !== 201) throw new Error(`fixture invitation: ${invited.status} ${JSON.stringify(invited.body)}`);
  }
  const accepted = await cast.agents.coOrganizer.post(`/api/roundtables/${roundtableId}/co-organizers/accept`);
  if (accepted.status !== 200) throw new Error(`fixture accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  const feed = await cast.agents.organizer.get("/api/notifications");
  const organizerNotificationId = (feed.body as { items: Array<{ id: number }> }).items[0]!.id;
  const sessionIds = await matrixSessions(testApp);
  const placed = await cast.agents.staff.put(`/api/staff/roundtables/${roundtableId}/placement`).send({ sessionId: sessionIds[0] });
  if (placed.status !== 200) throw new Error(`fixture placement: ${placed.status} ${JSON.stringify(placed.body)}`);
  const calendar = await cast.agents.member.get("/api/user/calendar");
  const memberFeedPath = new URL((calendar.body as { url: string }).url).pathname;
  const memberFeedToken = /\/calendar\/([^/]+)\.ics$/.exec(memberFeedPath)![1]!;
  const memberUnsubscribeToken = unsubscribeToken(cast.users.member.id, testApp.config.unsubscribeSecret);
  const memberUnsubscribePath = `/api/unsubscribe/${memberUnsubscribeToken}`;
  const { conventionId, spareSession } = await spareConventionSession(testApp);
  return {
    testApp,
    agents: cast.agents,
    users: cast.users,
    roundtableId,
    organizerNotificationId,
    outsiderId: cast.members.outsider.user.id,
    inviteeId: cast.members.invitee.user.id,
    applicantId: cast.members.applicant.user.id,
    sessionIds,
    memberFeedToken,
    memberFeedPath,
    memberUnsubscribeToken,
    memberUnsubscribePath,
    conventionId,
    spareSession,
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

/** How many session pairs one load of the program adds: a walk takes one per row. */
const PAIRS_PER_LOAD = 48;
const pairsTaken = new WeakMap<TestApp, { taken: number; ids: number[] }>();

/**
 * Two program sessions no fixture has used: the roundtable is placed in the first, the second is
 * free for a move. A session of its own per fixture, because the cast is shared and a member is
 * seated at most once per session (docs/product.md, "One seat per session"). Loaded through the real seed.
 */
async function matrixSessions(testApp: TestApp): Promise<[number, number]> {
  const state = pairsTaken.get(testApp) ?? { taken: 0, ids: [] };
  pairsTaken.set(testApp, state);
  if (state.taken * 2 >= state.ids.length) {
    // The load names every matrix session so far (a session missing from it would be removed), and more.
    const count = state.ids.length + PAIRS_PER_LOAD * 2;
    const zone = testApp.config.convention.timeZone;
    const lines = Array.from({ length: count }, (_, index) => {
      const start = new Date(Date.UTC(2027, 2, 19, 8) + index * 10 * 60_000);
      const at = (date: Date) => date.toISOString().slice(0, 16).replace("T", " ");
      return `Matrix ${String(index + 1).padStart(4, "0")},${at(start)},${at(new Date(start.getTime() + 5 * 60_000))},Room 1;Room 2`;
    });
    await seedSessions(testApp.database.db, parseSessionCsv(["session,starts_at,ends_at,rooms", ...lines].join("\n"), zone), { timeZone: zone });
    const named = await testApp.database.db.execute<{ id: number }>(sql`select id from program_sessions where name like 'Matrix %' order by name`);
    state.ids = named.rows.map((row) => row.id);
  }
  const first = state.taken * 2;
  state.taken += 1;
  return [state.ids[first]!, state.ids[first + 1]!];
}
