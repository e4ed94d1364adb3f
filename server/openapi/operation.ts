/**
 * One API route as the document describes it, and how it becomes zod-to-openapi's route config:
 * the answers every route shares (invalid input, not signed in, refused, the database away, our
 * own failure) are added here from the route's access, so each description names only its own.
 */
import type { RouteConfig, ResponseConfig } from "@asteasolutions/zod-to-openapi";
import type { z } from "zod";
import { errorSchema } from "./response-schemas";

/**
 * Who may call a route: everyone; a member whose e-mail is confirmed and membership approved
 * (signedIn); any signed-in account not declined or suspended, for its own account (account); an
 * approver (an approved advisor of the member's chapter, or staff); the roundtable's organizer; or convention staff.
 */
export type Access = "public" | "signedIn" | "account" | "approver" | "organizer" | "staff";

export type Answer = {
  description: string;
  /** A JSON body. */
  json?: z.ZodType;
  /** Another body (a calendar, a CSV file, a page), or the same answer in another type. */
  content?: { type: string; schema: z.ZodType };
  headers?: z.ZodObject;
};

export type ApiOperation = {
  method: "get" | "post" | "put" | "delete";
  /** Under /api, in OpenAPI's form: "/roundtables/{id}". */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The route's own answers: its success, and any refusal it has beyond the shared ones (as text: the body is the error shape). */
  answers: Record<number, Answer | string>;
  /** False for a route that answers without the database (then no 503). */
  usesDatabase?: boolean;
  /** True for a write any site may send (the one-click unsubscribe): no cross-site refusal. */
  anySite?: boolean;
};

/** The session cookie that signs a member in; the document's one security scheme. */
export const SESSION_SCHEME = "session";

const errorAnswer = (description: string): ResponseConfig => ({ description, content: { "application/json": { schema: errorSchema } } });

function responseOf(answer: Answer | string): ResponseConfig {
  if (typeof answer === "string") return errorAnswer(answer);
  const content = {
    ...(answer.json && { "application/json": { schema: answer.json } }),
    ...(answer.content && { [answer.content.type]: { schema: answer.content.schema } }),
  };
  return {
    description: answer.description,
    ...(Object.keys(content).length > 0 && { content }),
    ...(answer.headers && { headers: answer.headers }),
  };
}

/** The refusals every route of this access shares; the route's own answers replace them by status. */
function sharedRefusals(operation: ApiOperation): Record<number, string> {
  const refusals: Record<number, string> = {
    400: "Invalid input: a parameter, the query string or the body breaks a rule (`errors` names the fields)",
    500: "Something failed on the server's side",
  };
  if (operation.access !== "public") refusals[401] = "Not signed in (the message is `Unauthorized`)";
  const forbidden = [
    operation.access === "account" && "the caller's membership was declined or suspended",
    !["public", "account"].includes(operation.access) &&
      "the caller's e-mail is not confirmed, or their membership is not approved (the message says which)",
    operation.access === "approver" && "the caller is not an approved advisor of the member's chapter, nor staff",
    operation.access === "organizer" && "the caller is not the roundtable's organizer",
    operation.access === "staff" && "the caller is not convention staff",
    operation.method !== "get" && !operation.anySite && "the request came from another site (its Origin or Referer)",
  ].filter((reason): reason is string => typeof reason === "string");
  if (forbidden.length > 0) refusals[403] = `Refused: ${forbidden.join("; or ")}`;
  if (operation.usesDatabase !== false) refusals[503] = "The database is not answering; retry after the Retry-After header's seconds";
  return refusals;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function routeConfigOf(operation: ApiOperation): RouteConfig {
  const answers: Record<number, Answer | string> = sharedRefusals(operation);
  for (const [status, answer] of Object.entries(operation.answers)) {
    const shared = answers[Number(status)];
    // A route's own refusal joins the shared one of its status (403: not the organizer, or the route's own rule).
    answers[Number(status)] = typeof shared === "string" && typeof answer === "string" ? `${shared}; or ${lowerFirst(answer)}` : answer;
  }
  const request: NonNullable<RouteConfig["request"]> = {};
  if (operation.params) request.params = operation.params;
  if (operation.query) request.query = operation.query;
  if (operation.body) request.body = { required: true, content: { "application/json": { schema: operation.body } } };
  return {
    method: operation.method,
    path: operation.path,
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description && { description: operation.description }),
    security: operation.access === "public" ? [] : [{ [SESSION_SCHEME]: [] }],
    request,
    responses: Object.fromEntries(Object.entries(answers).map(([status, answer]) => [status, responseOf(answer)])),
  };
}
