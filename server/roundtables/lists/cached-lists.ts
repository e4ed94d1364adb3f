/**
 * The cache: the roundtable lists whose pages are the same for every member (newest first,
 * program order), served from this process's memory. A shared page (cached-rows.storage.ts) is read once
 * per roundtables' data version and filters, a member's own facts (viewer-facts.storage.ts) once per
 * version, and each answer puts the two together (cached-json.ts); one roundtable's details are
 * its shared row and the member's facts. Any write a list shows (a seat, an edit, a profile, the
 * program) moves the version at commit, in every process at once (cache/data-versions.ts). The
 * rankings by match (ranked-lists.ts) read the same members' facts and shared rows from here.
 * cached-lists.test.ts holds every answer equal to the reference lists' (reference-lists.storage.ts).
 */
import type { RoundtableListQuery } from "@shared/validators/roundtables";
import { createVersionedCache } from "../../cache/versioned-cache";
import type { AppContext } from "../../context";
import { participationsJsonForViewer, pageJsonForViewer, rowJsonForViewer } from "./cached-json";
import { readSharedPage, readSharedRows, type SharedOrder, type SharedPage, type SharedRow } from "./cached-rows.storage";
import { findRoundtable, listRoundtables, listViewerParticipations } from "./reference-lists.storage";
import { readViewerFacts, type ViewerFacts } from "./viewer-facts.storage";

// A page of 24 is some tens of kilobytes (its JSON text and the rows' match words), so 100 pages
// stay within a few megabytes. The pages read often are few (first pages, common filters).
const MAX_PAGES = 100;
// A member's facts are a kilobyte or two.
const MAX_VIEWERS = 2_000;
// Single rows, for pages picked by a ranking: a few kilobytes each.
const MAX_ROWS = 2_000;

export type CachedLists = ReturnType<typeof createCachedLists>;

export function createCachedLists({ db }: Pick<AppContext, "db">) {
  const pages = createVersionedCache<SharedPage>({ maxEntries: MAX_PAGES });
  const viewers = createVersionedCache<ViewerFacts | undefined>({ maxEntries: MAX_VIEWERS });
  const rows = createVersionedCache<SharedRow>({ maxEntries: MAX_ROWS });

  const viewerFacts = (viewerId: number, version: number) => viewers.get(String(viewerId), version, () => readViewerFacts(db, viewerId));

  /** These roundtables' shared rows as of `version` or later, in the order asked (one gone is left out). */
  async function rowsByIds(ids: readonly number[], version: number): Promise<SharedRow[]> {
    const found = new Map<number, SharedRow>();
    const missing: number[] = [];
    for (const id of ids) {
      const row = rows.peek(String(id), version);
      if (row) found.set(id, row);
      else missing.push(id);
    }
    for (const row of await readSharedRows(db, missing)) {
      rows.put(String(row.match.id), version, row);
      found.set(row.match.id, row);
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  return {
    /** One page for the viewer as JSON, as of `version` (the roundtables' data version) or later. */
    async list(viewerId: number, filters: RoundtableListQuery, order: SharedOrder, version: number): Promise<{ json: string; total: number }> {
      // The parsed query's keys come in the schema's order, so equal queries give equal keys.
      const key = JSON.stringify([order, filters]);
      const [page, viewer] = await Promise.all([
        pages.get(key, version, () => readSharedPage(db, filters, order)),
        viewerFacts(viewerId, version),
      ]);
      // A member deleted since their session was read: the reference list answers as before.
      if (!viewer) {
        const { items, total } = await listRoundtables(db, viewerId, filters, { order });
        return { json: JSON.stringify(items), total };
      }
      return { json: pageJsonForViewer(page, viewer), total: page.total };
    },

    /** GET /api/user/participations as JSON for one convention, as of `version` or later. */
    async participations(viewerId: number, conventionId: number, version: number): Promise<string> {
      const viewer = await viewerFacts(viewerId, version);
      if (!viewer) return JSON.stringify((await listViewerParticipations(db, viewerId)).filter((item) => item.roundtable.conventionId === conventionId));
      const rows = await rowsByIds(viewer.participationList.map((mine) => mine.roundtableId), version);
      return participationsJsonForViewer(rows.filter((row) => row.conventionId === conventionId), viewer);
    },

    /** GET /api/roundtables/{id} as JSON, as of `version` or later; undefined: no such roundtable. */
    async one(viewerId: number, id: number, version: number): Promise<string | undefined> {
      const viewer = await viewerFacts(viewerId, version);
      if (!viewer) {
        const item = await findRoundtable(db, viewerId, id);
        return item && JSON.stringify(item);
      }
      const [row] = await rowsByIds([id], version);
      return row && rowJsonForViewer(row, viewer);
    },

    /** The member's facts as of `version` or later; undefined: no such member. */
    viewerFacts,

    rowsByIds,
  };
}
