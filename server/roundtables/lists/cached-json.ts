/**
 * An answer of the cached lists as JSON text: each shared row's fields (written once, when its
 * page was read) followed by the reader's own fields, mapped by viewerFieldsOf as the reference
 * lists map theirs, so both ways give the same object.
 */
import { matchFactsFor } from "../../matching";
import type { SharedPage, SharedRow } from "./cached-rows.storage";
import { viewerFieldsOf } from "./row-fields";
import type { ViewerFacts } from "./viewer-facts.storage";

/**
 * One roundtable as the viewer reads it, its shared fields and the viewer's own as a JSON object
 * (GET /api/roundtables/{id}, and each item of a page).
 */
export function rowJsonForViewer(row: SharedRow, viewer: ViewerFacts): string {
  return `${row.head},${JSON.stringify(viewerFieldsFor(row, viewer)).slice(1)}`;
}

/** The page as the viewer reads it: a JSON array, each row its shared fields and the viewer's own. */
export function pageJsonForViewer(page: SharedPage, viewer: ViewerFacts): string {
  return `[${page.rows.map((row) => rowJsonForViewer(row, viewer)).join(",")}]`;
}

/**
 * GET /api/user/participations as JSON: each of the viewer's participations, most recent first,
 * with its roundtable as the viewer reads it; `rows` holds those roundtables (one gone is left out).
 */
export function participationsJsonForViewer(rows: readonly SharedRow[], viewer: ViewerFacts): string {
  const byId = new Map(rows.map((row) => [row.match.id, row]));
  const items = viewer.participationList.flatMap((mine) => {
    const row = byId.get(mine.roundtableId);
    if (!row) return [];
    const own = JSON.stringify({ id: mine.id, roundtableId: mine.roundtableId, status: mine.status, joinedAt: new Date(mine.joinedAt).toISOString() });
    return [`${own.slice(0, -1)},"roundtable":${rowJsonForViewer(row, viewer)}}`];
  });
  return `[${items.join(",")}]`;
}

function viewerFieldsFor(row: SharedRow, viewer: ViewerFacts) {
  const mine = viewer.participations.get(row.match.id);
  const match = matchFactsFor(viewer, row.match);
  return viewerFieldsOf({
    organizer_id: row.match.organizerId,
    my_user_id: viewer.id,
    my_status: mine?.status ?? null,
    my_waitlist_position: mine?.waitlistPosition ?? null,
    program_note: row.match.organizerId === viewer.id || viewer.isStaff ? row.programNote : null,
    match_score: match.score,
    match_new_chapter: match.newChapter,
    match_seats_left: match.seatsLeft,
    match_labels: match.labels,
    co_organizers: row.coOrganizers,
    co_organizer_invitations: row.coOrganizerInvitations,
  });
}
