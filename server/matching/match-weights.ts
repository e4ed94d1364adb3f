/**
 * The matching rule's numbers, in one place (docs/matching.md explains them to members).
 * A roundtable's words carry bits for where they occur (see server/db/functions/
 * ec_roundtable_terms.sql): 1 tags, 2 title, 4 category, 8 description.
 */
import type { MatchLevel } from "@shared/constants";

export const PLACE_BITS = { tags: 1, title: 2, category: 4, description: 8 } as const;

/** What one shared word is worth, by the best place it occurs in the roundtable. */
export const PLACE_WEIGHTS = { tags: 1, title: 0.8, category: 0.6, description: 0.4 } as const;

/**
 * Shared-word weights add up to the topic sum; the topic part is 1 - e^(-sum / TOPIC_SCALE), so
 * each further shared word adds less: one word in the tags gives 0.57, two give 0.81, three 0.92.
 */
export const TOPIC_SCALE = 1.2;

/** The parts of the score; they add up to 1. */
export const SCORE_WEIGHTS = { topic: 0.7, newChapter: 0.15, seatsLeft: 0.15 } as const;

export const MATCH_THRESHOLDS = { high: 0.75, medium: 0.55 } as const;

export const MAX_MATCH_REASONS = 3;

export function matchLevelOf(score: number): MatchLevel | null {
  if (score >= MATCH_THRESHOLDS.high) return "high";
  if (score >= MATCH_THRESHOLDS.medium) return "medium";
  return null;
}
