import { Router } from "express";
import { directoryQuerySchema, userSearchQuerySchema } from "@shared/validators/users";
import type { AppContext } from "../context";
import { requireAuth } from "../middleware/require-auth";
import { parseOrThrow } from "../middleware/validate";
import { listDirectory, searchUsers } from "./directory.storage";

/** The member directory (GET /api/users) and the invitee search (GET /api/users/search). */
export function userRoutes({ db }: AppContext): Router {
  const router = Router();
  router.use("/users", requireAuth);

  router.get("/users", async (req, res) => {
    const filters = parseOrThrow(directoryQuerySchema, req.query);
    const { items, total } = await listDirectory(db, filters);
    res.set("X-Total-Count", String(total)).json(items);
  });

  router.get("/users/search", async (req, res) => {
    const { query } = parseOrThrow(userSearchQuerySchema, req.query);
    res.json(await searchUsers(db, query));
  });

  return router;
}
