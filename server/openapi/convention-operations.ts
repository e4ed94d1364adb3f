/** The conventions, year after year, and the staff's preparation of the next one (docs/product.md, "Conventions"). */
import { z } from "zod";
import { createConventionSchema, sessionBodySchema, updateConventionSchema } from "@shared/validators/conventions";
import { idParam } from "@shared/validators/fields";
import type { ApiOperation } from "./operation";
import { conventionSchema, programSessionSchema } from "./response-schemas";

const conventionParams = z.object({ id: idParam.meta({ description: "The convention's id" }) });
const sessionParams = z.object({ id: idParam.meta({ description: "The session's id" }) });
const NO_CONVENTION = "No such convention";
const NO_SESSION = "No such session";

export const conventionOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/conventions",
    operationId: "listConventions",
    tag: "Conventions",
    summary: "Every convention, newest first, each with its phase (upcoming, under way, over)",
    access: "signedIn",
    answers: { 200: { description: "The conventions", json: z.array(conventionSchema) } },
  },
  {
    method: "get",
    path: "/conventions/current",
    operationId: "getCurrentConvention",
    tag: "Conventions",
    summary: "The current convention: the one members work on",
    access: "public",
    answers: { 200: { description: "The current convention", json: conventionSchema } },
  },
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
    answers: { 200: { description: "The convention", json: conventionSchema }, 404: NO_CONVENTION },
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
    answers: { 204: { description: "Removed" }, 404: NO_SESSION, 409: "The session holds a placed roundtable: move it first" },
  },
];
