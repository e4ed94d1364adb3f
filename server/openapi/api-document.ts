/**
 * The OpenAPI 3.1 document of the whole API, generated from the route definitions
 * (lib/route-definition.ts) by zod-to-openapi: parameters and bodies are the validators the routes
 * parse with, answers the schemas of lib/response-schemas/. Nothing here is written as JSON schema by hand.
 */
import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig } from "@asteasolutions/zod-to-openapi";
import type { z } from "zod";
import { PRODUCT_NAME } from "@shared/constants";
import packageJson from "../../package.json";
import type { RouteDefinition } from "../lib/route-definition";
import { codesOf, routeConfigOf, SESSION_SCHEME } from "./operation";
import { errorSchema } from "../lib/response-schemas";

/** The cookie a sign-in sets (app.ts names it; the document's test holds the two equal). */
const SESSION_COOKIE_NAME = "ec.sid";

export type ApiDocument = ReturnType<OpenApiGeneratorV31["generateDocument"]>;

export function buildApiDocument(routes: readonly RouteDefinition[]): ApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", SESSION_SCHEME, {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE_NAME,
    description: "Set by register and login. Every state-changing request must also come from the site itself (Origin or Referer), or it is refused with 403.",
  });
  for (const operation of routes) registry.registerPath(routeConfigOf(operation));
  // The shape every error answer narrows (its code to the route's own codes): named once, with every code.
  const definitions = [...registry.definitions, { type: "schema" as const, schema: errorSchema }];
  return new OpenApiGeneratorV31(definitions, { sortComponents: "alphabetically" }).generateDocument({
    openapi: "3.1.0",
    info: {
      title: `${PRODUCT_NAME} API`,
      version: packageJson.version,
      description:
        "The JSON API the English Convention web app is built on. Every error answers `{ message, code, errors? }` with its status; " +
        "`code` is the stable reason, and each error answer lists the codes its route answers with (docs/api-errors.md). " +
        "See docs/product.md, \"API conventions\".",
    },
    servers: [{ url: "/api" }],
    security: [{ [SESSION_SCHEME]: [] }],
  });
}

/** The document as JSON. */
export function apiDocumentJson(routes: readonly RouteDefinition[]): string {
  return JSON.stringify(buildApiDocument(routes));
}

/**
 * What the document says a route answers with `status`: the schema of each content type, by the
 * same zod schemas it is generated from; undefined when the document names no such answer.
 */
export function documentedAnswer(routes: readonly RouteDefinition[], method: string, path: string, status: number): { content: Record<string, z.ZodType | undefined> } | undefined {
  const operation = routes.find((candidate) => candidate.method === method.toLowerCase() && candidate.path === path);
  const answer = operation && (routeConfigOf(operation).responses[status] as ResponseConfig | undefined);
  if (!answer) return undefined;
  const content = Object.entries(answer.content ?? {}).map(([type, media]) => [type, (media as { schema?: z.ZodType }).schema]);
  return { content: Object.fromEntries(content) };
}

/** The codes the document lists for a route's answers of `status` (docs/api-errors.md); undefined for a route it doesn't name. */
export function documentedCodes(routes: readonly RouteDefinition[], method: string, path: string, status: number): readonly string[] | undefined {
  const operation = routes.find((candidate) => candidate.method === method.toLowerCase() && candidate.path === path);
  return operation && codesOf(operation, status);
}
