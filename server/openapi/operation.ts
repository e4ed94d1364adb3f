/**
 * One API route as the document describes it, and how it becomes zod-to-openapi's route config:
 * the answers every route shares (invalid input, not signed in, refused, the database away, our
 * own failure) are added here from the route's access, so each description names only its own.
 */
import type { RouteConfig, ResponseConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { codesOfStatus, ERROR_CODES, type ErrorCode } from "@shared/error-codes";
import { errorSchema } from "../lib/response-schemas";
import type { Answer, RouteDefinition } from "../lib/route-definition";

/** The session cookie that signs a member in; the document's one security scheme. */
export const SESSION_SCHEME = "session";

/** An error answer: the error shape, its `code` one of the codes the route answers with at this status. */
const errorAnswer = (description: string, codes: readonly ErrorCode[]): ResponseConfig => ({
  description,
  content: { "application/json": { schema: errorSchema.extend({ code: z.enum(codes as [ErrorCode, ...ErrorCode[]]).meta({ description: "Why (docs/api-errors.md)" }) }) } },
});

/** The codes the refusals every route of this access shares carry (shared/error-codes.ts). */
function sharedCodes(operation: RouteDefinition): ErrorCode[] {
  const closed: ErrorCode[] = ["membership_declined", "membership_suspended"];
  const member: ErrorCode[] = operation.access === "public" || operation.access === "account" ? [] : ["email_not_confirmed", "membership_pending"];
  return [
    ...(["validation_failed", "invalid_json", "bad_request", "unstorable_text", "malformed_path", "internal_error"] as const),
    ...(operation.access === "public" ? [] : (["not_signed_in", ...closed, ...member] as const)),
    ...(operation.access === "approver" ? (["not_an_approver"] as const) : []),
    ...(operation.access === "organizer" ? (["not_organizer"] as const) : []),
    ...(operation.access === "manager" ? (["not_roundtable_manager"] as const) : []),
    ...(operation.access === "staff" ? (["staff_only"] as const) : []),
    ...(operation.method !== "get" && !operation.anySite ? (["cross_site"] as const) : []),
    ...(operation.usesDatabase !== false ? (["database_unavailable"] as const) : []),
  ];
}

/** The codes the route answers `status` with: the shared and its own, else the one code a 404, 413 or 429 means. */
export function codesOf(operation: RouteDefinition, status: number): ErrorCode[] {
  const codes = [...new Set([...sharedCodes(operation), ...(operation.codes ?? [])])].filter((code) => ERROR_CODES[code].status === status);
  if (codes.length > 0) return codes;
  if (status === 404) return ["not_found"];
  const only = codesOfStatus(status);
  return only.length === 1 ? only : [];
}

function responseOf(answer: Answer | string, codes: ErrorCode[]): ResponseConfig {
  if (typeof answer === "string") return errorAnswer(answer, codes);
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
function sharedRefusals(operation: RouteDefinition): Record<number, string> {
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
    operation.access === "manager" && "the caller neither organizes nor co-organizes the roundtable",
    operation.access === "staff" && "the caller is not convention staff",
    operation.method !== "get" && !operation.anySite && "the request came from another site (its Origin or Referer)",
  ].filter((reason): reason is string => typeof reason === "string");
  if (forbidden.length > 0) refusals[403] = `Refused: ${forbidden.join("; or ")}`;
  if (operation.usesDatabase !== false) refusals[503] = "The database is not answering; retry after the Retry-After header's seconds";
  return refusals;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function routeConfigOf(operation: RouteDefinition): RouteConfig {
  const answers: Record<number, Answer | string> = sharedRefusals(operation);
  for (const [status, answer] of Object.entries(operation.answers)) {
    const shared = answers[Number(status)];
    // A route's own refusal joins the shared one of its status (403: not the organizer, or the route's own rule).
    answers[Number(status)] = typeof shared === "string" && typeof answer === "string" ? `${shared}; or ${lowerFirst(answer)}` : answer;
  }
  const request: NonNullable<RouteConfig["request"]> = {};
  if (operation.params) request.params = operation.params;
  if (operation.query) request.query = operation.query;
  if (operation.body) request.body = { required: !operation.bodyOptional, content: { "application/json": { schema: operation.body } } };
  return {
    method: operation.method,
    path: operation.path,
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description && { description: operation.description }),
    security: operation.access === "public" ? [] : [{ [SESSION_SCHEME]: [] }],
    request,
    responses: Object.fromEntries(Object.entries(answers).map(([status, answer]) => [status, responseOf(answer, codesOf(operation, Number(status)))])),
  };
}
