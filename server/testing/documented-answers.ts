/**
 * Holds the API document to what the app really answers: the status must be one the document
 * lists for the route, and a JSON body must parse with the documented schema and lose nothing
 * in the parsing (a field the document doesn't name fails, as a missing or mistyped one does).
 */
import type supertest from "supertest";
import { expect } from "vitest";
import { loadApiDocument } from "../openapi";

const { documentedAnswer } = await loadApiDocument();

/** "/roundtables/:id" (Express) as the document writes it: "/roundtables/{id}". */
export function documentPath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, "{$1}");
}

export function expectDocumentedAnswer(route: { method: string; path: string }, response: supertest.Response): void {
  const where = `${route.method} ${route.path} answered ${response.status}`;
  const answer = documentedAnswer(route.method, documentPath(route.path), response.status);
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
