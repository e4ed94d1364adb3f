/**
 * A member's own part of every list, read in one statement: their status and place in line at
 * each roundtable they are in, their words and labels, their program seats, whether they are staff.
 * The cached lists and the rankings put it together with the shared rows; it uses the match CTEs
 * and the place-in-line rule of the reference lists' statement, so the two can't disagree.
 */
import { sql } from "drizzle-orm";
import type { ParticipationStatus, UserType } from "@shared/constants";
import type { DbOrTx } from "../../db/client";
import { queryNamed } from "../../db/named-query";
import { matchViewerCtes, type MatchedLabel, type MatchViewer } from "../../matching";
import { waitlistPositionOf } from "./list-columns.storage";

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
  co_organized: number[];
};

/** The viewer's facts in one statement (the match CTEs of the reference lists); undefined: no such member. */
export async function readViewerFacts(db: DbOrTx, viewerId: number): Promise<ViewerFacts | undefined> {
  const [row] = await queryNamed<ViewerFactsSql>(
    db,
    sql`with ${matchViewerCtes(viewerId)}
    select mv.user_type, mv.chapter_id, mv.match_terms, mv.co_organized, u.is_staff,
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
    coOrganized: row.co_organized,
    isStaff: row.is_staff,
    participations: new Map(row.participations.map((p) => [p.roundtableId, p])),
    participationList: row.participations,
  };
}
