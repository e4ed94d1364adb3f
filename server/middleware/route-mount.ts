/**
 * Express routing made from the route definitions (lib/route-definition.ts): each route gets the
 * guard of its access kind, then the parsing of its body by its validator, then the feature's
 * named handler (with any middleware of its own: a rate limit, a text body parser).
 */
import type { RequestHandler, Router } from "express";
import type { z } from "zod";
import { expressPath, type Access, type RouteDefinition, type RouteIdOf } from "../lib/route-definition";
import { requireAuth, requireSignedIn, requireStaff } from "./require-auth";
import { validateBody } from "./validate";

/** A route's handler, or its own middleware and then its handler. */
export type RouteHandler = RequestHandler | readonly RequestHandler[];

/** A handler for every route of the list, and nothing else. */
export type RouteHandlers<T extends readonly RouteDefinition[]> = { readonly [K in RouteIdOf<T>]: RouteHandler };

/** The guard in front of each kind: the finer kinds (approver, organizer, manager) are the services' rule on top of a member's. */
const GUARDS: Record<Access, RequestHandler[]> = {
  public: [],
  account: [requireSignedIn],
  signedIn: [requireAuth],
  approver: [requireAuth],
  organizer: [requireAuth],
  manager: [requireAuth],
  staff: [requireStaff],
};

function bodyParsing(route: RouteDefinition): RequestHandler[] {
  const { body, bodyFor, bodyOptional } = route;
  if (!body) return [];
  if (!bodyFor && !bodyOptional) return [validateBody(body)];
  return [
    (req, res, next) => {
      if (bodyOptional && req.body === undefined) req.body = {};
      validateBody(bodyFor ? bodyFor(req.body) : body)(req, res, next);
    },
  ];
}

/**
 * Adds the routes to `router`, in their order, each with its guard, its body's parsing and its
 * handler. `bodies` names a route whose body this app parses with a variant of the documented
 * validator (one a setting widens, such as the tests' local push service).
 */
export function mountRoutes<const T extends readonly RouteDefinition[]>(
  router: Router,
  routes: T,
  handlers: RouteHandlers<T>,
  bodies: Partial<Record<RouteIdOf<T>, z.ZodType>> = {},
): Router {
  const byId = handlers as Record<string, RouteHandler>;
  const bodyOf = bodies as Partial<Record<string, z.ZodType>>;
  for (const route of routes) {
    const handler = byId[route.operationId];
    if (!handler) throw new Error(`No handler for the route ${route.operationId}`);
    const body = bodyOf[route.operationId];
    const parsing = bodyParsing(body ? { ...route, body } : route);
    router[route.method](expressPath(route.path), ...GUARDS[route.access], ...parsing, ...[handler].flat());
  }
  return router;
}
