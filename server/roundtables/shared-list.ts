/**
 * A roundtable list in two parts, so the larger one can be cached for everybody:
 * - the shared page: the rows in their order and the total, with everything every member sees
 *   (sharedColumns) plus what the viewer's part is worked out from (match words, seats, session);
 * - the viewer's facts: their status and place in line at each roundtable they are in, their
 *   words and labels, their program seats, whether they are staff.
 * A shared row's fields are written as JSON once, when the page is built; an answer adds each
 * row's viewer fields (viewerFieldsOf, the one-statement list's own mapping) to that text.
 * shared-list.test.ts holds both ways to the same answer.
 */
import { sql } from "drizzle-orm";
import type { ParticipationStatus, UserType } from "@shared/constants";
import type { RoundtableListQuery } from "@shared/validators/roundtables";
import type { DbOrTx } from "../db/client";
import { queryNamed } from "../db/named-query";
import type { MatchedLabel } from "../matching/match-reasons";
import { matchFactsFor, type MatchRoundtable, type MatchViewer } from "../matching/match-score";
import { matchViewerCtes } from "../matching/match.sql";
import {
  LIST_ORDERS,
  listConditions,
  listCount,
  pageOf,
  sharedColumns,
  sharedFieldsOf,
  sharedJoins,
  viewerFieldsOf,
  waitlistPositionOf,
  type ListOrder,
  type SharedColumns,
} from "./roundtable.storage";

/** The orders whose page is the same for every member (by match is the member's own). */
const SHARED_ORDERS = ["newest", "time"] as const satisfies readonly ListOrder[];
export type SharedOrder = (typeof SHARED_ORDERS)[number];

export const isSharedOrder = (order: ListOrder): order is SharedOrder => (SHARED_ORDERS as readonly string[]).includes(order);

type SharedRowSql = SharedColumns & {
  /** The staff's note, shown to the organizer and staff only. */
  program_note: string | null;
  match_terms: Record<string, number>;
  session_id: number | null;
  seated_chapter_ids: number[];
  list_total: number;
};

export type SharedRow = {
  /** The row's shared fields as a JSON object without its closing brace. */
  head: string;
  match: MatchRoundtable;
  programNote: string | null;
};

export type SharedPage = { rows: SharedRow[]; total: number };

function sharedRowOf(row: Omit<SharedRowSql, "list_total">): SharedRow {
  return {
    head: JSON.stringify(sharedFieldsOf(row)).slice(0, -1),
    match: {
      id: row.id,
      organizerId: row.organizer_id,
      targetAudience: row.target_audience,
      maxParticipants: row.max_participants,
      participantCount: row.participant_count,
      sessionId: row.session_id,
      terms: row.match_terms,
      seatedChapterIds: row.seated_chapter_ids,
    },
    programNote: row.program_note,
  };
}

/** What a shared row reads, over `r` and sharedJoins. */
const sharedRowColumns = sql`${sharedColumns},
      r.program_note, r.match_terms, r.session_id,
      coalesce(stats.chapter_ids, '{}'::int[]) as seated_chapter_ids`;

export async function readSharedPage(db: DbOrTx, filters: RoundtableListQuery, order: SharedOrder, timeZone: string): Promise<SharedPage> {
  const where = listConditions(filters, timeZone);
  const count = listCount(where);
  // The viewer is not part of the statement: the page's ids depend on the filters and order only.
  const { ids } = pageOf(order, 0, where, filters);
  if (!ids) throw new Error(`The ${order} order has no page of ids`);
  const rows = await queryNamed<SharedRowSql>(
    db,
    sql`with page as (${ids})
    select ${sharedRowColumns}, (${count})::int as list_total
    from page join roundtables r on r.id = page.id
    ${sharedJoins}
    order by ${LIST_ORDERS[order]}`,
  );
  const total = rows[0]?.list_total ?? (await queryNamed<{ total: number }>(db, count))[0]?.total ?? 0;
  return { rows: rows.map(sharedRowOf), total };
}

/** The shared rows of these roundtables, in no order (a page picked elsewhere: a ranking by match). */
export async function readSharedRows(db: DbOrTx, ids: readonly number[]): Promise<SharedRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryNamed<Omit<SharedRowSql, "list_total">>(
    db,
    sql`select ${sharedRowColumns}
    from roundtables r
    ${sharedJoins}
    where r.id = any(${sql.param([...ids])}::int[])`,
  );
  return rows.map(sharedRowOf);
}

type ViewerParticipation = { id: number; roundtableId: number; status: ParticipationStatus; joinedAt: string; waitlistPosition: number | null };

export type ViewerFacts = MatchViewer & {
  isStaff: boolean;
  /** The viewer's seat or place in line at each roundtable they are in, by roundtable id. */
  participations: Map<number, ViewerParticipation>;
  /** The same, most recent first (GET /api/user/participations). */
  participationList: ViewerParticipation[];
};

type ViewerFactsSql = {
  user_type: UserType;
  chapter_id: number;
  match_terms: string[];
  is_staff: boolean;
  labels: Array<MatchedLabel & { ord: number; terms: string[] }>;
  seats: Array<{ roundtableId: number; sessionId: number }>;
  participations: ViewerParticipation[];
};

/** The viewer's facts in one statement (the match CTEs of the one-statement list); undefined: no such member. */
export async function readViewerFacts(db: DbOrTx, viewerId: number): Promise<ViewerFacts | undefined> {
  const [row] = await queryNamed<ViewerFactsSql>(
    db,
    sql`with ${matchViewerCtes(viewerId)}
    select mv.user_type, mv.chapter_id, mv.match_terms, u.is_staff,
      coalesce((select json_agg(json_build_object('label', l.label, 'kind', l.kind, 'ord', l.ord, 'terms', l.terms))
        from match_viewer_labels l), '[]'::json) as labels,
      coalesce((select json_agg(json_build_object('roundtableId', vs.roundtable_id, 'sessionId', vs.session_id))
        from match_viewer_seats vs), '[]'::json) as seats,
      coalesce((select json_agg(json_build_object('id', p.id, 'roundtableId', p.roundtable_id, 'status', p.status,
          'joinedAt', p.joined_at, 'waitlistPosition', ${waitlistPositionOf(sql`p`)}) order by p.joined_at desc, p.id desc)
        from participations p where p.user_id = ${viewerId}), '[]'::json) as participations
    from match_viewer mv join users u on u.id = mv.id`,
  );
  if (!row) return undefined;
  return {
    id: viewerId,
    userType: row.user_type,
    chapterId: row.chapter_id,
    terms: row.match_terms,
    labels: row.labels,
    seats: row.seats,
    isStaff: row.is_staff,
    participations: new Map(row.participations.map((p) => [p.roundtableId, p])),
    participationList: row.participations,
  };
}

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
  });
}
