/** What the matching feature offers the rest of the server: other folders import it from here, never from its files. */
export { createMatchLists } from "./match-lists";
export type { MatchLists } from "./match-lists";
export { matchReasons } from "./match-reasons";
export type { MatchedLabel } from "./match-reasons";
export { matchFactsFor } from "./match-score";
export type { MatchRoundtable, MatchViewer } from "./match-score";
export { matchLevelOf } from "./match-weights";
export { bestMatchFirst, bestMatchIds, matchColumns, matchJoins, matchRankedCte, matchViewerCtes, recommendableCondition, recommendedIds, seatCounts } from "./match.sql";
export { matchingRoutes } from "./matching.routes";
