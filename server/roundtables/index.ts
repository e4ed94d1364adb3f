/** What the roundtables feature offers the rest of the server: other folders import it from here, never from its files. */
export { findRoundtable, listRoundtables, listRoundtablesWithIds } from "./lists/reference-lists.storage";
export { waitlistPositionOf } from "./lists/list-columns.storage";
export { ROUNDTABLE_ROUTES } from "./roundtable.route-definitions";
export { roundtableRoutes } from "./roundtable.routes";
export { lockRoundtable } from "./roundtable.storage";
export { checkRoundtableOpen, sessionOfRoundtablesConvention } from "./date-rules";
export { createWaitingLines } from "./waiting-lines";
export type { FreedSeats, WaitingLines } from "./waiting-lines";
// The reference SQL of the lists and the seat changes, which the bench also runs straight against the database.
export { listRecommendedRoundtables, listViewerParticipations } from "./lists/reference-lists.storage";
export { joinRoundtable, leaveRoundtable } from "./seat-changes.storage";
export { joinTexts, leaveTexts } from "./seat-notices";
export { removeMemberFromRoundtables } from "./member-removal";
// Who may manage a roundtable: the check-in at the table asks the organizer's add and remove check.
export { lockManaged } from "./organizer-lock";
// Who reads a roundtable's feedback: the same rule (docs/product.md, "Feedback").
export { mayManage, notAManager } from "./organizer-lock";
