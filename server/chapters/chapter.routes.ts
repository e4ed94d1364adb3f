import { Router, type Request, type Response } from "express";
import { z } from "zod";
import type { AppContext } from "../context";
import { chapterSchema } from "../lib/response-schemas";
import { defineRoutes } from "../lib/route-definition";
import { mountRoutes } from "../middleware/route-mount";
import { listChapters } from "./chapter.storage";

/** The chapter list is public: the register form needs it before anyone is signed in. */
export const CHAPTER_ROUTES = defineRoutes([
  {
    method: "get",
    path: "/chapters",
    operationId: "listChapters",
    tag: "Site",
    summary: "Every chapter, for the register form",
    access: "public",
    answers: { 200: { description: "The chapters (cacheable for five minutes)", json: z.array(chapterSchema) } },
  },
]);

export function chapterRoutes({ db }: AppContext): Router {
  return mountRoutes(Router(), CHAPTER_ROUTES, { listChapters: sendChapters });

  async function sendChapters(_req: Request, res: Response) {
    res.set("Cache-Control", "public, max-age=300");
    res.json(await listChapters(db));
  }
}
