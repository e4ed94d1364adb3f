/**
 * The match score of match.storage.ts, worked out in the app for a roundtable read once for every
 * member (a cached list page): the same facts, the same weights and the same rounding, so a
 * member sees the same score and reasons whichever way the row was built.
 * roundtables/lists/cached-lists.test.ts holds the two to each other over a generated society.
 */
import type { TargetAudience, UserType } from "@shared/constants";
import type { MatchedLabel } from "./match-reasons";
import { PLACE_BITS, PLACE_WEIGHTS, SCORE_WEIGHTS, TOPIC_SCALE } from "./match-weights";

/** The member's side, as match.storage.ts's viewer CTEs read it. */
export type MatchViewer = {
  id: number;
  userType: UserType;
  chapterId: number;
  /** users.match_terms: every word of their interests and expertise. */
  terms: string[];
  /** Each interest and expertise with its own words; `ord` orders them as the profile does. */
  labels: Array<MatchedLabel & { ord: number; terms: string[] }>;
  /** Their joined seats in roundtables placed in a program session. */
  seats: Array<{ roundtableId: number; sessionId: number }>;
  /** The roundtables they co-organize: their own, as the ones they organize (absent: none). */
  coOrganized?: number[];
};

/** Whether the member organizes or co-organizes it: a match is for others' roundtables. */
export const ownsMatch = (viewer: MatchViewer, roundtableId: number, organizerId: number): boolean =>
  organizerId === viewer.id || (viewer.coOrganized?.includes(roundtableId) ?? false);

/** The roundtable's side. */
export type MatchRoundtable = {
  id: number;
  organizerId: number;
  targetAudience: TargetAudience;
  maxParticipants: number;
  participantCount: number;
  sessionId: number | null;
  /** roundtables.match_terms: each word with the bits of the places it occurs in. */
  terms: Record<string, number>;
  /** The chapters seated (the seat summary). */
  seatedChapterIds: number[];
};

export type MatchFactsRow = { score: number; newChapter: boolean; seatsLeft: number; labels: MatchedLabel[] };

const PLACE_ORDER = ["tags", "title", "category", "description"] as const;

/** What a word with place bits `places` is worth, in tenths (its best place counts), so sums are exact as in SQL's numeric. */
export function placesTenths(places: number): number {
  for (const place of PLACE_ORDER) if ((places & PLACE_BITS[place]) > 0) return Math.round(PLACE_WEIGHTS[place] * 10);
  return 0;
}

function wordTenths(terms: Record<string, number>, term: string): number {
  // Own keys only: a word such as "constructor" must not find the object's prototype.
  return Object.hasOwn(terms, term) ? placesTenths(terms[term]!) : 0;
}

/** The topic part's sum, in tenths: each of the member's words the roundtable holds, by its worth there. */
function topicTenthsOf(viewer: MatchViewer, roundtable: MatchRoundtable): number {
  let tenths = 0;
  for (const term of viewer.terms) tenths += wordTenths(roundtable.terms, term);
  return tenths;
}

/**
 * round(x::numeric, 3)::float8: PostgreSQL turns a float8 into numeric through 15 significant
 * digits, then rounds half away from zero (scores are never negative).
 */
export function roundLikeNumeric(value: number): number {
  // Away from a half-way point (all but a sliver of scores) the 15 digits can't change the
  // rounding: skip the two decimal conversions, which cost more than the rest of the score.
  const thousandths = value * 1000;
  if (Math.abs((thousandths % 1) - 0.5) > 1e-6) return Math.round(thousandths) / 1000;
  const decimal = Number(value.toPrecision(15));
  return Math.round(Number((decimal * 1000).toPrecision(15))) / 1000;
}

export const seatsLeftFrom = (maxParticipants: number, participantCount: number) => Math.max(maxParticipants - participantCount, 0);
export const seatsLeftOf = (roundtable: MatchRoundtable) => seatsLeftFrom(roundtable.maxParticipants, roundtable.participantCount);

/** Whether the member already has a seat at another roundtable of session `sessionId` (null: not placed). */
export function clashesWithSeat(viewer: MatchViewer, sessionId: number | null, roundtableId: number): boolean {
  if (sessionId === null) return false;
  for (const seat of viewer.seats) if (seat.sessionId === sessionId && seat.roundtableId !== roundtableId) return true;
  return false;
}

export function audienceFits(audience: TargetAudience, userType: UserType): boolean {
  return audience === "both" || (audience === "advisors" && userType === "advisor") || (audience === "students" && userType === "student");
}

/**
 * The score of a roundtable the member may be matched with (shares a word, not their own, fits
 * their audience, no clash), from its facts: matchScoreOf and the catalog's ranking both end here.
 */
export function scoreFromFacts(topicTenths: number, newChapter: boolean, seatsLeft: number, maxParticipants: number): number {
  return roundLikeNumeric(
    SCORE_WEIGHTS.topic * (1 - Math.exp(-topicTenths / 10 / TOPIC_SCALE)) +
      SCORE_WEIGHTS.newChapter * (newChapter ? 1 : 0) +
      (SCORE_WEIGHTS.seatsLeft * seatsLeft) / maxParticipants,
  );
}

/** The score alone, from the roundtable's own facts. */
export function matchScoreOf(viewer: MatchViewer, roundtable: MatchRoundtable, topicTenths = topicTenthsOf(viewer, roundtable)): number {
  if (topicTenths === 0 || ownsMatch(viewer, roundtable.id, roundtable.organizerId)) return 0;
  if (!audienceFits(roundtable.targetAudience, viewer.userType) || clashesWithSeat(viewer, roundtable.sessionId, roundtable.id)) return 0;
  return scoreFromFacts(topicTenths, !roundtable.seatedChapterIds.includes(viewer.chapterId), seatsLeftOf(roundtable), roundtable.maxParticipants);
}

export function matchFactsFor(viewer: MatchViewer, roundtable: MatchRoundtable): MatchFactsRow {
  const score = matchScoreOf(viewer, roundtable);
  return {
    score,
    newChapter: !roundtable.seatedChapterIds.includes(viewer.chapterId),
    seatsLeft: seatsLeftOf(roundtable),
    labels: score > 0 ? matchedLabelsOf(viewer, roundtable) : [],
  };
}

/** The member's labels that share a word with the roundtable, by their best word's worth, then profile order. */
function matchedLabelsOf(viewer: MatchViewer, roundtable: MatchRoundtable): MatchedLabel[] {
  const weighed: Array<{ label: string; kind: MatchedLabel["kind"]; ord: number; weight: number }> = [];
  for (const label of viewer.labels) {
    let weight = -1;
    for (const term of label.terms) {
      if (Object.hasOwn(roundtable.terms, term)) weight = Math.max(weight, wordTenths(roundtable.terms, term));
    }
    if (weight >= 0) weighed.push({ label: label.label, kind: label.kind, ord: label.ord, weight });
  }
  weighed.sort((a, b) => b.weight - a.weight || a.ord - b.ord);
  return weighed.map(({ label, kind }) => ({ label, kind }));
}
