import { Router, type Request, type Response } from "express";

let documentJson: Promise<string> | undefined;

/**
 * The document's module is loaded on the first ask, not at start-up: generating the document
 * brings the generator and every schema with it, which no other request needs. Built once, then
 * the same text for the life of the process.
 */
export function loadApiDocument() {
  return import("./api-document");
}

function apiDocumentText(): Promise<string> {
  documentJson ??= loadApiDocument().then(
    (module) => module.apiDocumentJson(),
    (error: unknown) => {
      documentJson = undefined;
      throw error;
    },
  );
  return documentJson;
}

/** GET /api/openapi.json: public and the same for everyone, so caches may keep it as they keep the chapter list. */
export async function sendApiDocument(_req: Request, res: Response): Promise<void> {
  const text = await apiDocumentText();
  res.set("Cache-Control", "public, max-age=300").type("json").send(text);
}

export function openApiRoutes(): Router {
  const router = Router();
  router.get("/openapi.json", sendApiDocument);
  return router;
}
