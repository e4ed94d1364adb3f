/**
 * The OpenAPI 3.1 document of the whole API, generated from the route descriptions by
 * zod-to-openapi: parameters and bodies are the validators the routes parse with, answers the
 * schemas of response-schemas.ts. Nothing here is written as JSON schema by hand.
 */
import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig } from "@asteasolutions/zod-to-openapi";
import type { z } from "zod";
import { PRODUCT_NAME } from "@shared/constants";
import packageJson from "../../package.json";
import { accountOperations } from "./account-operations";
import { conventionOperations } from "./convention-operations";
import { memberOperations } from "./member-operations";
import { liveOperations } from "./live-operations";
import { membershipOperations } from "./membership-operations";
import { privacyOperations } from "./privacy-operations";
import { routeConfigOf, SESSION_SCHEME, type ApiOperation } from "./operation";
import { programOperations } from "./program-operations";
import { rosterOperations } from "./roster-operations";
import { roundtableOperations } from "./roundtable-operations";
import { siteOperations } from "./site-operations";

/** The cookie a sign-in sets (app.ts names it; the document's test holds the two equal). */
const SESSION_COOKIE_NAME = "ec.sid";

/** Every route of the API, once. */
export const API_OPERATIONS: readonly ApiOperation[] = [
  ...siteOperations,
  ...conventionOperations,
  ...accountOperations,
  ...membershipOperations,
  ...rosterOperations,
  ...roundtableOperations,
  ...memberOperations,
  ...privacyOperations,
  ...programOperations,
  ...liveOperations,
];

export type ApiDocument = ReturnType<OpenApiGeneratorV31["generateDocument"]>;

export function buildApiDocument(): ApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", SESSION_SCHEME, {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE_NAME,
    description: "Set by register and login. Every state-changing request must also come from the site itself (Origin or Referer), or it is refused with 403.",
  });
  for (const operation of API_OPERATIONS) registry.registerPath(routeConfigOf(operation));
  return new OpenApiGeneratorV31(registry.definitions, { sortComponents: "alphabetically" }).generateDocument({
    openapi: "3.1.0",
    info: {
      title: `${PRODUCT_NAME} API`,
      version: packageJson.version,
      description:
        "The JSON API the English Convention web app is built on. Every error answers `{ message, errors? }` with its status; " +
        "see docs/product.md, \"API conventions\".",
    },
    servers: [{ url: "/api" }],
    security: [{ [SESSION_SCHEME]: [] }],
  });
}

/** The document as JSON. */
export function apiDocumentJson(): string {
  return JSON.stringify(buildApiDocument());
}

/**
 * What the document says a route answers with `status`: the schema of each content type, by the
 * same zod schemas it is generated from; undefined when the document names no such answer.
 */
export function documentedAnswer(method: string, path: string, status: number): { content: Record<string, z.ZodType | undefined> } | undefined {
  const operation = API_OPERATIONS.find((candidate) => candidate.method === method.toLowerCase() && candidate.path === path);
  const answer = operation && (routeConfigOf(operation).responses[status] as ResponseConfig | undefined);
  if (!answer) return undefined;
  const content = Object.entries(answer.content ?? {}).map(([type, media]) => [type, (media as { schema?: z.ZodType }).schema]);
  return { content: Object.fromEntries(content) };
}
