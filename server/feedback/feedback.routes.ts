/**
 * Feedback after a roundtable (docs/product.md, "Feedback"): a member's rating and its change, the
 * member's own, and the summary its organizer, co-organizers and staff read.
 */
import { Router, type Request, type Response } from "express";
import { idParam } from "@shared/validators/fields";
import { feedbackSchema } from "@shared/validators/feedback";
import type { AppContext } from "../context";
import { feedbackSummarySchema, myFeedbackSchema } from "../lib/response-schemas";
import { defineRoutes } from "../lib/route-definition";
import { roundtableParams } from "../lib/route-params";
import { limitPerMember } from "../middleware/limit-per-member";
import { currentUser } from "../middleware/require-auth";
import { mountRoutes } from "../middleware/route-mount";
import { parseOrThrow } from "../middleware/validate";
import { createFeedback } from "./feedback.service";

const roundtableId = (req: Request) => parseOrThrow(idParam, req.params.id);

export const FEEDBACK_ROUTES = defineRoutes([
  {
    method: "get",
    path: "/roundtables/{id}/feedback/mine",
    operationId: "getMyFeedback",
    tag: "At the table",
    summary: "The caller's own rating of the roundtable, and whether they may rate it now",
    access: "signedIn",
    params: roundtableParams,
    codes: ["not_found"],
    answers: {
      200: { description: "The caller's rating, or null", json: myFeedbackSchema },
      404: "No such roundtable",
    },
  },
  {
    method: "put",
    path: "/roundtables/{id}/feedback",
    operationId: "giveFeedback",
    tag: "At the table",
    summary: "Rates the roundtable from 1 to 5 with an optional comment (up to 1,000 characters), or changes the caller's rating",
    description: "Once its session has ended, by a member who was checked in there (a walk-in too); not by its organizer or co-organizers.",
    access: "signedIn",
    params: roundtableParams,
    body: feedbackSchema,
    codes: ["not_found", "not_placed", "feedback_not_open", "not_checked_in", "own_roundtable_feedback"],
    answers: {
      200: { description: "The caller's rating as it is now", json: myFeedbackSchema },
      403: "The caller was not checked in there (not_checked_in), or organizes or co-organizes it (own_roundtable_feedback)",
      404: "No such roundtable",
      409: "Its session has not ended yet (feedback_not_open), or it is not on the program (not_placed)",
    },
  },
  {
    method: "get",
    path: "/roundtables/{id}/feedback",
    operationId: "getFeedbackSummary",
    tag: "At the table",
    summary: "How many rated the roundtable, the average rating and the comments, without names",
    description: "The roundtable's organizer and co-organizers, or convention staff.",
    access: "manager",
    params: roundtableParams,
    codes: ["not_found"],
    answers: {
      200: { description: "The summary", json: feedbackSummarySchema },
      404: "No such roundtable",
    },
  },
]);

export function feedbackRoutes(ctx: AppContext): Router {
  const feedback = createFeedback(ctx);
  const writes = limitPerMember(ctx.rateLimits.roundtableWritesPerMember);
  return mountRoutes(Router(), FEEDBACK_ROUTES, {
    getMyFeedback,
    giveFeedback: [writes, putFeedback],
    getFeedbackSummary,
  });

  async function getFeedbackSummary(req: Request, res: Response) {
    const user = currentUser(req);
    res.json(await feedback.summary({ id: user.id, isStaff: user.isStaff }, roundtableId(req)));
  }

  async function putFeedback(req: Request, res: Response) {
    res.json(await feedback.give(currentUser(req).id, roundtableId(req), req.body));
  }

  async function getMyFeedback(req: Request, res: Response) {
    res.json(await feedback.mine(currentUser(req).id, roundtableId(req)));
  }
}
