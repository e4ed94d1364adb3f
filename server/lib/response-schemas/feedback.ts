/** The ratings and comments members give a roundtable after its session. */
import { z } from "zod";
import type { FeedbackSummary, MyFeedback } from "@shared/types";
import { exactly, isoTime } from "./rows";

/** GET and PUT /api/roundtables/{id}/feedback(/mine): the caller's own rating. */
export const myFeedbackSchema = exactly<MyFeedback>()(
  z
    .object({
      canRate: z.boolean().meta({ description: "The session has ended and the caller was checked in there (its organizer and co-organizers don't rate it)" }),
      feedback: z
        .object({ rating: z.number().int().min(1).max(5), comment: z.string().nullable(), createdAt: isoTime, updatedAt: isoTime })
        .nullable()
        .meta({ description: "The caller's rating and comment; null before they rate it" }),
    })
    .meta({ id: "MyFeedback" }),
);

/** GET /api/roundtables/{id}/feedback: without names. */
export const feedbackSummarySchema = exactly<FeedbackSummary>()(
  z
    .object({
      count: z.number().int().meta({ description: "How many members rated it" }),
      average: z.number().nullable().meta({ description: "The mean rating, to two decimals; null before anyone rated it" }),
      comments: z.array(z.string()).meta({ description: "The comments left, oldest first, without who wrote them" }),
    })
    .meta({ id: "FeedbackSummary" }),
);
