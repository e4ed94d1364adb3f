/**
 * Every API route, once: who may call it and how to call it. The authorization matrix, the
 * e-mail privacy, hostile-input and members-shown walks are generated from this table, and each
 * fails when the app answers a route the table doesn't list (the Express router stack is read at
 * test time, see listAppRoutes). A route's method, path and access come from its definition
 * (server/routes.ts, API_ROUTES); how to call it from its entry in route-calls/, by its id.
 */
import { expressPath, isStream, type RouteDefinition } from "../lib/route-definition";
import { API_ROUTES, type ApiRouteId } from "../routes";
import { ACCOUNT_CALLS } from "./route-calls/accounts";
import { DIRECTORY_CALLS } from "./route-calls/directory";
import { FEEDBACK_CALLS } from "./route-calls/feedback";
import { MEMBERSHIP_CALLS } from "./route-calls/membership";
import { PROGRAM_CALLS } from "./route-calls/program";
import { ROUNDTABLE_CALLS } from "./route-calls/roundtables";
import { SITE_CALLS } from "./route-calls/site";
import { STAFF_CALLS } from "./route-calls/staff";
import type { CallRequest, RouteCall, RouteRow } from "./route-row";

export { listAppRoutes } from "./app-routes";
export { createCast, createFixture, routeWalk } from "./route-fixture";
export type { Cast } from "./route-fixture";
export { MEMBER_ROLES, readOpening, ROLES, rowKey, send } from "./route-row";
export type { Access, Fixture, Role, RouteRequest, RouteRow } from "./route-row";

/** How to call each defined route: the compiler refuses a definition without its call, and a call without its definition. */
const ROUTE_CALLS: Record<ApiRouteId, RouteCall> = { ...SITE_CALLS, ...ACCOUNT_CALLS, ...DIRECTORY_CALLS, ...MEMBERSHIP_CALLS, ...STAFF_CALLS, ...PROGRAM_CALLS, ...ROUNDTABLE_CALLS, ...FEEDBACK_CALLS };

/** "/roundtables/:id" with the request's parameters filled in, each encoded as a client would. */
function fillPath(path: string, request: CallRequest, route: RouteDefinition): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${route.operationId}: its call names no value for the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

function rowOf(route: RouteDefinition, call: RouteCall): RouteRow {
  const path = expressPath(route.path);
  return {
    method: route.method.toUpperCase() as RouteRow["method"],
    path,
    access: route.access,
    ...(call.answers && { answers: call.answers }),
    ...(isStream(route) && { stream: true }),
    request(fixture, role) {
      const request = call.request?.(fixture, role) ?? {};
      return { path: `/api${fillPath(path, request, route)}`, ...(request.query && { query: request.query }), ...(request.body !== undefined && { body: request.body }) };
    },
  };
}

/**
 * What keeps the table whole beyond the compiler: a defined route whose call is missing (or, with
 * parameters or a body, has no request), and a call for no defined route.
 */
export function routeTableGaps(): { withoutCall: string[]; withoutRequest: string[]; callsWithoutRoute: string[] } {
  const calls = ROUTE_CALLS as Partial<Record<string, RouteCall>>;
  const ids = new Set<string>(API_ROUTES.map((route) => route.operationId));
  return {
    withoutCall: API_ROUTES.filter((route) => !calls[route.operationId]).map((route) => route.operationId),
    withoutRequest: API_ROUTES.filter((route) => (route.path.includes("{") || "body" in route) && !calls[route.operationId]?.request).map((route) => route.operationId),
    callsWithoutRoute: Object.keys(calls).filter((id) => !ids.has(id)),
  };
}

export const ROUTE_TABLE: RouteRow[] = API_ROUTES.map((route) => rowOf(route, ROUTE_CALLS[route.operationId]));
