import { Router, type Request, type Response } from "express";
import { idParam } from "@shared/validators/fields";
import { directoryQuerySchema, memberMessageSchema, userSearchQuerySchema } from "@shared/validators/users";
import type { AppContext } from "../context";
import { createVersionedCache } from "../cache/versioned-cache";
import { currentUser, requireAuth } from "../middleware/require-auth";
import { parseOrThrow, validateBody } from "../middleware/validate";
import { listDirectory, searchUsers, type Reader } from "./directory.storage";
import { pageForReaders, type PageForReaders } from "./page-for-readers";
import { MESSAGE_SENT, sendMemberMessage } from "./member-message.service";

/**
 * The member directory (GET /api/users), the invitee search (GET /api/users/search) and messages
 * through the app. Directory and search pages are the same for every member of a chapter, so a
 * page is built once per members' data version (a sign-up, a profile, privacy or chapter change
 * moves it) and served from this process's memory until then. Chapter-only members differ by the
 * reader's chapter, so it is part of the key; the e-mails a reader may not see are taken out
 * (page-for-readers.ts). Every page counts against the member's page limit, and the members it
 * shows against the members-shown limit (lib/members-shown.ts).
 */
export function userRoutes(ctx: AppContext): Router {
  const { db, dataVersions, rateLimits } = ctx;
  // A page of members or of search results is a few kilobytes: 200 of them stay within a couple of megabytes.
  const directoryPages = createVersionedCache<{ page: PageForReaders; total: number }>({ maxEntries: 200 });
  const searches = createVersionedCache<PageForReaders>({ maxEntries: 200 });
  const router = Router();
  router.use("/users", requireAuth);
  router.get("/users", sendDirectoryPage);
  router.get("/users/search", sendSearchResults);
  router.post("/users/:id/message", validateBody(memberMessageSchema), sendMessage);
  return router;

  async function sendDirectoryPage(req: Request, res: Response) {
    const filters = parseOrThrow(directoryQuerySchema, req.query);
    const reader = readerOf(req);
    await rateLimits.directoryPagesPerMember.consume(String(reader.id));
    const { members } = await dataVersions.forSession(req.sessionID);
    // The parsed filters' keys come in the schema's order, so equal queries give equal keys.
    const key = JSON.stringify([reader.chapterId, filters]);
    const { page, total } = await directoryPages.get(key, members, async () => {
      const { items, total } = await listDirectory(db, filters, reader.chapterId);
      return { page: pageForReaders(items), total };
    });
    await rateLimits.membersShown.show(reader.id, req.ip ?? "unknown", page.ids);
    res.set("X-Total-Count", String(total)).type("json").send(page.jsonFor(reader));
  }

  async function sendSearchResults(req: Request, res: Response) {
    const { query } = parseOrThrow(userSearchQuerySchema, req.query);
    const reader = readerOf(req);
    await rateLimits.directoryPagesPerMember.consume(String(reader.id));
    const { members } = await dataVersions.forSession(req.sessionID);
    const results = await searches.get(JSON.stringify([reader.chapterId, query]), members, async () => pageForReaders(await searchUsers(db, query, reader.chapterId)));
    await rateLimits.membersShown.show(reader.id, req.ip ?? "unknown", results.ids);
    res.type("json").send(results.jsonFor(reader));
  }

  async function sendMessage(req: Request, res: Response) {
    const recipientId = parseOrThrow(idParam, req.params.id);
    await sendMemberMessage(ctx, currentUser(req), recipientId, req.body);
    res.status(202).json({ message: MESSAGE_SENT });
  }
}

function readerOf(req: Request): Reader {
  const { id, chapterId, isStaff } = currentUser(req);
  return { id, chapterId, isStaff };
}
