/**
 * One API route, declared once, in its feature (its routes file, or <feature>.route-definitions.ts
 * beside it): its method and path, who may call it, the validators of its request, its answers
 * with their schemas and error codes, and (by its id) the named handler the feature binds to it.
 * Express routing (middleware/route-mount.ts), the OpenAPI document (server/openapi) and the test
 * walks' route table (server/testing/route-table.ts) are all made from these definitions
 * (docs/architecture.md, "Routes").
 */
import type { z } from "zod";
import type { ErrorCode } from "@shared/error-codes";

/**
 * Who may call a route: everyone (public); a member whose e-mail is confirmed and membership
 * approved (signedIn); any signed-in account not declined or suspended, for its own account
 * (account); an approver (an approved advisor of the member's chapter, or staff); the
 * roundtable's organizer; its organizer or a co-organizer (manager); or convention staff.
 * Mounting a route puts the guard of its kind in front of it (route-mount.ts); the finer kinds
 * (approver, organizer, manager) are the services' rule on top of the member's guard.
 */
export type Access = "public" | "signedIn" | "account" | "approver" | "organizer" | "manager" | "staff";

export type Answer = {
  description: string;
  /** A JSON body. */
  json?: z.ZodType;
  /** Another body (a calendar, a CSV file, a page, a stream), or the same answer in another type. */
  content?: { type: string; schema: z.ZodType };
  headers?: z.ZodObject;
};

export type RouteDefinition = {
  /** The route's name: the document's operationId, and the key of its handler and of its call in the walks. */
  operationId: string;
  method: "get" | "post" | "put" | "delete";
  /** Under /api, in OpenAPI's form: "/roundtables/{id}" (mounted as "/roundtables/:id"). */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** The path's parameters and the query string, as the handler parses them (documented; the handler reads them). */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** The JSON body: the mount parses it before the handler runs (a 400 with the messages per field). */
  body?: z.ZodType;
  /** An absent body counts as `{}` (a body of optional fields only). */
  bodyOptional?: boolean;
  /** When the body's schema depends on the body (one of `body`'s alternatives): which parses this one. */
  bodyFor?: (body: unknown) => z.ZodType;
  /** The route's own answers: its success, and any refusal it has beyond the shared ones (as text: the body is the error shape). */
  answers: Readonly<Record<number, Answer | string>>;
  /** False for a route that answers without the database (then no 503). */
  usesDatabase?: boolean;
  /** True for a write any site may send (the one-click unsubscribe): no cross-site refusal. */
  anySite?: boolean;
  /**
   * The codes of the route's own refusals (docs/api-errors.md), beyond those its access brings;
   * each error answer lists the codes of its status. A 404 without one is `not_found`; a 413 or
   * 429 has one code only.
   */
  codes?: readonly ErrorCode[];
};

/**
 * A feature's routes, in the order Express tries them (a fixed path before a parameter that
 * would take it: "/roundtables/recommended" before "/roundtables/{id}"). The ids stay literal
 * types, so the feature's handler map and the walks' calls must name every one.
 */
export function defineRoutes<const T extends readonly RouteDefinition[]>(routes: T): T {
  return routes;
}

/** The ids of a list of definitions. */
export type RouteIdOf<T extends readonly RouteDefinition[]> = T[number]["operationId"];

/** "/roundtables/{id}" as Express declares it: "/roundtables/:id". */
export function expressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}

/** "/roundtables/:id" (Express) as the document writes it: "/roundtables/{id}". */
export function documentPath(path: string): string {
  return path.replace(/:(\w+)/g, "{$1}");
}

/** True when the route answers with a stream that never ends (Server-Sent Events). */
export function isStream(route: RouteDefinition): boolean {
  return Object.values(route.answers).some((answer) => typeof answer !== "string" && answer.content?.type === "text/event-stream");
}
