/**
 * What picks a list's rows: the filters of GET /api/roundtables (docs/product.md, "Lists and
 * filters"), the orders, the page (by ids first where the order allows it), the total, and the
 * ids the filters let through (the rankings read them as a set).
 */
import { sql, type SQL } from "drizzle-orm";
import type { RoundtableListQuery } from "@shared/validators/roundtables";
import type { DbOrTx } from "../../db/client";
import { queryNamed } from "../../db/named-query";
import { containsPattern, words } from "../../lib/search-text";
import { bestMatchFirst, bestMatchIds, matchRankedCte } from "../../matching";

/** How a page is picked, as the reference lists' statement takes it. */
export type ListPage = {
  /**
   * The ids of the rows to build, picked first from roundtables alone (filters, order, limit):
   * the full rows (counts, chapters, match score and reasons) are then built for those ids only,
   * so a deep page or a ranking costs an index walk, not the per-row work of every row before it.
   */
  ids?: SQL;
  /** Extra CTEs the ids query reads (after the member's match CTEs). */
  ctes?: SQL;
  where?: SQL;
  limit?: number;
  offset?: number;
};

export const NEWEST = sql`r.created_at desc, r.id desc`;

/** The filters of GET /api/roundtables (docs/product.md, "Lists and filters"), over the alias `r`. */
export function listConditions(filters: RoundtableListQuery, search: { organizerName?: boolean } = {}): SQL | undefined {
  const conditions: SQL[] = [];
  // The routes always name the convention (the current one unless the query names another).
  if (filters.conventionId !== undefined) conditions.push(sql`r.convention_id = ${filters.conventionId}::int`);
  for (const word of words(filters.query ?? "")) {
    const pattern = containsPattern(word);
    // Staff review also finds a proposal by its organizer's name (docs/product.md, "Program review").
    const byOrganizer = search.organizerName
      ? sql` or r.organizer_id = any(array(select qo.id from users qo where lower(qo.first_name || ' ' || qo.last_name) like ${pattern}))`
      : sql``;
    // The text (its trigram index), or a seat held by a member of a chapter whose name matches:
    // those few roundtables are read once into an array, not looked up for every roundtable.
    conditions.push(sql`(r.search_text like ${pattern} or r.id = any(array(
      select qp.roundtable_id from chapters qc join users qu on qu.chapter_id = qc.id join participations qp on qp.user_id = qu.id
      where qp.status = 'joined' and lower(qc.name) like ${pattern}))${byOrganizer})`);
  }
  if (filters.tag) {
    // ec_lower_words(tags) is indexed (server/db/functions/ec_lower_words.sql).
    conditions.push(sql`ec_lower_words(r.tags) @> array[lower(${filters.tag})]::text[]`);
  }
  if (filters.chapterId !== undefined) {
    conditions.push(sql`exists (select 1 from roundtable_seats cs where cs.roundtable_id = r.id and ${filters.chapterId}::int = any(cs.chapter_ids))`);
  }
  if (filters.region !== undefined) {
    // A seated member from the region: the seat summary's chapters against the region's few chapters.
    conditions.push(sql`exists (select 1 from roundtable_seats rs where rs.roundtable_id = r.id
      and rs.chapter_ids && array(select rc.id from chapters rc where rc.region = ${filters.region}::region))`);
  }
  if (filters.userType === "advisor") conditions.push(sql`r.target_audience = 'advisors'`);
  if (filters.userType === "student") conditions.push(sql`r.target_audience = 'students'`);
  if (filters.programStatus) conditions.push(sql`r.program_status = ${filters.programStatus}`);
  if (filters.sessionId !== undefined) conditions.push(sql`r.session_id = ${filters.sessionId}`);
  if (filters.day) {
    // A placed roundtable's scheduled_date is its session's start; the day runs midnight to midnight
    // in the listed convention's own zone, read once for the statement (so the index on the date
    // still serves), or, for a list over every convention, each roundtable's own.
    const timeZone =
      filters.conventionId !== undefined
        ? sql`(select lc.time_zone from conventions lc where lc.id = ${filters.conventionId}::int)`
        : sql`(select lc.time_zone from conventions lc where lc.id = r.convention_id)`;
    conditions.push(sql`r.program_status = 'placed'
      and r.scheduled_date >= (${filters.day}::date)::timestamp at time zone ${timeZone}
      and r.scheduled_date < ((${filters.day}::date + 1)::timestamp at time zone ${timeZone})`);
  }
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined;
}

/** The orders a list can take. */
export const LIST_ORDERS = {
  newest: NEWEST,
  // The member's best matches first (docs/matching.md).
  match: bestMatchFirst,
  // The program's order: by session start, then room; proposals after, newest first.
  time: sql`s.starts_at asc nulls last, room.position asc nulls last, r.created_at desc, r.id desc`,
  // Staff review: the most wanted proposals first (joined, then waitlisted, then chapters).
  demand: sql`coalesce(stats.participant_count, 0) desc, coalesce(stats.waitlist_count, 0) desc,
    coalesce(cardinality(stats.chapter_ids), 0) desc, r.created_at asc, r.id asc`,
} as const;
export type ListOrder = keyof typeof LIST_ORDERS;

/**
 * A page size written into the statement: with `limit $1` PostgreSQL's generic plan assumes a
 * tenth of the table and loses to a custom plan, so the list was planned afresh on every request,
 * most of its time. Page sizes are few (validated, 1 to 100), so each gets its prepared statement.
 */
export function pageSize(limit: number): SQL {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`Not a page size: ${limit}`);
  return sql.raw(String(limit));
}

/** How a list's page is picked: by ids first where the order allows it, else over every row. */
export function pageOf(order: ListOrder, viewerId: number, where: SQL | undefined, { limit: rows, offset }: { limit: number; offset: number }): ListPage {
  const limit = pageSize(rows);
  const filtered = where ? sql`where ${where}` : sql``;
  switch (order) {
    case "newest":
      return { ids: sql`select r.id from roundtables r ${filtered} order by ${NEWEST} limit ${limit} offset ${offset}` };
    case "match":
      return { ctes: matchRankedCte(viewerId), ids: bestMatchIds(where, limit, offset) };
    case "time":
      return {
        ids: sql`select r.id from roundtables r
          left join program_sessions s on s.id = r.session_id
          left join program_rooms room on room.id = r.room_id
          ${filtered}
          order by ${LIST_ORDERS.time} limit ${limit} offset ${offset}`,
      };
    // Staff review ranks by counts of every proposal; it is one page of a few hundred.
    case "demand":
      return { where, limit: rows, offset };
  }
}

/** The list's total: without filters the kept count (migration 0006), not a walk over every roundtable. */
export function listCount(where: SQL | undefined): SQL {
  return where
    ? sql`select count(*)::int as total from roundtables r where ${where}`
    : sql`select coalesce((select total from roundtable_count), (select count(*)::int from roundtables)) as total`;
}

/** The ids of every roundtable `where` (listConditions) lets through, in no order. */
export async function readIdsWhere(db: DbOrTx, where: SQL): Promise<number[]> {
  const [row] = await queryNamed<{ ids: number[] }>(db, sql`select coalesce(array_agg(r.id), '{}') as ids from roundtables r where ${where}`);
  return row!.ids;
}
