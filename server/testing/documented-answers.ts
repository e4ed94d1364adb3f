/**
 * Holds the API document to what the app really answers: the status must be one the document
 * lists for the route, and a JSON body must parse with the documented schema and lose nothing
 * in the parsing (a field the document doesn't name fails, as a missing or mistyped one does).
 */
import type supertest from "supertest";
import { expect } from "vitest";
import { ERROR_CODES, isErrorCode } from "@shared/error-codes";
import { documentPath } from "../lib/route-definition";
import { loadApiDocument } from "../openapi";
import { API_ROUTES } from "../routes";

const { documentedAnswer, documentedCodes } = await loadApiDocument();

export { documentPath };

export function expectDocumentedAnswer(route: { method: string; path: string }, response: supertest.Response): void {
  const where = `${route.method} ${route.path} answered ${response.status}`;
  const answer = documentedAnswer(API_ROUTES, route.method, documentPath(route.path), response.status);
  expect(answer, `${where}: the API document lists no such answer`).toBeDefined();
  const types = Object.keys(answer!.content);
  if (types.length === 0) return;
  expect(types, `${where} as ${response.type}`).toContain(response.type);
  const schema = answer!.content[response.type]!;
  const body: unknown = response.type === "application/json" ? response.body : response.text;
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues, `${where}: the body breaks the documented schema`).toBeUndefined();
  expect(parsed.data, `${where}: the body has fields the document doesn't name`).toEqual(body);
}

/**
 * A 4xx or 5xx JSON answer names its reason: a code of the list (docs/api-errors.md) whose status is
 * the answer's, and one the document lists for this route at that status. With `pathMayMiss` (a
 * walk that mangles the path's parameters, such as an empty one), a 404 may also say the path
 * names no route any more (`unknown_route`).
 */
export function expectCodedRefusal(route: { method: string; path: string }, response: supertest.Response, options: { pathMayMiss?: boolean } = {}): void {
  if (response.status < 400 || response.type !== "application/json") return;
  const where = `${route.method} ${route.path} answered ${response.status} ${JSON.stringify(response.body)}`;
  const code: unknown = (response.body as { code?: unknown } | undefined)?.code;
  expect(isErrorCode(code), `${where}: no listed code`).toBe(true);
  expect(ERROR_CODES[code as keyof typeof ERROR_CODES].status, `${where}: the code's listed status`).toBe(response.status);
  if (options.pathMayMiss && code === "unknown_route") return;
  expect(documentedCodes(API_ROUTES, route.method, documentPath(route.path), response.status), `${where}: the document lists no such code for the route`).toContain(code);
}
