import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { idParam } from "@shared/validators/fields";
import { directoryQuerySchema, memberMessageSchema, userSearchQuerySchema } from "@shared/validators/users";
import type { AppContext } from "../context";
import { createVersionedCache } from "../cache/versioned-cache";
import { messageSchema, publicUserSchema, userSearchResultSchema } from "../lib/response-schemas";
import { defineRoutes } from "../lib/route-definition";
import { tooManyAttempts, totalCountHeaders } from "../lib/route-params";
import { currentUser } from "../middleware/require-auth";
import { mountRoutes } from "../middleware/route-mount";
import { parseOrThrow, queryParser } from "../middleware/validate";
import { listDirectory, searchUsers, type Reader } from "./directory.storage";
import { pageForReader, shownPage, type ShownPage } from "./page-for-readers";
import { MESSAGE_SENT, sendMemberMessage } from "./member-message.service";

const tooManyPages = `Too many directory and search pages in 10 minutes (harvesting); ${tooManyAttempts.toLowerCase()}`;

export const USER_ROUTES = defineRoutes([
  {
    method: "get",
    path: "/users",
    operationId: "listMembers",
    tag: "Directory",
    summary: "A page of the member directory, filtered",
    access: "signedIn",
    query: directoryQuerySchema,
    answers: {
      200: { description: "The page, by last name (hidden members left out; an e-mail not shared is null)", json: z.array(publicUserSchema), headers: totalCountHeaders },
      429: tooManyPages,
    },
  },
  {
    method: "get",
    path: "/users/search",
    operationId: "searchMembers",
    tag: "Directory",
    summary: "Members by name or e-mail, for inviting to a roundtable",
    access: "signedIn",
    query: userSearchQuerySchema,
    answers: { 200: { description: "The closest matches", json: z.array(userSearchResultSchema) }, 429: tooManyPages },
  },
  {
    method: "post",
    path: "/users/{id}/message",
    operationId: "messageMember",
    tag: "Directory",
    summary: "E-mails a member a message from the caller, replies going to the caller (docs/security.md, \"Privacy\")",
    access: "signedIn",
    params: z.object({ id: idParam.meta({ description: "The member's id" }) }),
    body: memberMessageSchema,
    codes: ["message_to_self", "messages_off", "not_found", "rate_limited", "mail_unavailable"],
    answers: {
      202: { description: "Sent", json: messageSchema },
      403: "The member takes no messages through the app, or is not visible to the caller",
      404: "No such member",
      429: "More than 10 messages in an hour or 30 in a day; retry after the Retry-After header's seconds",
      503: "The mail could not be sent; nothing was recorded",
    },
  },
]);

type DirectoryEntry = { page: ShownPage; total: number };

/**
 * The member directory (GET /api/users), the invitee search (GET /api/users/search) and messages
 * through the app. Directory and search pages are the same for every member of a chapter, so a
 * page is built once per members' data version (a sign-up, a profile, privacy or chapter change
 * moves it) and served from this process's memory until then. Chapter-only members differ by the
 * reader's chapter and e-mails by whether the reader is staff, so both are part of the key; a
 * reader the page shows reads it for themselves (page-for-readers.ts). Every page counts against
 * the member's page limit, and the members it shows against the members-shown limit (lib/members-shown.ts).
 */
export function userRoutes(ctx: AppContext): Router {
  const { db, dataVersions, rateLimits } = ctx;
  // A page of members or of search results is a few kilobytes: 200 of them stay within a couple of megabytes.
  const directoryPages = createVersionedCache<DirectoryEntry>({ maxEntries: 200 });
  const searches = createVersionedCache<{ page: ShownPage }>({ maxEntries: 200 });
  const directoryQuery = queryParser(directoryQuerySchema);
  const searchQuery = queryParser(userSearchQuerySchema);
  return mountRoutes(Router(), USER_ROUTES, { listMembers: sendDirectoryPage, searchMembers: sendSearchResults, messageMember: sendMessage });

  async function sendDirectoryPage(req: Request, res: Response) {
    const filters = directoryQuery(req);
    const reader = readerOf(req);
    await rateLimits.directoryPagesPerMember.consume(String(reader.id));
    const { members } = await dataVersions.forSession(req.sessionID);
    const { page, total } = await pageForReader<DirectoryEntry>(
      reader,
      // The parsed filters' keys come in the schema's order, so equal queries give equal keys.
      (readersKey, build) => directoryPages.get(readersKey + JSON.stringify(filters), members, build),
      async (as) => {
        const { items, total } = await listDirectory(db, filters, as);
        return { page: shownPage(items), total };
      },
    );
    await rateLimits.membersShown.show(reader.id, req.ip ?? "unknown", page.ids);
    res.set("X-Total-Count", String(total)).type("json").send(page.json);
  }

  async function sendSearchResults(req: Request, res: Response) {
    const { query } = searchQuery(req);
    const reader = readerOf(req);
    await rateLimits.directoryPagesPerMember.consume(String(reader.id));
    const { members } = await dataVersions.forSession(req.sessionID);
    const { page } = await pageForReader(
      reader,
      (readersKey, build) => searches.get(readersKey + JSON.stringify(query), members, build),
      async (as) => ({ page: shownPage(await searchUsers(db, query, as)) }),
    );
    await rateLimits.membersShown.show(reader.id, req.ip ?? "unknown", page.ids);
    res.type("json").send(page.json);
  }

  async function sendMessage(req: Request, res: Response) {
    const recipientId = parseOrThrow(idParam, req.params.id);
    await sendMemberMessage(ctx, currentUser(req), recipientId, req.body);
    res.status(202).json({ message: MESSAGE_SENT });
  }
}

function readerOf(req: Request): Reader & { id: number } {
  const { id, chapterId, isStaff } = currentUser(req);
  return { id, chapterId, isStaff };
}
