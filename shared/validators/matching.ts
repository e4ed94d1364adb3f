/** Query strings of the suggestion endpoints (docs/matching.md). */
import { z } from "zod";
import { conventionFilter } from "./conventions";

export const SUGGESTION_LIMIT_MAX = 20;

function limitField(fallback: number) {
  return z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(SUGGESTION_LIMIT_MAX, `limit must be at most ${SUGGESTION_LIMIT_MAX}`)
    .default(fallback);
}

/** GET /api/roundtables/recommended: three by default, as many as the dashboard shows. */
export const recommendedQuerySchema = z.object({ limit: limitField(3), conventionId: conventionFilter });

/** GET /api/users/suggested */
export const suggestedMembersQuerySchema = z.object({ limit: limitField(6) });
