/** The signed-in member's convention pass. */
import { Router, type Request, type Response } from "express";
import { memberPassSchema } from "../lib/response-schemas";
import { defineRoutes } from "../lib/route-definition";
import { currentUser } from "../middleware/require-auth";
import { mountRoutes } from "../middleware/route-mount";
import type { AppContext } from "../context";
import { createPasses } from "./pass.service";

export const PASS_ROUTES = defineRoutes([
  {
    method: "get",
    path: "/user/pass",
    operationId: "getMyPass",
    tag: "At the table",
    summary: "The caller's convention pass: a signed token naming them and the current convention, and its QR code",
    access: "signedIn",
    answers: { 200: { description: "The pass", json: memberPassSchema } },
  },
]);

export function passRoutes(ctx: AppContext): Router {
  const passes = createPasses(ctx);
  return mountRoutes(Router(), PASS_ROUTES, { getMyPass: getPass });

  async function getPass(req: Request, res: Response) {
    res.json(await passes.passOf(req.sessionID, currentUser(req)));
  }
}
