/**
 * The cache's shared part of a list: a page's rows in their order and its total, with everything
 * every member sees (sharedColumns) plus what each reader's part is worked out from (match words,
 * seats, session). A row's shared fields are written as JSON once, when the page is read
 * (cached-json.ts adds each reader's fields to that text).
 */
import { sql } from "drizzle-orm";
import type { RoundtableListQuery } from "@shared/validators/roundtables";
import type { DbOrTx } from "../../db/client";
import { queryNamed } from "../../db/named-query";
import type { MatchRoundtable } from "../../matching";
import { sharedColumns, sharedJoins } from "./list-columns.storage";
import { LIST_ORDERS, listConditions, listCount, pageOf, type ListOrder } from "./list-filters.storage";
import { sharedFieldsOf, type RoundtableRowSql, type SharedColumns } from "./row-fields";

/** The orders whose page is the same for every member (by match is the member's own). */
const SHARED_ORDERS = ["newest", "time"] as const satisfies readonly ListOrder[];
export type SharedOrder = (typeof SHARED_ORDERS)[number];

export const isSharedOrder = (order: ListOrder): order is SharedOrder => (SHARED_ORDERS as readonly string[]).includes(order);

type SharedRowSql = SharedColumns & Pick<RoundtableRowSql, "co_organizer_invitations"> & {
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
  conventionId: number;
  match: MatchRoundtable;
  programNote: string | null;
  /** Read for each viewer: whether they co-organize it, and the invitations its managers see. */
  coOrganizers: SharedColumns["co_organizers"];
  coOrganizerInvitations: SharedRowSql["co_organizer_invitations"];
};

export type SharedPage = { rows: SharedRow[]; total: number };

function sharedRowOf(row: Omit<SharedRowSql, "list_total">): SharedRow {
  return {
    head: JSON.stringify(sharedFieldsOf(row)).slice(0, -1),
    conventionId: row.convention_id,
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
    coOrganizers: row.co_organizers,
    coOrganizerInvitations: row.co_organizer_invitations,
  };
}

/** What a shared row reads, over `r` and sharedJoins. */
const sharedRowColumns = sql`${sharedColumns},
      r.program_note, r.match_terms, r.session_id,
      coalesce(stats.chapter_ids, '{}'::int[]) as seated_chapter_ids`;

export async function readSharedPage(db: DbOrTx, filters: RoundtableListQuery, order: SharedOrder): Promise<SharedPage> {
  const where = listConditions(filters);
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
