import { Router, type Request, type Response } from "express";
import { createConventionSchema, sessionBodySchema, updateConventionSchema } from "@shared/validators/conventions";
import { idParam } from "@shared/validators/fields";
import type { AppContext } from "../context";
import { currentUser } from "../middleware/require-auth";
import { parseOrThrow, validateBody } from "../middleware/validate";
import { addSession, createConvention, editConvention, editSession, makeConventionCurrent, removeSession } from "./convention-admin.service";

const idOf = (req: Request) => parseOrThrow(idParam, req.params.id);

/** The staff's Convention page (docs/product.md, "Conventions"); mounted behind the staff guard. */
export function conventionAdminRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post("/staff/conventions", validateBody(createConventionSchema), postConvention);
  router.put("/staff/conventions/:id", validateBody(updateConventionSchema), putConvention);
  router.post("/staff/conventions/:id/make-current", postMakeCurrent);
  router.post("/staff/conventions/:id/sessions", validateBody(sessionBodySchema), postSession);
  router.route("/staff/sessions/:id").put(validateBody(sessionBodySchema), putSession).delete(deleteSessionRoute);
  return router;

  async function postConvention(req: Request, res: Response) {
    res.status(201).json(await createConvention(ctx, currentUser(req), req.body));
  }

  async function putConvention(req: Request, res: Response) {
    res.json(await editConvention(ctx, currentUser(req), idOf(req), req.body));
  }

  async function postMakeCurrent(req: Request, res: Response) {
    res.json(await makeConventionCurrent(ctx, currentUser(req), idOf(req)));
  }

  async function postSession(req: Request, res: Response) {
    res.status(201).json(await addSession(ctx, currentUser(req), idOf(req), req.body));
  }

  async function putSession(req: Request, res: Response) {
    res.json(await editSession(ctx, currentUser(req), idOf(req), req.body));
  }

  async function deleteSessionRoute(req: Request, res: Response) {
    await removeSession(ctx, currentUser(req), idOf(req));
    res.status(204).end();
  }
}
