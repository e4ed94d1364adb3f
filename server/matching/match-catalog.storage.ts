/**
 * The match catalog's reads (match-catalog.ts): the roundtables and seat summaries written since a
 * transaction id, with the snapshot's xmin the next refresh starts from, and every roundtable's id.
 */
import { sql } from "drizzle-orm";
import type { ProgramStatus } from "@shared/constants";
import type { DbOrTx } from "../db/client";
import { queryNamed } from "../db/named-query";
import type { MatchRoundtable } from "./match-score";

/** A row as the refresh reads it: the match side, and what the lists order and filter by. */
export type ChangedRowSql = MatchRoundtable & { conventionId: number; programStatus: ProgramStatus; createdUs: number };

type RefreshSql = { xmin: number; total: number; changed: ChangedRowSql[] };

function changesSince(since: number) {
  return sql`with changed as (
      select r.id from roundtables r where r.changed_xid >= ${since}
      union
      select s.roundtable_id from roundtable_seats s where s.changed_xid >= ${since}
    )
    select pg_snapshot_xmin(pg_current_snapshot())::text::float8 as xmin,
      (select count(*)::int from roundtables) as total,
      coalesce((
        select json_agg(json_build_object(
          'id', r.id, 'conventionId', r.convention_id, 'organizerId', r.organizer_id, 'targetAudience', r.target_audience,
          'maxParticipants', r.max_participants, 'participantCount', coalesce(stats.participant_count, 0),
          'sessionId', r.session_id, 'programStatus', r.program_status, 'terms', r.match_terms,
          'seatedChapterIds', coalesce(stats.chapter_ids, '{}'::int[]),
          'createdUs', floor(extract(epoch from r.created_at) * 1000000)))
        from changed c join roundtables r on r.id = c.id
        left join roundtable_seats stats on stats.roundtable_id = r.id
      ), '[]'::json) as changed`;
}

/** The rows written since transaction `since` (at or above it), the snapshot's xmin and how many roundtables there are. */
export async function readChangesSince(db: DbOrTx, since: number): Promise<RefreshSql> {
  const [result] = await queryNamed<RefreshSql>(db, changesSince(since));
  return result!;
}

/** Every roundtable's id, in no order. */
export async function readRoundtableIds(db: DbOrTx): Promise<number[]> {
  const [{ ids }] = (await queryNamed<{ ids: number[] }>(db, sql`select coalesce(array_agg(id), '{}') as ids from roundtables`)) as [{ ids: number[] }];
  return ids;
}
