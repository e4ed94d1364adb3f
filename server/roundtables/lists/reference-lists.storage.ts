/**
 * The reference: each list is one SQL statement that builds every row whole, counts and chapters
 * from each roundtable's seat summary (roundtable_seats, kept by triggers), the viewer's own status
 * from subqueries, never a query per row. The cached lists (cached-lists.ts) and the rankings
 * (ranked-lists.ts) must answer exactly what these answer; their tests compare them with these.
 * They also answer wherever no cache is kept: a member deleted since their session was read, staff
 * review by demand, one roundtable after a change.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Roundtable } from "@shared/types";
import type { RoundtableListQuery } from "@shared/validators/roundtables";
import type { DbOrTx } from "../../db/client";
import { queryNamed } from "../../db/named-query";
import { bestMatchFirst, matchColumns, matchJoins, matchRankedCte, matchViewerCtes, recommendableCondition, recommendedIds } from "../../matching";
import { sharedColumns, sharedJoins, waitlistPositionOf } from "./list-columns.storage";
import { LIST_ORDERS, listConditions, listCount, NEWEST, pageOf, pageSize, type ListOrder, type ListPage } from "./list-filters.storage";
import { iso, toRoundtable, type RoundtableRowSql } from "./row-fields";

type SelectOptions = ListPage & {
  viewerId: number;
  /** A count of the list's rows, run once inside the same statement: each row carries it. */
  total?: SQL;
  /** Only roundtables the viewer organizes, joined or waits for. */
  viewerParticipatesOnly?: boolean;
  orderBy?: SQL;
};

function selectRoundtablesSql(options: SelectOptions): SQL {
  const { viewerId } = options;
  const where = options.where ? sql`where ${options.where}` : sql``;
  const limit = options.limit !== undefined ? sql`limit ${options.limit}` : sql``;
  const offset = options.offset !== undefined ? sql`offset ${options.offset}` : sql``;
  const extraCtes = options.ctes ? sql`, ${options.ctes}` : sql``;
  const page = options.ids ? sql`, page as (${options.ids})` : sql``;
  return sql`
    with ${matchViewerCtes(viewerId)} ${extraCtes} ${page}
    select ${sharedColumns},
      me.id as my_participation_id, me.status as my_status, me.joined_at as my_joined_at,
      ${waitlistPositionOf(sql`me`)} as my_waitlist_position,
      ${viewerId}::int as my_user_id,
      ${options.total ? sql`(${options.total})::int` : sql`null::int`} as list_total,
      ${matchColumns},
      -- The staff's note is for the organizer and staff only.
      case when r.organizer_id = ${viewerId} or (select v.is_staff from users v where v.id = ${viewerId})
        then r.program_note end as program_note
    from ${options.ids ? sql`page join roundtables r on r.id = page.id` : sql`roundtables r`}
    ${sharedJoins}
    ${matchJoins}
    ${options.viewerParticipatesOnly ? sql`join` : sql`left join`} participations me
      on me.roundtable_id = r.id and me.user_id = ${viewerId}
    ${where}
    order by ${options.orderBy ?? NEWEST}
    ${limit} ${offset}`;
}

export async function listRoundtables(
  db: DbOrTx,
  viewerId: number,
  filters: RoundtableListQuery,
  options: { order?: ListOrder; searchOrganizerName?: boolean },
): Promise<{ items: Roundtable[]; total: number }> {
  const where = listConditions(filters, { organizerName: options.searchOrganizerName });
  const order = options.order ?? filters.sort;
  const count = listCount(where);
  // The count rides in the page's statement (uncorrelated, so PostgreSQL runs it once, with the
  // cheapest plan for a count) and every row carries it; only a page past the end has no row.
  const rows = await queryNamed<RoundtableRowSql>(
    db,
    selectRoundtablesSql({ viewerId, orderBy: LIST_ORDERS[order], total: count, ...pageOf(order, viewerId, where, filters) }),
  );
  const total = rows[0]?.list_total ?? (await queryNamed<{ total: number }>(db, count))[0]?.total ?? 0;
  return { items: rows.map(toRoundtable), total };
}

/** The member's best open matches (docs/matching.md), best first, in one query. */
export async function listRecommendedRoundtables(db: DbOrTx, viewerId: number, limit: number): Promise<Roundtable[]> {
  const rows = await queryNamed<RoundtableRowSql>(
    db,
    selectRoundtablesSql({ viewerId, ctes: matchRankedCte(viewerId), ids: recommendedIds(viewerId, pageSize(limit)), where: recommendableCondition, orderBy: bestMatchFirst }),
  );
  return rows.map(toRoundtable);
}

export async function findRoundtable(db: DbOrTx, viewerId: number, id: number): Promise<Roundtable | undefined> {
  const [row] = await queryNamed<RoundtableRowSql>(db, selectRoundtablesSql({ viewerId, where: sql`r.id = ${id}` }));
  return row ? toRoundtable(row) : undefined;
}

/**
 * The roundtables with these ids as the viewer sees them, in no particular order (the agenda
 * orders its own entries). The ids travel as one array parameter, so the statement stays one.
 */
export async function listRoundtablesWithIds(db: DbOrTx, viewerId: number, ids: readonly number[]): Promise<Roundtable[]> {
  if (ids.length === 0) return [];
  const rows = await queryNamed<RoundtableRowSql>(
    db,
    selectRoundtablesSql({ viewerId, ids: sql`select unnest(${`{${ids.join(",")}}`}::int[]) as id` }),
  );
  return rows.map(toRoundtable);
}

/** GET /api/user/participations: the viewer's roundtables, each with their own participation. */
export async function listViewerParticipations(db: DbOrTx, viewerId: number) {
  const rows = await queryNamed<RoundtableRowSql>(
    db,
    selectRoundtablesSql({
      viewerId,
      ids: sql`select mine.roundtable_id as id from participations mine where mine.user_id = ${viewerId}`,
      viewerParticipatesOnly: true,
      orderBy: sql`me.joined_at desc, me.id desc`,
    }),
  );
  return rows.map((row) => ({
    id: row.my_participation_id!,
    roundtableId: row.id,
    status: row.my_status!,
    joinedAt: iso(row.my_joined_at)!,
    roundtable: toRoundtable(row),
  }));
}
