/**
 * The roundtable API: each route names its handler, and each handler reads the request, calls one
 * service function (roundtable.service.ts, seat.service.ts) and writes the answer. The lists this
 * process keeps are made here, once per app (roundtable-context.ts).
 */
import { Router, type Request, type Response } from "express";
import { idParam } from "@shared/validators/fields";
import { recommendedQuerySchema } from "@shared/validators/matching";
import { conventionQuerySchema } from "@shared/validators/conventions";
import { createRoundtableSchema, roundtableListQuerySchema, updateRoundtableSchema } from "@shared/validators/roundtables";
import type { AppContext } from "../context";
import { limitPerMember } from "../middleware/limit-per-member";
import { currentUser, requireAuth } from "../middleware/require-auth";
import { parseOrThrow, validateBody } from "../middleware/validate";
import { createRoundtableContext } from "./roundtable-context";
import {
  browseRoundtables,
  cancelRoundtable,
  createRoundtable,
  editRoundtable,
  readParticipations,
  readRoundtable,
  recommendRoundtables,
} from "./roundtable.service";
import { addParticipant, joinAsMember, leaveAsMember, participantsFor, removeParticipant, seatFromWaitlist } from "./seat.service";

const roundtableId = (req: Request) => parseOrThrow(idParam, req.params.id);
const memberId = (req: Request) => parseOrThrow(idParam, req.params.userId);

export function roundtableRoutes(ctx: AppContext): Router {
  const rt = createRoundtableContext(ctx);
  const versionsOf = (req: Request) => ctx.dataVersions.forSession(req.sessionID);
  const router = Router();
  router.use(["/roundtables", "/user/participations"], requireAuth);

  const creates = limitPerMember(ctx.rateLimits.roundtablesPerMember);
  const writes = limitPerMember(ctx.rateLimits.roundtableWritesPerMember);
  router.route("/roundtables").get(getRoundtables).post(validateBody(createRoundtableSchema), creates, postRoundtable);
  // Before /roundtables/:id, so "recommended" is never read as a roundtable id.
  router.get("/roundtables/recommended", getRecommended);
  router.route("/roundtables/:id").get(getRoundtable).put(validateBody(updateRoundtableSchema), writes, putRoundtable).delete(writes, deleteRoundtable);
  router.post("/roundtables/:id/join", writes, joinRoundtable);
  router.post("/roundtables/:id/leave", writes, leaveRoundtable);
  router.get("/roundtables/:id/participants", getParticipants);
  router.route("/roundtables/:id/participants/:userId").post(writes, postParticipant).delete(writes, deleteParticipant);
  router.post("/roundtables/:id/waitlist/promote", writes, promoteFromWaitlist);
  router.get("/user/participations", getParticipations);
  return router;

  /** The convention a list answers for: the one the query names, else the current one (404 for none). */
  async function conventionOf(req: Request, named: number | undefined): Promise<number> {
    return (await ctx.conventions.resolve(req.sessionID, named)).id;
  }

  async function getRoundtables(req: Request, res: Response) {
    const parsed = parseOrThrow(roundtableListQuerySchema, req.query);
    const filters = { ...parsed, conventionId: await conventionOf(req, parsed.conventionId) };
    const { json, total } = await browseRoundtables(rt, currentUser(req), filters, await versionsOf(req));
    res.set("X-Total-Count", String(total)).type("json").send(json);
  }

  async function getRecommended(req: Request, res: Response) {
    const { limit, conventionId } = parseOrThrow(recommendedQuerySchema, req.query);
    res.type("json").send(await recommendRoundtables(rt, currentUser(req), limit, await conventionOf(req, conventionId), await versionsOf(req)));
  }

  async function postRoundtable(req: Request, res: Response) {
    res.status(201).json(await createRoundtable(rt, currentUser(req), req.body));
  }

  async function getRoundtable(req: Request, res: Response) {
    const id = roundtableId(req);
    res.type("json").send(await readRoundtable(rt, currentUser(req), id, await versionsOf(req)));
  }

  async function putRoundtable(req: Request, res: Response) {
    res.json(await editRoundtable(rt, currentUser(req), roundtableId(req), req.body));
  }

  async function deleteRoundtable(req: Request, res: Response) {
    await cancelRoundtable(rt, currentUser(req), roundtableId(req));
    res.json({ message: "Roundtable deleted" });
  }

  async function joinRoundtable(req: Request, res: Response) {
    res.json(await joinAsMember(rt, currentUser(req), roundtableId(req)));
  }

  async function leaveRoundtable(req: Request, res: Response) {
    await leaveAsMember(rt, currentUser(req), roundtableId(req));
    res.json({ message: "You left the roundtable" });
  }

  async function getParticipants(req: Request, res: Response) {
    const reader = currentUser(req);
    const participants = await participantsFor(rt, reader, roundtableId(req));
    // The members shown count against the harvesting limit (lib/members-shown.ts).
    await ctx.rateLimits.membersShown.show(reader.id, req.ip ?? "unknown", participants.map((participant) => participant.user.id));
    res.json(participants);
  }

  async function postParticipant(req: Request, res: Response) {
    const added = await addParticipant(rt, currentUser(req), roundtableId(req), memberId(req));
    res.status(201).json(added);
  }

  async function deleteParticipant(req: Request, res: Response) {
    await removeParticipant(rt, currentUser(req), roundtableId(req), memberId(req));
    res.json({ message: "Participant removed" });
  }

  async function promoteFromWaitlist(req: Request, res: Response) {
    res.json(await seatFromWaitlist(rt, currentUser(req), roundtableId(req)));
  }

  async function getParticipations(req: Request, res: Response) {
    const { conventionId } = parseOrThrow(conventionQuerySchema, { conventionId: req.query.conventionId });
    const versions = await versionsOf(req);
    res.type("json").send(await readParticipations(rt, currentUser(req), await conventionOf(req, conventionId), versions));
  }
}
