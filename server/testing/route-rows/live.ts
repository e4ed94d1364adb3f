/**
 * The route table's row for the live updates stream. Its answer never ends: the walks read the
 * opening (status, headers, the first lines) and close it (`stream`, row.ts).
 */
import type { RouteRow } from "./row";

export const LIVE_ROWS: RouteRow[] = [{ method: "GET", path: "/events", access: "signedIn", stream: true, request: () => ({ path: "/api/events" }) }];
