/**
 * The API document: served to anyone, shaped as OpenAPI 3.1, and naming exactly the routes of the
 * authorization matrix (which is itself held to the Express router). That every answer the matrix
 * receives is one the document lists, in its shape, is checked by the matrix itself
 * (testing/documented-answers.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "@shared/constants";
import { ERROR_CODES, isErrorCode } from "@shared/error-codes";
import { createRoundtableSchema, roundtableListQuerySchema } from "@shared/validators/roundtables";
import { SESSION_COOKIE } from "../app";
import { documentPath } from "../testing/documented-answers";
import { listAppRoutes, ROUTE_TABLE } from "../testing/route-table";
import { createTestApp, type TestApp } from "../testing/test-app";
import { API_ROUTES } from "../routes";

type Parameter = { name: string; in: string; required?: boolean; schema?: Record<string, unknown> };
type Operation = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>>; securitySchemes: Record<string, Record<string, unknown>> };
};

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

let testApp: TestApp;
let document: Document;

beforeAll(async () => {
  testApp = await createTestApp();
  document = (await testApp.agent().get("/api/openapi.json").expect(200)).body as Document;
});
afterAll(() => testApp.close());

/** "GET /roundtables/{id}" for every operation of the document. */
function documentedRoutes(): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

function operationOf(method: string, expressPath: string): Operation {
  const operation = document.paths[documentPath(expressPath)]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${expressPath} is not in the document`);
  return operation;
}

/** Every "$ref" anywhere below `value`. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => (key === "$ref" && typeof item === "string" ? [item] : refsIn(item)));
}

describe("GET /api/openapi.json", () => {
  it("when someone signed out asks, then it answers the document, cacheable like the chapter list, and starts no session", async () => {
    const response = await testApp.agent().get("/api/openapi.json");
    expect(response.status).toBe(200);
    expect(response.type).toBe("application/json");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(response.body).toEqual(document);
  });

  it("when it is asked twice, then both answers are the same document, byte for byte", async () => {
    const [first, second] = await Promise.all([testApp.agent().get("/api/openapi.json"), testApp.agent().get("/api/openapi.json")]);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
  });
});

describe("the routes it names", () => {
  it("when a route is in the authorization matrix, then the document describes it", () => {
    const inTable = ROUTE_TABLE.map((row) => `${row.method} ${documentPath(row.path)}`).sort();
    expect(inTable.filter((route) => !documentedRoutes().includes(route)), "matrix routes missing from the document").toEqual([]);
  });

  it("when the document names a route, then the app answers it (and the matrix lists it)", () => {
    const inApp = listAppRoutes(testApp.app).map((route) => documentPath(route));
    const inTable = ROUTE_TABLE.map((row) => `${row.method} ${documentPath(row.path)}`);
    expect(documentedRoutes().filter((route) => !inApp.includes(route)), "documented routes the app lacks").toEqual([]);
    expect(documentedRoutes().filter((route) => !inTable.includes(route)), "documented routes the matrix lacks").toEqual([]);
  });
});

describe("its shape", () => {
  it("when read as OpenAPI 3.1, then the top level holds what the version asks for", () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe("English Convention API");
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(document.servers).toEqual([{ url: "/api" }]);
    expect(Object.keys(document.paths).length).toBe(new Set(ROUTE_TABLE.map((row) => row.path)).size);
  });

  it("when a path has parameters, then each is declared once, in the path, as required, with a schema, and no other is", () => {
    for (const [path, item] of Object.entries(document.paths)) {
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(METHODS, where).toContain(method);
        const parameters = operation.parameters ?? [];
        const inPath = parameters.filter((parameter) => parameter.in === "path");
        expect(inPath.map((parameter) => parameter.name).sort(), where).toEqual(templated);
        for (const parameter of inPath) expect(parameter.required, `${where} {${parameter.name}}`).toBe(true);
        for (const parameter of parameters) {
          expect(["path", "query", "header", "cookie"], where).toContain(parameter.in);
          expect(parameter.schema, `${where} ${parameter.name}`).toBeTypeOf("object");
        }
        const keys = parameters.map((parameter) => `${parameter.in} ${parameter.name}`);
        expect(new Set(keys).size, `${where}: a parameter declared twice`).toBe(keys.length);
      }
    }
  });

  it("when an operation is described, then it has a unique id, a tag, a summary and described answers, every error in the { message, code, errors? } shape with its route's codes of its status", () => {
    const ids: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        ids.push(operation.operationId ?? "");
        expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
        expect(operation.tags?.length, where).toBe(1);
        expect(operation.summary, where).toBeTruthy();
        expect(Object.keys(operation.responses).length, where).toBeGreaterThan(1);
        for (const [status, response] of Object.entries(operation.responses)) {
          expect(status, where).toMatch(/^[1-5]\d\d$/);
          expect(response.description, `${where} ${status}`).toBeTruthy();
          if (Number(status) >= 400 && response.content?.["application/json"]) {
            const schema = response.content["application/json"].schema as { properties?: Record<string, { enum?: string[] }>; required?: string[] };
            // Health's 503 says which part is down, in its own shape.
            if (path === "/health") continue;
            // The Error shape, its code narrowed to what this route answers with this status (docs/api-errors.md).
            expect(Object.keys(schema.properties ?? {}), `${where} ${status}`).toEqual(Object.keys(document.components.schemas.Error!.properties as object));
            expect(schema.required, `${where} ${status}`).toEqual(["message", "code"]);
            const codes = schema.properties!.code!.enum ?? [];
            expect(codes.length, `${where} ${status}: no codes listed`).toBeGreaterThan(0);
            for (const code of codes) expect(isErrorCode(code) && ERROR_CODES[code].status, `${where} ${status}: ${code}`).toBe(Number(status));
          }
        }
      }
    }
    expect(new Set(ids).size, "operation ids are unique").toBe(ids.length);
    expect(document.components.schemas.Error).toMatchObject({ type: "object", required: ["message", "code"] });
  });

  it("when a schema is referenced, then the document defines it", () => {
    const refs = [...new Set(refsIn(document))];
    expect(refs.length).toBeGreaterThan(10);
    const defined = Object.keys(document.components.schemas).map((name) => `#/components/schemas/${name}`);
    expect(refs.filter((ref) => !defined.includes(ref)), "references to nothing").toEqual([]);
  });
});

describe("who may call what", () => {
  it("when a member signs in, then the session cookie the document names is the app's own", () => {
    expect(document.components.securitySchemes.session).toMatchObject({ type: "apiKey", in: "cookie", name: SESSION_COOKIE });
  });

  it.each(ROUTE_TABLE.map((row) => [`${row.method} ${row.path}`, row] as const))(
    "when %s is called, then the document says who may call it, as the matrix does",
    (_key, row) => {
      const operation = operationOf(row.method, row.path);
      const statuses = Object.keys(operation.responses);
      if (row.access === "public") {
        // Login's 401 is a wrong password, not a missing session.
        expect(operation.security).toEqual([]);
        expect(operation.responses["401"]?.description ?? "").not.toMatch(/Not signed in/);
      } else {
        expect(operation.security).toEqual([{ session: [] }]);
        expect(statuses).toContain("401");
      }
      if (row.access === "organizer" || row.access === "manager" || row.access === "staff") expect(statuses).toContain("403");
      expect(API_ROUTES.find((described) => described.path === documentPath(row.path) && described.method === row.method.toLowerCase())?.access).toBe(row.access);
    },
  );
});

describe("parameters and bodies from the validators", () => {
  it("when a list takes filters, then the document's query parameters are the validator's fields, with its limits", () => {
    const parameters = operationOf("GET", "/roundtables").parameters ?? [];
    expect(parameters.map((parameter) => parameter.name)).toEqual(Object.keys(roundtableListQuerySchema.shape));
    expect(parameters.every((parameter) => parameter.in === "query" && parameter.required === false)).toBe(true);
    expect(parameters.find((parameter) => parameter.name === "limit")?.schema).toMatchObject({ type: "integer", minimum: 1, maximum: LIMITS.pageSizeMax });
  });

  it("when a route takes a body, then the document's body is the validator the route parses with", () => {
    const body = operationOf("POST", "/roundtables").requestBody;
    expect(body?.required).toBe(true);
    expect(body?.content["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/CreateRoundtableRequest" });
    const schema = document.components.schemas.CreateRoundtableRequest as { properties: Record<string, unknown>; required: string[]; additionalProperties: boolean };
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(createRoundtableSchema.shape).sort());
    expect(schema.required.sort()).toEqual(["description", "tags", "title"]);
    // The route refuses unknown fields (a strict object): so does the document.
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.maxParticipants).toMatchObject({ type: "integer", minimum: LIMITS.participantsMin, maximum: LIMITS.participantsMax });
  });
});
