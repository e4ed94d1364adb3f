import { Router, type Request, type Response } from "express";
import { directoryQuerySchema, userSearchQuerySchema } from "@shared/validators/users";
import type { AppContext } from "../context";
import { createVersionedCache } from "../cache/versioned-cache";
import { requireAuth } from "../middleware/require-auth";
import { parseOrThrow } from "../middleware/validate";
import { listDirectory, searchUsers } from "./directory.storage";

/**
 * The member directory (GET /api/users) and the invitee search (GET /api/users/search). Both are
 * the same for every member, so a page is built once per members' data version (a sign-up, a
 * profile or a chapter change moves it) and served from this process's memory until then.
 */
export function userRoutes({ db, dataVersions }: AppContext): Router {
  // A page of members or of search results is a few kilobytes: 200 of them stay within a couple of megabytes.
  const directoryPages = createVersionedCache<Awaited<ReturnType<typeof listDirectory>>>({ maxEntries: 200 });
  const searches = createVersionedCache<Awaited<ReturnType<typeof searchUsers>>>({ maxEntries: 200 });
  const router = Router();
  router.use("/users", requireAuth);
  router.get("/users", sendDirectoryPage);
  router.get("/users/search", sendSearchResults);
  return router;

  async function sendDirectoryPage(req: Request, res: Response) {
    const filters = parseOrThrow(directoryQuerySchema, req.query);
    const { members } = await dataVersions.forSession(req.sessionID);
    // The parsed filters' keys come in the schema's order, so equal queries give equal keys.
    const { items, total } = await directoryPages.get(JSON.stringify(filters), members, () => listDirectory(db, filters));
    res.set("X-Total-Count", String(total)).json(items);
  }

  async function sendSearchResults(req: Request, res: Response) {
    const { query } = parseOrThrow(userSearchQuerySchema, req.query);
    const { members } = await dataVersions.forSession(req.sessionID);
    res.json(await searches.get(query, members, () => searchUsers(db, query)));
  }
}
