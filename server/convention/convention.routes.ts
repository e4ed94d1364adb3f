import { Router, type Request, type Response } from "express";
import { z } from "zod";
import type { AppContext } from "../context";
import { conventionSchema } from "../lib/response-schemas";
import { defineRoutes } from "../lib/route-definition";
import { mountRoutes } from "../middleware/route-mount";

/**
 * The conventions as members read them (docs/product.md, "Conventions"). GET /api/convention and
 * /api/conventions/current answer the current one and are open, as the landing page embeds it anyway.
 */
export const CONVENTION_ROUTES = defineRoutes([
  {
    method: "get",
    path: "/convention",
    operationId: "getConvention",
    tag: "Site",
    summary: "The current convention (the same as /conventions/current)",
    access: "public",
    answers: { 200: { description: "Its name, city, days, time zone, call closing time and phase", json: conventionSchema } },
  },
  {
    method: "get",
    path: "/conventions/current",
    operationId: "getCurrentConvention",
    tag: "Conventions",
    summary: "The current convention: the one members work on",
    access: "public",
    answers: { 200: { description: "The current convention", json: conventionSchema } },
  },
  {
    method: "get",
    path: "/conventions",
    operationId: "listConventions",
    tag: "Conventions",
    summary: "Every convention, newest first, each with its phase (upcoming, under way, over)",
    access: "signedIn",
    answers: { 200: { description: "The conventions", json: z.array(conventionSchema) } },
  },
]);

export function conventionRoutes({ conventions }: AppContext): Router {
  return mountRoutes(Router(), CONVENTION_ROUTES, { getConvention: sendCurrent, getCurrentConvention: sendCurrent, listConventions: sendAll });

  async function sendCurrent(req: Request, res: Response) {
    res.json(await conventions.current(req.sessionID));
  }

  async function sendAll(req: Request, res: Response) {
    res.json(await conventions.list(req.sessionID));
  }
}
