import { Router, type Request, type Response } from "express";
import type { AppContext } from "../context";
import { agendaSchema } from "../lib/response-schemas";
import { defineRoutes } from "../lib/route-definition";
import { currentUser } from "../middleware/require-auth";
import { mountRoutes } from "../middleware/route-mount";
import { readAgenda } from "./agenda.service";

/** The signed-in member's My Convention page (docs/product.md, "The convention pass"). */
export const AGENDA_ROUTES = defineRoutes([
  {
    method: "get",
    path: "/user/agenda",
    operationId: "getMyAgenda",
    tag: "Seats",
    summary: "The caller's roundtables in the current convention, in time order",
    description:
      "Each roundtable the caller organizes, has a seat at or waits for, with its session, room and the members seated there (names and chapters). Placed roundtables come by their session's start and room, then the ones not yet on the program.",
    access: "signedIn",
    answers: { 200: { description: "The caller's agenda", json: agendaSchema } },
  },
]);

export function agendaRoutes(ctx: AppContext): Router {
  return mountRoutes(Router(), AGENDA_ROUTES, { getMyAgenda: getAgenda });

  async function getAgenda(req: Request, res: Response) {
    res.json(await readAgenda(ctx, currentUser(req), { sessionId: req.sessionID, address: req.ip ?? "unknown" }));
  }
}
