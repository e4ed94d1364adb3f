/**
 * Every API route, once: who may call it and how to call it. The authorization matrix and the
 * hostile-input properties are both generated from this table, and both fail when the app has a
 * route the table doesn't list (the Express router stack is read at test time, see listAppRoutes).
 */
import { sql } from "drizzle-orm";
import type { Express } from "express";
import type supertest from "supertest";
import { users } from "@shared/schema";
import type { PublicUser } from "@shared/types";
import { unsubscribeToken } from "../mail";
import { parseSessionCsv, seedSessions } from "../program";
import { DEFAULT_PASSWORD, chapterIds, memberDetails, registerMember } from "./factories";
import type { TestApp } from "./test-app";

/** The callers of the matrix. "organizer" owns the fixture roundtable; "otherType" is an advisor, the others students. */
export const ROLES = ["signedOut", "member", "organizer", "otherType", "staff"] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who is let through:
 * - public: everyone, signed in or not;
 * - signedIn: any signed-in member (signed out gets 401 Unauthorized);
 * - organizer: only the fixture roundtable's organizer (other members get 403);
 * - staff: convention staff only (members get 403).
 */
export type Access = "public" | "signedIn" | "organizer" | "staff";

export type Fixture = {
  testApp: TestApp;
  agents: Record<Role, supertest.Agent>;
  users: Record<Exclude<Role, "signedOut">, PublicUser>;
  /** A roundtable made by the organizer for this row, with `member` joined. */
  roundtableId: number;
  /** A notification of the organizer's (the member's join). */
  organizerNotificationId: number;
  /** A member not yet at the roundtable, for the add-participant routes. */
  outsiderId: number;
  /** The roundtable is placed (by staff) in the first; the second is free, for a move. */
  sessionIds: [number, number];
  /** The member's personal calendar feed and one-click unsubscribe, with real tokens. */
  memberFeedPath: string;
  memberUnsubscribePath: string;
};

export type RouteRequest = { path: string; body?: unknown; query?: Record<string, string> };

export type RouteRow = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** As Express declares it, under /api: "/roundtables/:id". */
  path: string;
  access: Access;
  /** A well-formed request for `role` (the matrix wants an answer about rights, not about input). */
  request(fixture: Fixture, role: Role): RouteRequest;
  /**
   * Exact answers for callers who have the right but whom a product rule still stops (the
   * organizer can't leave their own roundtable: 403 by rule; a non-participant leaving: 404).
   */
  answers?: Partial<Record<Role, number>>;
};

const roundtable = (fixture: Fixture) => `/api/roundtables/${fixture.roundtableId}`;
const everyone = (status: number) => Object.fromEntries(ROLES.map((role) => [role, status])) as Record<Role, number>;

export const ROUTE_TABLE: RouteRow[] = [
  { method: "GET", path: "/health", access: "public", request: () => ({ path: "/api/health" }) },
  { method: "GET", path: "/convention", access: "public", request: () => ({ path: "/api/convention" }) },
  { method: "GET", path: "/chapters", access: "public", request: () => ({ path: "/api/chapters" }) },
  { method: "GET", path: "/auth/user", access: "signedIn", request: () => ({ path: "/api/auth/user" }) },
  {
    method: "POST",
    path: "/auth/register",
    access: "public",
    request: (fixture) => ({
      path: "/api/auth/register",
      body: memberDetails({ chapterId: fixture.users.member.chapterId }),
    }),
  },
  {
    method: "POST",
    path: "/auth/login",
    access: "public",
    request: (fixture) => ({ path: "/api/auth/login", body: { email: fixture.users.member.email, password: DEFAULT_PASSWORD } }),
  },
  { method: "POST", path: "/auth/logout", access: "public", request: () => ({ path: "/api/auth/logout" }) },
  { method: "GET", path: "/auth/logout", access: "public", request: () => ({ path: "/api/auth/logout" }) },
  {
    method: "PUT",
    path: "/auth/user",
    access: "signedIn",
    request: (fixture, role) => {
      const me = role === "signedOut" ? fixture.users.member : fixture.users[role];
      return {
        path: "/api/auth/user",
        body: {
          firstName: me.firstName,
          lastName: me.lastName,
          userType: me.userType,
          chapterId: me.chapterId,
          interests: me.interests,
          expertiseAreas: me.expertiseAreas,
        },
      };
    },
  },
  {
    method: "POST",
    path: "/auth/update-password",
    access: "signedIn",
    // A wrong current password: the answer (400) shows the route was reached, and no session is ended.
    request: () => ({
      path: "/api/auth/update-password",
      body: { currentPassword: "not the password", newPassword: "another password", confirmPassword: "another password" },
    }),
  },
  {
    method: "POST",
    path: "/auth/reset-password/request",
    access: "public",
    request: () => ({ path: "/api/auth/reset-password/request", body: { email: "nobody@example.edu" } }),
  },
  {
    method: "POST",
    path: "/auth/reset-password",
    access: "public",
    request: () => ({ path: "/api/auth/reset-password", body: { email: "nobody@example.edu", code: "123456", newPassword: "a new password" } }),
  },
  { method: "GET", path: "/notifications", access: "signedIn", request: () => ({ path: "/api/notifications" }) },
  { method: "POST", path: "/notifications/read-all", access: "signedIn", request: () => ({ path: "/api/notifications/read-all" }) },
  {
    method: "POST",
    path: "/notifications/:id/read",
    access: "signedIn",
    // Marking someone else's notification marks nothing ({ marked: 0 }): checked in the matrix test.
    request: (fixture) => ({ path: `/api/notifications/${fixture.organizerNotificationId}/read` }),
  },
  { method: "GET", path: "/users", access: "signedIn", request: () => ({ path: "/api/users" }) },
  { method: "GET", path: "/users/search", access: "signedIn", request: () => ({ path: "/api/users/search", query: { query: "Ada" } }) },
  { method: "GET", path: "/roundtables", access: "signedIn", request: () => ({ path: "/api/roundtables" }) },
  {
    method: "POST",
    path: "/roundtables",
    access: "signedIn",
    request: () => ({
      path: "/api/roundtables",
      body: { title: "Matrix table", description: "Who may create", tags: ["matrix"], targetAudience: "both", maxParticipants: 5 },
    }),
  },
  { method: "GET", path: "/roundtables/:id", access: "signedIn", request: (fixture) => ({ path: roundtable(fixture) }) },
  {
    method: "PUT",
    path: "/roundtables/:id",
    access: "organizer",
    request: (fixture) => ({
      path: roundtable(fixture),
      body: {
        title: "Edited",
        description: "Edited by someone",
        category: "Gothic Literature",
        targetAudience: "both",
        maxParticipants: 5,
        tags: ["edited"],
      },
    }),
  },
  { method: "DELETE", path: "/roundtables/:id", access: "organizer", request: (fixture) => ({ path: roundtable(fixture) }) },
  // Joining is for members; the organizer and the seated member get 409 (already there), which is not a refusal of rights.
  {
    method: "POST",
    path: "/roundtables/:id/join",
    access: "signedIn",
    request: (fixture) => ({ path: `${roundtable(fixture)}/join` }),
    answers: { member: 409, organizer: 409, otherType: 200, staff: 200 },
  },
  // Leaving: the organizer can't (403 by rule, not by rights), a non-participant gets 404; the seated member leaves.
  {
    method: "POST",
    path: "/roundtables/:id/leave",
    access: "signedIn",
    request: (fixture) => ({ path: `${roundtable(fixture)}/leave` }),
    answers: { member: 200, organizer: 403, otherType: 404, staff: 404 },
  },
  {
    method: "GET",
    path: "/roundtables/:id/participants",
    access: "signedIn",
    request: (fixture) => ({ path: `${roundtable(fixture)}/participants` }),
  },
  {
    method: "POST",
    path: "/roundtables/:id/participants/:userId",
    access: "organizer",
    request: (fixture) => ({ path: `${roundtable(fixture)}/participants/${fixture.outsiderId}` }),
  },
  {
    method: "DELETE",
    path: "/roundtables/:id/participants/:userId",
    access: "organizer",
    request: (fixture) => ({ path: `${roundtable(fixture)}/participants/${fixture.users.member.id}` }),
  },
  { method: "GET", path: "/user/participations", access: "signedIn", request: () => ({ path: "/api/user/participations" }) },
  {
    method: "POST",
    path: "/roundtables/:id/waitlist/promote",
    access: "organizer",
    request: (fixture) => ({ path: `${roundtable(fixture)}/waitlist/promote` }),
  },

  // Matching
  { method: "GET", path: "/roundtables/recommended", access: "signedIn", request: () => ({ path: "/api/roundtables/recommended" }) },
  { method: "GET", path: "/users/suggested", access: "signedIn", request: () => ({ path: "/api/users/suggested" }) },

  // The program and calendars
  { method: "GET", path: "/program/sessions", access: "signedIn", request: () => ({ path: "/api/program/sessions" }) },
  // A roundtable's .ics: any member may add a placed roundtable (the fixture's is) to their calendar.
  {
    method: "GET",
    path: "/roundtables/:id/calendar.ics",
    access: "signedIn",
    request: (fixture) => ({ path: `${roundtable(fixture)}/calendar.ics` }),
    answers: { member: 200, organizer: 200, otherType: 200, staff: 200 },
  },
  { method: "GET", path: "/user/calendar", access: "signedIn", request: () => ({ path: "/api/user/calendar" }) },
  { method: "POST", path: "/user/calendar/reset", access: "signedIn", request: () => ({ path: "/api/user/calendar/reset" }) },
  // The personal feed needs no session: its secret token is the key (an unknown one answers 404).
  { method: "GET", path: "/calendar/:token.ics", access: "public", request: (fixture) => ({ path: fixture.memberFeedPath }), answers: everyone(200) },

  // Staff
  { method: "GET", path: "/staff/proposals", access: "staff", request: () => ({ path: "/api/staff/proposals" }) },
  { method: "GET", path: "/staff/program.csv", access: "staff", request: () => ({ path: "/api/staff/program.csv" }) },
  // The fixture's roundtable is placed: staff move it, take it off, or mark it not selected.
  {
    method: "PUT",
    path: "/staff/roundtables/:id/placement",
    access: "staff",
    request: (fixture) => ({ path: `/api/staff/roundtables/${fixture.roundtableId}/placement`, body: { sessionId: fixture.sessionIds[1] } }),
    answers: { staff: 200 },
  },
  {
    method: "DELETE",
    path: "/staff/roundtables/:id/placement",
    access: "staff",
    request: (fixture) => ({ path: `/api/staff/roundtables/${fixture.roundtableId}/placement` }),
    answers: { staff: 200 },
  },
  {
    method: "POST",
    path: "/staff/roundtables/:id/not-selected",
    access: "staff",
    request: (fixture) => ({ path: `/api/staff/roundtables/${fixture.roundtableId}/not-selected`, body: { note: "Not this year" } }),
    answers: { staff: 200 },
  },

  // Mail: one-click unsubscribe works from the e-mail alone; its signed token says whose mail stops.
  { method: "GET", path: "/unsubscribe/:token", access: "public", request: (fixture) => ({ path: fixture.memberUnsubscribePath }), answers: everyone(200) },
  { method: "POST", path: "/unsubscribe/:token", access: "public", request: (fixture) => ({ path: fixture.memberUnsubscribePath }), answers: everyone(200) },
];

type StackLayer = {
  name?: string;
  rawPath?: string;
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: StackLayer[] };
};

/** Every route the app answers, read from Express's router stack: "GET /roundtables/:id" (under /api). */
export function listAppRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: StackLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on && method !== "_all") found.push(`${method.toUpperCase()} ${prefix}${path}`);
          }
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: StackLayer[] } }).router.stack, "");
  return found
    .filter((route) => route.split(" ")[1]!.startsWith("/api/"))
    .map((route) => route.replace(" /api/", " /"))
    .sort();
}

export const rowKey = (row: Pick<RouteRow, "method" | "path">) => `${row.method} ${row.path}`;

/** Signs in a new member through the API and returns their agent. */
async function signedInAgent(testApp: TestApp, overrides: Parameters<typeof registerMember>[1] = {}) {
  return registerMember(testApp, overrides);
}

/** The members of the matrix, made once per test file. */
export async function createCast(testApp: TestApp) {
  const [chapterA, chapterB] = await chapterIds(testApp);
  const member = await signedInAgent(testApp, { userType: "student", chapterId: chapterA! });
  const organizer = await signedInAgent(testApp, { userType: "student", chapterId: chapterB! });
  const otherType = await signedInAgent(testApp, { userType: "advisor", chapterId: chapterA! });
  const staff = await signedInAgent(testApp, { userType: "advisor", chapterId: chapterB! });
  await testApp.database.db.execute(sql`update ${users} set is_staff = true where id = ${staff.user.id}`);
  return {
    agents: { signedOut: testApp.agent(), member: member.agent, organizer: organizer.agent, otherType: otherType.agent, staff: staff.agent },
    users: { member: member.user, organizer: organizer.user, otherType: otherType.user, staff: staff.user },
  };
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
  const sessionIds = await matrixSessions(testApp);
  const placed = await cast.agents.staff.put(`/api/staff/roundtables/${roundtableId}/placement`).send({ sessionId: sessionIds[0] });
  if (placed.status !== 200) throw new Error(`fixture placement: ${placed.status} ${JSON.stringify(placed.body)}`);
  const calendar = await cast.agents.member.get("/api/user/calendar");
  const memberFeedPath = new URL((calendar.body as { url: string }).url).pathname;
  const memberUnsubscribePath = `/api/unsubscribe/${unsubscribeToken(cast.users.member.id, testApp.config.sessionSecret)}`;
  return { testApp, ...cast, roundtableId, organizerNotificationId, outsiderId: outsider.user.id, sessionIds, memberFeedPath, memberUnsubscribePath };
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

/** Sends a row's request as `role`. */
export function send(fixture: Fixture, row: RouteRow, role: Role, request: RouteRequest = row.request(fixture, role)) {
  // Signed out is a new client every time: a login or a registration would otherwise sign it in.
  const agent = role === "signedOut" ? fixture.testApp.agent() : fixture.agents[role];
  const method = row.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
  let call = agent[method](request.path);
  if (request.query) call = call.query(request.query);
  if (request.body !== undefined) call = call.send(request.body as object);
  return call;
}
