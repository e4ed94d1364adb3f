/**
 * The roundtable API's handlers (their definitions are in roundtable.route-definitions.ts): each
 * reads the request, calls one service function (roundtable.service.ts, seat.service.ts) and
 * writes the answer. The lists this process keeps are made here, once per app
 * (roundtable-context.ts).
 */
import { Router, type Request, type Response } from "express";
import { idParam } from "@shared/validators/fields";
import { recommendedQuerySchema } from "@shared/validators/matching";
import { conventionQuerySchema } from "@shared/validators/conventions";
import { roundtableListQuerySchema } from "@shared/validators/roundtables";
import type { AppContext } from "../context";
import { limitPerMember } from "../middleware/limit-per-member";
import { currentUser } from "../middleware/require-auth";
import { mountRoutes } from "../middleware/route-mount";
import { parseOrThrow, queryParser } from "../middleware/validate";
import { acceptInvitation, declineInvitation, handOver, inviteCoOrganizer, removeCoOrganizer } from "./co-organizer.service";
import { createRoundtableContext } from "./roundtable-context";
import { ROUNDTABLE_ROUTES } from "./roundtable.route-definitions";
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
const listQuery = queryParser(roundtableListQuerySchema);

export function roundtableRoutes(ctx: AppContext): Router {
  const rt = createRoundtableContext(ctx);
  const versionsOf = (req: Request) => ctx.dataVersions.forSession(req.sessionID);
  const creates = limitPerMember(ctx.rateLimits.roundtablesPerMember);
  const writes = limitPerMember(ctx.rateLimits.roundtableWritesPerMember);
  return mountRoutes(Router(), ROUNDTABLE_ROUTES, {
    listRoundtables: getRoundtables,
    createRoundtable: [creates, postRoundtable],
    listRecommendedRoundtables: getRecommended,
    getRoundtable,
    updateRoundtable: [writes, putRoundtable],
    deleteRoundtable: [writes, deleteRoundtable],
    joinRoundtable: [writes, joinRoundtable],
    leaveRoundtable: [writes, leaveRoundtable],
    listParticipants: getParticipants,
    addParticipant: [writes, postParticipant],
    removeParticipant: [writes, deleteParticipant],
    seatFromWaitlist: [writes, promoteFromWaitlist],
    inviteCoOrganizer: [writes, postCoOrganizer],
    acceptCoOrganizing: [writes, acceptCoOrganizing],
    declineCoOrganizing: [writes, declineCoOrganizing],
    removeCoOrganizer: [writes, deleteCoOrganizer],
    handOverRoundtable: [writes, postHandOver],
    listMyParticipations: getParticipations,
  });

  /** The convention a list answers for: the one the query names, else the current one (404 for none). */
  async function conventionOf(req: Request, named: number | undefined): Promise<number> {
    return (await ctx.conventions.resolve(req.sessionID, named)).id;
  }

  async function getRoundtables(req: Request, res: Response) {
    const parsed = listQuery(req);
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

  async function postCoOrganizer(req: Request, res: Response) {
    res.status(201).json(await inviteCoOrganizer(rt, currentUser(req), roundtableId(req), req.body.userId));
  }

  async function acceptCoOrganizing(req: Request, res: Response) {
    res.json(await acceptInvitation(rt, currentUser(req), roundtableId(req)));
  }

  async function declineCoOrganizing(req: Request, res: Response) {
    res.json(await declineInvitation(rt, currentUser(req), roundtableId(req)));
  }

  async function deleteCoOrganizer(req: Request, res: Response) {
    res.json(await removeCoOrganizer(rt, currentUser(req), roundtableId(req), memberId(req)));
  }

  async function postHandOver(req: Request, res: Response) {
    res.json(await handOver(rt, currentUser(req), roundtableId(req), req.body.userId));
  }

  async function getParticipations(req: Request, res: Response) {
    const { conventionId } = parseOrThrow(conventionQuerySchema, { conventionId: req.query.conventionId });
    const versions = await versionsOf(req);
    res.type("json").send(await readParticipations(rt, currentUser(req), await conventionOf(req, conventionId), versions));
  }
}
