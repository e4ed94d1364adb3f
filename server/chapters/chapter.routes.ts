import { Router, type Request, type Response } from "express";
import type { AppContext } from "../context";
import { listChapters } from "./chapter.storage";

/** GET /api/chapters is public: the register form needs it before anyone is signed in. */
export function chapterRoutes({ db }: AppContext): Router {
  const router = Router();
  router.get("/chapters", sendChapters);
  return router;

  async function sendChapters(_req: Request, res: Response) {
    res.set("Cache-Control", "public, max-age=300");
    res.json(await listChapters(db));
  }
}
