/** What the roundtables feature offers the rest of the server: other folders import it from here, never from its files. */
export { promotionNotices } from "./promotion-notices";
export { roundtableRoutes } from "./roundtable.routes";
export { countJoined, findRoundtable, listConditions, listRecommendedRoundtables, listRoundtables, lockRoundtable, promoteFromWaitlist } from "./roundtable.storage";
export { pageJsonForViewer, readViewerFacts } from "./shared-list";
export { createSharedLists } from "./shared-lists";
export type { SharedLists } from "./shared-lists";
