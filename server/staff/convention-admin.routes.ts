import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { createConventionSchema, sessionBodySchema, updateConventionSchema } from "@shared/validators/conventions";
import { idParam } from "@shared/validators/fields";
import type { AppContext } from "../context";
import { conventionSchema, programSessionSchema } from "../lib/response-schemas";
import { defineRoutes } from "../lib/route-definition";
import { currentUser } from "../middleware/require-auth";
import { mountRoutes } from "../middleware/route-mount";
import { parseOrThrow } from "../middleware/validate";
import { addSession, createConvention, editConvention, editSession, makeConventionCurrent, removeSession } from "./convention-admin.service";

const idOf = (req: Request) => parseOrThrow(idParam, req.params.id);

const conventionParams = z.object({ id: idParam.meta({ description: "The convention's id" }) });
const sessionParams = z.object({ id: idParam.meta({ description: "The session's id" }) });
const NO_CONVENTION = "No such convention";
const NO_SESSION = "No such session";

/** The staff's Convention page: the conventions, year after year, and the preparation of the next one (docs/product.md, "Conventions"). */
export const CONVENTION_ADMIN_ROUTES = defineRoutes([
  {
    method: "post",
    path: "/staff/conventions",
    operationId: "createConvention",
    tag: "Conventions",
    summary: "Creates a convention; copyFrom copies that convention's sessions and rooms to the new days at the same local times",
    access: "staff",
    body: createConventionSchema.meta({ id: "CreateConventionRequest" }),
    answers: { 201: { description: "The new convention (not current until made so)", json: conventionSchema } },
  },
  {
    method: "put",
    path: "/staff/conventions/{id}",
    operationId: "updateConvention",
    tag: "Conventions",
    summary: "Edits a convention's name, city, days, time zone and the call's closing time",
    access: "staff",
    params: conventionParams,
    body: updateConventionSchema.meta({ id: "UpdateConventionRequest" }),
    codes: ["not_found", "sessions_outside_days"],
    answers: {
      200: { description: "The convention", json: conventionSchema },
      404: NO_CONVENTION,
      409: "A session would fall outside the new days (sessions_outside_days): move or remove it first",
    },
  },
  {
    method: "post",
    path: "/staff/conventions/{id}/make-current",
    operationId: "makeConventionCurrent",
    tag: "Conventions",
    summary: "Makes a convention the current one: every list, the program and the page follow it",
    access: "staff",
    params: conventionParams,
    answers: { 200: { description: "The convention, now current", json: conventionSchema }, 404: NO_CONVENTION },
  },
  {
    method: "post",
    path: "/staff/conventions/{id}/sessions",
    operationId: "addConventionSession",
    tag: "Conventions",
    summary: "Adds a session with its rooms to a convention's program (within its days)",
    access: "staff",
    params: conventionParams,
    body: sessionBodySchema.meta({ id: "SessionBody" }),
    answers: { 201: { description: "The session", json: programSessionSchema }, 404: NO_CONVENTION },
  },
  {
    method: "put",
    path: "/staff/sessions/{id}",
    operationId: "updateConventionSession",
    tag: "Conventions",
    summary: "Renames, moves or re-rooms a session; rooms keep their place by position; a new time tells the seated members",
    access: "staff",
    params: sessionParams,
    body: sessionBodySchema,
    codes: ["not_found", "room_in_use"],
    answers: {
      200: { description: "The session", json: programSessionSchema },
      404: NO_SESSION,
      409: "A room to remove holds a placed roundtable: move it first",
    },
  },
  {
    method: "delete",
    path: "/staff/sessions/{id}",
    operationId: "deleteConventionSession",
    tag: "Conventions",
    summary: "Removes a session and its rooms",
    access: "staff",
    params: sessionParams,
    codes: ["not_found", "session_in_use"],
    answers: { 204: { description: "Removed" }, 404: NO_SESSION, 409: "The session holds a placed roundtable: move it first" },
  },
]);

export function conventionAdminRoutes(ctx: AppContext): Router {
  return mountRoutes(Router(), CONVENTION_ADMIN_ROUTES, {
    createConvention: postConvention,
    updateConvention: putConvention,
    makeConventionCurrent: postMakeCurrent,
    addConventionSession: postSession,
    updateConventionSession: putSession,
    deleteConventionSession: deleteSessionRoute,
  });

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
