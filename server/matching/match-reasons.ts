/** The short sentences that explain a match to the member it was computed for. */
import { MAX_MATCH_REASONS } from "./match-weights";

export type MatchedLabel = { label: string; kind: "interest" | "expertise" };

export type MatchFacts = {
  score: number;
  /** The member's own interests and expertise that share a word with the roundtable, best first. */
  labels: MatchedLabel[];
  newChapter: boolean;
  seatsLeft: number;
};

function labelReason({ label, kind }: MatchedLabel): string {
  return kind === "interest" ? `You listed ${label} as an interest` : `You listed ${label} as an area of expertise`;
}

export function matchReasons(facts: MatchFacts): string[] {
  // No shared word, no match: the chapter and the seats alone explain nothing.
  if (facts.score <= 0 || facts.labels.length === 0) return [];
  const byLabel = facts.labels.map(labelReason);
  const reasons = byLabel.slice(0, 2);
  if (facts.newChapter) reasons.push("No one from your chapter has joined yet");
  reasons.push(...byLabel.slice(2));
  if (facts.seatsLeft > 0) reasons.push(facts.seatsLeft === 1 ? "1 seat left" : `${facts.seatsLeft} seats left`);
  return reasons.slice(0, MAX_MATCH_REASONS);
}
