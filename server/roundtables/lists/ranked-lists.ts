/**
 * The ranking: the member's own orders, worked out in the app, browse by best match (with any
 * filters) and the recommended roundtables. The ranking comes from the match catalog (matching's
 * createMatchCatalog), the filters from one cached set of ids per filters and data version, and
 * the page's rows and the member's facts from the cache (cached-lists.ts), put together exactly as
 * the reference lists (reference-lists.storage.ts) would answer; ranked-lists.test.ts compares the two.
 */
import type { RoundtableListQuery } from "@shared/validators/roundtables";
import { createVersionedCache } from "../../cache/versioned-cache";
import type { AppContext } from "../../context";
import { createMatchCatalog, MATCH_THRESHOLDS, seatsLeftOf, type RankedRoundtable } from "../../matching";
import { pageJsonForViewer } from "./cached-json";
import type { CachedLists } from "./cached-lists";
import { listConditions, readIdsWhere } from "./list-filters.storage";
import { listRecommendedRoundtables, listRoundtables } from "./reference-lists.storage";
import type { ViewerFacts } from "./viewer-facts.storage";

// A set of ids per filters: at most 5,000 numbers, mostly far fewer.
const MAX_FILTER_SETS = 100;

/**
 * The page at `offset`: the ranked roundtables first (`top` holds the best offset + limit, or all
 * `count` of them), then every other one the filters let through (their score is 0), newest
 * first, as bestMatchIds orders them.
 */
function pageOfRanking(
  { top, count, newestFirst }: { top: readonly RankedRoundtable[]; count: number; newestFirst: readonly number[] },
  allowed: ReadonlySet<number> | undefined,
  { offset, limit }: { offset: number; limit: number },
): number[] {
  const page = top.slice(offset, offset + limit).map((item) => item.entry.match.id);
  if (page.length === limit || offset + limit <= count) return page;
  const rankedIds = new Set(top.map((item) => item.entry.match.id));
  let skip = Math.max(offset - count, 0);
  for (const id of newestFirst) {
    if (page.length === limit) break;
    if (rankedIds.has(id) || (allowed && !allowed.has(id))) continue;
    if (skip > 0) skip -= 1;
    else page.push(id);
  }
  return page;
}

export type RankedLists = ReturnType<typeof createRankedLists>;

type Ranking = Awaited<ReturnType<ReturnType<typeof createMatchCatalog>["ranking"]>>;
/** A member's ranking for one set of filters, worked out at data version `version` for the best `want`. */
type KeptRanking = { filters: string; version: number; want: number; ranking: Ranking };

/** The filters alone (no order, no page), as a key: the filter sets and the kept rankings are by it. */
function filtersKey(filters: RoundtableListQuery): string {
  const { sort: _sort, limit: _limit, offset: _offset, ...only } = filters;
  return JSON.stringify(only);
}

export function createRankedLists({ db }: Pick<AppContext, "db">, shared: CachedLists) {
  const catalog = createMatchCatalog(db);
  const filterSets = createVersionedCache<ReadonlySet<number>>({ maxEntries: MAX_FILTER_SETS });
  // The member's last ranking, kept with their facts: a reload, a return to the list or the next
  // page reads it again, where ranking the society costs most of the read. Facts read anew (their
  // profile, their seats or the data changed: a newer version) start without one.
  const lastRanking = new WeakMap<ViewerFacts, KeptRanking>();

  async function rankingFor(viewer: ViewerFacts, filters: RoundtableListQuery, key: string, allowed: ReadonlySet<number> | undefined, version: number): Promise<Ranking> {
    const want = filters.offset + filters.limit;
    const kept = lastRanking.get(viewer);
    if (kept && kept.filters === key && kept.version >= version && kept.want >= want) return kept.ranking;
    const ranking = await catalog.ranking(viewer, version, { allowed, want });
    lastRanking.set(viewer, { filters: key, version, want, ranking });
    return ranking;
  }

  async function allowedBy(filters: RoundtableListQuery, key: string, version: number): Promise<ReadonlySet<number> | undefined> {
    const where = listConditions(filters);
    if (!where) return undefined;
    return filterSets.get(key, version, async () => new Set(await readIdsWhere(db, where)));
  }

  return {
    /** GET /api/roundtables?sort=match, as JSON, as of `version` (the roundtables' data version) or later. */
    async list(viewerId: number, filters: RoundtableListQuery, version: number): Promise<{ json: string; total: number }> {
      const key = filtersKey(filters);
      const [viewer, allowed] = await Promise.all([shared.viewerFacts(viewerId, version), allowedBy(filters, key, version)]);
      if (!viewer) {
        // A member deleted since their session was read: the reference list answers as before.
        const { items, total } = await listRoundtables(db, viewerId, filters, { order: "match" });
        return { json: JSON.stringify(items), total };
      }
      const ranking = await rankingFor(viewer, filters, key, allowed, version);
      const rows = await shared.rowsByIds(pageOfRanking(ranking, allowed, filters), version);
      const total = allowed ? allowed.size : ranking.size;
      return { json: pageJsonForViewer({ rows, total }, viewer), total };
    },

    /** GET /api/roundtables/recommended, as JSON: open roundtables the member may join and is not in, matching at least "medium". */
    async recommended(viewerId: number, limit: number, conventionId: number, version: number): Promise<string> {
      const viewer = await shared.viewerFacts(viewerId, version);
      if (!viewer) return JSON.stringify((await listRecommendedRoundtables(db, viewerId, limit)).filter((item) => item.conventionId === conventionId));
      const { top } = await catalog.ranking(viewer, version, {
        want: limit,
        // Another convention's roundtables are passed over before they are scored.
        conventionId,
        keep: (entry, score) =>
          score >= MATCH_THRESHOLDS.medium &&
          seatsLeftOf(entry.match) > 0 &&
          entry.programStatus !== "not_selected" &&
          !viewer.participations.has(entry.match.id),
      });
      const rows = await shared.rowsByIds(top.map((item) => item.entry.match.id), version);
      return pageJsonForViewer({ rows, total: rows.length }, viewer);
    },
  };
}
