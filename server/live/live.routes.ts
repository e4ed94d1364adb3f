/** The signed-in member's live updates, as Server-Sent Events (docs/architecture.md, "Live updates"). */
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { defineRoutes } from "../lib/route-definition";
import { currentUser } from "../middleware/require-auth";
import { mountRoutes } from "../middleware/route-mount";

const EVENTS = `Server-Sent Events, each with an \`id\`:
- \`seats\` \`{ roundtableId, participantCount, maxParticipants }\` on every seat change;
- \`notifications\` \`{ unreadCount }\`, to the member whose bell changed only;
- \`program\` \`{ roundtableId }\` when a roundtable's session, time or room changes;
- \`superseded\` \`{ message }\` just before the server closes the member's oldest stream for a sixth.
A comment line (\`: keep-alive\`) comes every 25 seconds. The stream stays open until the client
or the server closes it; the server closes it on a graceful stop and when the client falls behind.`;

export const LIVE_ROUTES = defineRoutes([
  {
    method: "get",
    path: "/events",
    operationId: "streamEvents",
    tag: "Live",
    summary: "The member's live updates: seat counts, the bell's count and program changes",
    description:
      "A browser's EventSource reconnects by itself with the Last-Event-ID header and gets what it missed in the last 15 minutes (the newest event of each topic). A member has at most five streams open: a new one closes their oldest.",
    access: "signedIn",
    query: z.object({
      lastEventId: z.string().optional().meta({ description: "As the Last-Event-ID header, for a page that opens a new stream after one ended" }),
    }),
    codes: ["server_restarting", "live_unavailable"],
    answers: {
      200: { description: "The stream (text/event-stream)", content: { type: "text/event-stream", schema: z.string().meta({ description: EVENTS }) } },
      400: "Last-Event-ID is not an event id",
      503: "The server is stopping, or the database is not answering; reconnect after the Retry-After header's seconds",
    },
  },
]);

export function liveRoutes({ live }: AppContext): Router {
  return mountRoutes(Router(), LIVE_ROUTES, { streamEvents: openStream });

  async function openStream(req: Request, res: Response) {
    await live.open(req, res, currentUser(req).id, lastEventId(req));
  }
}

/**
 * Where the member's stream left off: the Last-Event-ID header a browser sends when it reconnects
 * by itself, or `lastEventId` in the query when the page opens a new stream after one ended.
 */
function lastEventId(req: Request): number | undefined {
  const query = req.query.lastEventId;
  const given = req.get("Last-Event-ID") ?? (typeof query === "string" ? query : query === undefined ? undefined : "");
  if (given === undefined || given === "") return undefined;
  if (!/^\d{1,15}$/.test(given)) throw AppError.badRequest("Last-Event-ID must be the id of an event.", undefined, "validation_failed");
  return Number(given);
}
