/** The live updates stream (docs/architecture.md, "Live updates"). */
import { z } from "zod";
import type { ApiOperation } from "./operation";

const EVENTS = `Server-Sent Events, each with an \`id\`:
- \`seats\` \`{ roundtableId, participantCount, maxParticipants }\` on every seat change;
- \`notifications\` \`{ unreadCount }\`, to the member whose bell changed only;
- \`program\` \`{ roundtableId }\` when a roundtable's session, time or room changes;
- \`superseded\` \`{ message }\` just before the server closes the member's oldest stream for a sixth.
A comment line (\`: keep-alive\`) comes every 25 seconds. The stream stays open until the client
or the server closes it; the server closes it on a graceful stop and when the client falls behind.`;

export const liveOperations: ApiOperation[] = [
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
    answers: {
      200: { description: "The stream (text/event-stream)", content: { type: "text/event-stream", schema: z.string().meta({ description: EVENTS }) } },
      400: "Last-Event-ID is not an event id",
      503: "The server is stopping, or the database is not answering; reconnect after the Retry-After header's seconds",
    },
  },
];
