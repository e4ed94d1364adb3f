/** What the matching feature offers the rest of the server: other folders import it from here, never from its files. */
export { createMatchCatalog } from "./match-catalog";
export type { RankedRoundtable } from "./best-first";
export { matchReasons } from "./match-reasons";
export type { MatchedLabel } from "./match-reasons";
export { matchFactsFor, seatsLeftOf } from "./match-score";
export type { MatchRoundtable, MatchViewer } from "./match-score";
export { MATCH_THRESHOLDS, matchLevelOf } from "./match-weights";
export { bestMatchFirst, bestMatchIds, matchColumns, matchJoins, matchRankedCte, matchViewerCtes, recommendableCondition, recommendedIds, seatCounts } from "./match.storage";
export { MATCHING_ROUTES, matchingRoutes } from "./matching.routes";
