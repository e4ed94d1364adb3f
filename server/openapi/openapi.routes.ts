import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { defineRoutes, type RouteDefinition } from "../lib/route-definition";
import { mountRoutes } from "../middleware/route-mount";

/** The API document's own route. */
export const OPENAPI_ROUTES = defineRoutes([
  {
    operationId: "getApiDocument",
    method: "get",
    path: "/openapi.json",
    tag: "Site",
    summary: "This document",
    access: "public",
    usesDatabase: false,
    answers: { 200: { description: "The OpenAPI 3.1 document (cacheable for five minutes)", content: { type: "application/json", schema: z.looseObject({ openapi: z.string() }) } } },
  },
]);

/**
 * The document's module is loaded on the first ask, not at start-up: generating the document
 * brings the generator with it, which no other request needs.
 */
export function loadApiDocument() {
  return import("./api-document");
}

/** GET /api/openapi.json: public and the same for everyone, so caches may keep it as they keep the chapter list. */
export function openApiRoutes(routes: readonly RouteDefinition[]): Router {
  let documentJson: Promise<string> | undefined;
  // Built once, then the same text for the life of the process.
  const apiDocumentText = (): Promise<string> => {
    documentJson ??= loadApiDocument().then(
      (module) => module.apiDocumentJson(routes),
      (error: unknown) => {
        documentJson = undefined;
        throw error;
      },
    );
    return documentJson;
  };
  return mountRoutes(Router(), OPENAPI_ROUTES, { getApiDocument: sendApiDocument });

  async function sendApiDocument(_req: Request, res: Response): Promise<void> {
    const text = await apiDocumentText();
    res.set("Cache-Control", "public, max-age=300").type("json").send(text);
  }
}
