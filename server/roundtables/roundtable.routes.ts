import { Router } from "express";
import { idParam } from "@shared/validators/fields";
import { createRoundtableSchema, roundtableListQuerySchema, updateRoundtableSchema } from "@shared/validators/roundtables";
import type { AppContext } from "../context";
import { currentUser, requireAuth } from "../middleware/require-auth";
import { parseOrThrow, validateBody } from "../middleware/validate";
import { createRoundtableService } from "./roundtable.service";

export function roundtableRoutes(ctx: AppContext): Router {
  const roundtables = createRoundtableService(ctx);
  const router = Router();
  router.use(["/roundtables", "/user/participations"], requireAuth);

  const roundtableId = (params: Record<string, unknown>) => parseOrThrow(idParam, params.id);
  const memberId = (params: Record<string, unknown>) => parseOrThrow(idParam, params.userId);

  router.get("/roundtables", async (req, res) => {
    const filters = parseOrThrow(roundtableListQuerySchema, req.query);
    const { json, total } = await roundtables.list(currentUser(req), filters, await ctx.dataVersions.forSession(req.sessionID));
    res.set("X-Total-Count", String(total)).type("json").send(json);
  });

  router.post("/roundtables", validateBody(createRoundtableSchema), async (req, res) => {
    res.status(201).json(await roundtables.create(currentUser(req), req.body));
  });

  router.get("/roundtables/:id", async (req, res) => {
    const id = roundtableId(req.params);
    res.type("json").send(await roundtables.getJson(currentUser(req), id, await ctx.dataVersions.forSession(req.sessionID)));
  });

  router.put("/roundtables/:id", validateBody(updateRoundtableSchema), async (req, res) => {
    res.json(await roundtables.update(currentUser(req), roundtableId(req.params), req.body));
  });

  router.delete("/roundtables/:id", async (req, res) => {
    await roundtables.remove(currentUser(req), roundtableId(req.params));
    res.json({ message: "Roundtable deleted" });
  });

  router.post("/roundtables/:id/join", async (req, res) => {
    res.json(await roundtables.join(currentUser(req), roundtableId(req.params)));
  });

  router.post("/roundtables/:id/leave", async (req, res) => {
    await roundtables.leave(currentUser(req), roundtableId(req.params));
    res.json({ message: "You left the roundtable" });
  });

  router.get("/roundtables/:id/participants", async (req, res) => {
    res.json(await roundtables.participants(currentUser(req), roundtableId(req.params)));
  });

  router.post("/roundtables/:id/participants/:userId", async (req, res) => {
    const added = await roundtables.addParticipant(currentUser(req), roundtableId(req.params), memberId(req.params));
    res.status(201).json(added);
  });

  router.delete("/roundtables/:id/participants/:userId", async (req, res) => {
    await roundtables.removeParticipant(currentUser(req), roundtableId(req.params), memberId(req.params));
    res.json({ message: "Participant removed" });
  });

  router.post("/roundtables/:id/waitlist/promote", async (req, res) => {
    res.json(await roundtables.seatFromWaitlist(currentUser(req), roundtableId(req.params)));
  });

  router.get("/user/participations", async (req, res) => {
    const versions = await ctx.dataVersions.forSession(req.sessionID);
    res.type("json").send(await roundtables.participations(currentUser(req), versions));
  });

  return router;
}
