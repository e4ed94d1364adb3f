/** What a row of the route table is (a route, who may call it, and a well-formed request to it), and how the walks call a defined route. */
import type supertest from "supertest";
import type { PublicUser } from "@shared/types";
import type { Access } from "../lib/route-definition";
import type { TestApp } from "./test-app";

/**
 * The callers of the matrix. "member" (a student) and "otherType" (an advisor) share chapter A,
 * where the fixture's applicant waits; "organizer" (a student) owns the fixture roundtable;
 * "otherAdvisor" advises another chapter; "unconfirmed", "pending", "declined" and "suspended"
 * are accounts without membership (docs/security.md, "Membership").
 */
export const ROLES = [
  "signedOut", "unconfirmed", "pending", "declined", "suspended", "member", "organizer", "coOrganizer", "otherType", "otherAdvisor", "staff",
] as const;
export type Role = (typeof ROLES)[number];

/** The members of the matrix: confirmed and approved. */
export const MEMBER_ROLES = ["member", "organizer", "coOrganizer", "otherType", "otherAdvisor", "staff"] as const;

/**
 * Who is let through (lib/route-definition.ts, Access), as the matrix calls it:
 * - public: everyone, signed in or not;
 * - signedIn: a member with a confirmed e-mail and approved membership (signed out gets 401
 *   Unauthorized, accounts without membership 403);
 * - account: the caller's own account, open before approval (declined and suspended get 403);
 * - approver: the advisor of the applicant's chapter (otherType) and staff;
 * - organizer: only the fixture roundtable's organizer (other members get 403): delete, hand over;
 * - manager: the organizer and "coOrganizer", a co-organizer of the fixture roundtable (seated at it;
 *   docs/product.md, "Co-organizers"): edit, add and remove participants, the waitlist;
 * - staff: convention staff only (members get 403).
 */
export type { Access };

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
  /** A member of the organizer's chapter with a pending invitation to co-organize the roundtable. */
  inviteeId: number;
  /** A newcomer of chapter A, confirmed and waiting for approval. */
  applicantId: number;
  /** The roundtable is placed (by staff) in the first; the second is free, for a move. */
  sessionIds: [number, number];
  /** The current convention, and an empty session within its days (for the session routes). */
  conventionId: number;
  spareSession: { id: number; name: string; startsAt: string; endsAt: string; rooms: string[] };
  /** The member's personal calendar feed and one-click unsubscribe: their real tokens, and their paths. */
  memberFeedToken: string;
  memberFeedPath: string;
  memberUnsubscribeToken: string;
  memberUnsubscribePath: string;
};

export type RouteRequest = { path: string; body?: unknown; query?: Record<string, string> };

/**
 * How the walks call a route that has a definition (server/routes.ts, API_ROUTES): its path's
 * parameters, query and body for `role`, filled into the definition's path. A well-formed request:
 * the matrix wants an answer about rights, not about input.
 */
export type CallRequest = { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown };

/**
 * What the walks need to call a defined route, kept with the test helpers (production code never
 * carries it), keyed by the definition's id. `request` may be left out only by a route without
 * parameters or body; `answers` as in a row.
 */
export type RouteCall = {
  request?(fixture: Fixture, role: Role): CallRequest;
  answers?: Partial<Record<Role, number>>;
};

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
  /**
   * The answer is a stream that never ends (Server-Sent Events): a call reads its opening and
   * closes it (readOpening), so the walks check its status and headers without waiting forever.
   */
  stream?: boolean;
};

/** The same answer for every caller. */
export const everyone = (status: number) => Object.fromEntries(ROLES.map((role) => [role, status])) as Record<Role, number>;

export const rowKey = (row: Pick<RouteRow, "method" | "path">) => `${row.method} ${row.path}`;

/** Sends a row's request as `role`. */
export function send(fixture: Fixture, row: RouteRow, role: Role, request: RouteRequest = row.request(fixture, role)) {
  // Signed out is a new client every time: a login or a registration would otherwise sign it in.
  const agent = role === "signedOut" ? fixture.testApp.agent() : fixture.agents[role];
  const method = row.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
  let call = agent[method](request.path);
  if (request.query) call = call.query(request.query);
  if (request.body !== undefined) call = call.send(request.body as object);
  return row.stream ? call.buffer(true).parse(readOpening) : call;
}

type Parser = Parameters<supertest.Test["parse"]>[0];

/**
 * A parser for a stream's answer: an event stream is read up to its first blank line (its opening)
 * and then closed; any other answer (a refusal) is read whole, its JSON parsed. `text` is set as
 * the built-in parsers set it.
 */
export const readOpening: Parser = (res, callback) => {
  const incoming = res as unknown as NodeJS.ReadableStream & { headers: Record<string, string | undefined>; text?: string; destroy(): void };
  const isStream = String(incoming.headers["content-type"]).startsWith("text/event-stream");
  let text = "";
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    incoming.text = text;
    let body: unknown = {};
    if (!isStream && text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = {};
      }
    }
    callback(null, body);
  };
  incoming.setEncoding("utf8");
  incoming.on("data", (chunk: string) => {
    text += chunk;
    if (isStream && text.includes("\n\n")) {
      finish();
      incoming.destroy();
    }
  });
  incoming.on("end", finish);
};
