/** Feedback after a roundtable (docs/product.md, "Feedback"): a rating from 1 to 5 and an optional comment. */
import { z } from "zod";
import { FEEDBACK_LIMITS } from "../constants";
import { hasVisibleText } from "./fields";

const RATING_MESSAGE = `Choose a rating from ${FEEDBACK_LIMITS.ratingMin} to ${FEEDBACK_LIMITS.ratingMax}`;

export const ratingField = z
  .number({ error: RATING_MESSAGE })
  .int(RATING_MESSAGE)
  .min(FEEDBACK_LIMITS.ratingMin, RATING_MESSAGE)
  .max(FEEDBACK_LIMITS.ratingMax, RATING_MESSAGE);

/** Several lines are fine; a comment of only blanks (or left out, or null) is no comment. */
export const commentField = z
  .string({ error: "The comment must be text" })
  .trim()
  .max(FEEDBACK_LIMITS.commentMax, `The comment must be at most ${FEEDBACK_LIMITS.commentMax.toLocaleString("en-US")} characters`)
  .transform((value) => (hasVisibleText(value) ? value : null))
  .nullish()
  .transform((value) => value ?? null);

/** PUT /api/roundtables/{id}/feedback */
export const feedbackSchema = z.object({ rating: ratingField, comment: commentField });

/** As the client sends it. */
export type FeedbackRequest = z.input<typeof feedbackSchema>;
/** As the server reads it: the comment trimmed, or null. */
export type FeedbackFields = z.output<typeof feedbackSchema>;
