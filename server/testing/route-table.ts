/**
 * Every API route, once: who may call it and how to call it. The authorization matrix and the
 * hostile-input properties are both generated from this table, and both fail when the app has a
 * route the table doesn't list (the Express router stack is read at test time, see listAppRoutes).
 */
import { ACCOUNT_ROWS } from "./route-rows/accounts";
import { LIVE_ROWS } from "./route-rows/live";
import { MEMBER_ROWS } from "./route-rows/members";
import { PROGRAM_ROWS } from "./route-rows/program";
import { ROSTER_ROWS } from "./route-rows/roster";
import { ROUNDTABLE_ROWS } from "./route-rows/roundtables";
import type { RouteRow } from "./route-rows/row";

export { listAppRoutes } from "./app-routes";
export { createCast, createFixture, routeWalk } from "./route-fixture";
export type { Cast } from "./route-fixture";
export { MEMBER_ROLES, readOpening, ROLES, rowKey, send } from "./route-rows/row";
export type { Access, Fixture, Role, RouteRequest, RouteRow } from "./route-rows/row";

export const ROUTE_TABLE: RouteRow[] = [...ACCOUNT_ROWS, ...MEMBER_ROWS, ...ROSTER_ROWS, ...ROUNDTABLE_ROWS, ...PROGRAM_ROWS, ...LIVE_ROWS];
