/**
 * Every roundtable's side of the match score (its words, seats, chapters seated, audience,
 * session), kept in this process's memory so a member's ranking over the whole society is worked
 * out in the app: the roundtables sharing a word with the member come from an index of words, and
 * each is scored by match-score.ts, the same rule the SQL follows.
 *
 * Kept current without reading everything again: each roundtables and roundtable_seats row carries
 * the transaction that last wrote it (server/db/functions/ec_stamp_changed_xid.sql), and each
 * refresh notes its snapshot's xmin. Every transaction below that xmin had ended when the refresh
 * looked, so the next one re-reads only rows stamped at or above it (a few rows after a join). A
 * deletion shows as a count that no longer adds up, and then the ids are read once. Like the
 * cached list pages (cache/versioned-cache.ts), the catalog is labelled with the roundtables' data
 * version it was refreshed for, and a request refreshes it only when its own version is newer.
 */
import { TARGET_AUDIENCES } from "@shared/constants";
import type { DbOrTx } from "../db/client";
import { BestFirst, type CatalogEntry } from "./best-first";
import { readChangesSince, readRoundtableIds, type ChangedRowSql } from "./match-catalog.storage";
import { audienceFits, clashesWithSeat, ownsMatch, placesTenths, scoreFromFacts, seatsLeftFrom, type MatchViewer } from "./match-score";
import { SlotFacts } from "./slot-facts";

/** An entry and its place in the catalog's arrays (reused once its roundtable is gone). */
type Slotted = CatalogEntry & { slot: number };

export type RankingOptions = {
  /** How many of the best to return, sorted. */
  want: number;
  /** Only this convention's roundtables (read from the slots, no set of ids needed). */
  conventionId?: number;
  allowed?: ReadonlySet<number>;
  keep?: (entry: CatalogEntry, score: number) => boolean;
};

/** The slots' arrays start this long and double as roundtables come (the tests' society outgrows it). */
const FIRST_SLOTS = 64;

export function createMatchCatalog(db: DbOrTx) {
  const entries = new Map<number, Slotted>();
  const bySlot: Array<Slotted | undefined> = [];
  const freeSlots: number[] = [];
  /** Each word, the slots of the roundtables it occurs in and what it is worth in each (in tenths). */
  const byTerm = new Map<string, Map<number, number>>();
  /** Each chapter, the slots of the roundtables it has a seat in. */
  const byChapter = new Map<number, Set<number>>();
  /** Each slot's topic sum while one ranking is worked out (all zero between rankings). */
  let topics = new Int32Array(FIRST_SLOTS);
  /** 1 for the slots where the member's chapter is seated, while one ranking is worked out. */
  let seatedHere = new Uint8Array(FIRST_SLOTS);
  const facts = new SlotFacts(FIRST_SLOTS);
  /** Every roundtable's id, newest first; undefined when a roundtable came or went since it was sorted. */
  let newestFirst: number[] | undefined;
  let since = 0;
  let version = -1;
  let wanted = -1;
  let running: Promise<void> | undefined;
  /** Rows read since the catalog was made (how much a refresh costs shows in it). */
  let rowsRead = 0;

  function unindex(entry: Slotted) {
    for (const term of Object.keys(entry.match.terms)) {
      const slots = byTerm.get(term);
      slots?.delete(entry.slot);
      if (slots?.size === 0) byTerm.delete(term);
    }
    for (const chapterId of entry.match.seatedChapterIds) {
      const slots = byChapter.get(chapterId);
      slots?.delete(entry.slot);
      if (slots?.size === 0) byChapter.delete(chapterId);
    }
  }

  function remove(id: number) {
    const entry = entries.get(id);
    if (!entry) return;
    unindex(entry);
    entries.delete(id);
    bySlot[entry.slot] = undefined;
    freeSlots.push(entry.slot);
    newestFirst = undefined;
  }

  function put(row: ChangedRowSql) {
    const known = entries.get(row.id);
    if (known) unindex(known);
    const slot = known?.slot ?? freeSlots.pop() ?? bySlot.length;
    const { programStatus, createdUs, conventionId, ...match } = row;
    const entry: Slotted = { match, createdUs, programStatus, slot };
    entries.set(row.id, entry);
    bySlot[slot] = entry;
    if (slot >= topics.length) {
      topics = new Int32Array(topics.length * 2);
      seatedHere = new Uint8Array(topics.length);
      facts.grow(topics.length);
    }
    facts.set(slot, match, conventionId);
    for (const [term, places] of Object.entries(row.terms)) {
      let worth = byTerm.get(term);
      if (!worth) byTerm.set(term, (worth = new Map()));
      worth.set(slot, placesTenths(places));
    }
    for (const chapterId of match.seatedChapterIds) {
      let slots = byChapter.get(chapterId);
      if (!slots) byChapter.set(chapterId, (slots = new Set()));
      slots.add(slot);
    }
    // An edit keeps the roundtable's place in the newest-first order; only a new one moves it.
    if (!known) newestFirst = undefined;
  }

  async function refresh(label: number) {
    const { xmin, total, changed } = await readChangesSince(db, since);
    rowsRead += changed.length;
    for (const row of changed) put(row);
    if (entries.size !== total) {
      // Some were deleted: keep the ones that are still there (a newer one comes with the next refresh).
      const present = new Set(await readRoundtableIds(db));
      for (const id of [...entries.keys()]) if (!present.has(id)) remove(id);
    }
    since = xmin;
    version = Math.max(version, label);
  }

  /** Brings the catalog to `atLeast` or later; refreshes run one at a time and serve every request waiting. */
  async function ensure(atLeast: number) {
    wanted = Math.max(wanted, atLeast);
    while (version < atLeast) {
      if (!running) {
        // Every request waiting read its version before this refresh starts: it may carry the newest.
        running = refresh(wanted).finally(() => {
          running = undefined;
        });
      }
      await running;
    }
  }

  function sortedNewestFirst(): number[] {
    newestFirst ??= [...entries.values()]
      .sort((a, b) => b.createdUs - a.createdUs || b.match.id - a.match.id)
      .map((entry) => entry.match.id);
    return newestFirst;
  }

  return {
    /**
     * The member's best `want` roundtables as of data version `atLeast` or later, best first, among
     * those whose score is above 0 (only those sharing a word with the member can be), `allowed`
     * lets through and `keep` accepts; with how many there are in all, and every roundtable's id
     * newest first and their number, as of the same refresh. Only the best `want` are sorted.
     */
    async ranking(viewer: MatchViewer, atLeast: number, options: RankingOptions) {
      await ensure(atLeast);
      const { allowed, keep, want, conventionId: onlyConvention } = options;
      // The topic sums straight from the index, into the slots' array (synchronous, so no other
      // ranking shares it meanwhile): no roundtable's words are looked through.
      const touched: number[] = [];
      const add = (tenths: number, slot: number) => {
        if (topics[slot] === 0) touched.push(slot);
        topics[slot] = topics[slot]! + tenths;
      };
      for (const term of viewer.terms) byTerm.get(term)?.forEach(add);
      const ownChapter = byChapter.get(viewer.chapterId);
      ownChapter?.forEach((slot) => (seatedHere[slot] = 1));
      // match-score.ts's matchScoreOf, read from the slots' arrays.
      const fits = TARGET_AUDIENCES.map((audience) => audienceFits(audience, viewer.userType));
      const { organizerId, roundtableId, conventionId, audience, sessionId, maxParticipants, participantCount } = facts;
      const best = new BestFirst(want);
      let count = 0;
      for (const slot of touched) {
        const tenths = topics[slot]!;
        topics[slot] = 0;
        const id = roundtableId[slot]!;
        if (onlyConvention !== undefined && conventionId[slot] !== onlyConvention) continue;
        if (allowed && !allowed.has(id)) continue;
        if (tenths === 0 || ownsMatch(viewer, id, organizerId[slot]!) || !fits[audience[slot]!]) continue;
        const session = sessionId[slot]!;
        if (session !== 0 && clashesWithSeat(viewer, session, id)) continue;
        const max = maxParticipants[slot]!;
        const score = scoreFromFacts(tenths, seatedHere[slot] === 0, seatsLeftFrom(max, participantCount[slot]!), max);
        if (score <= 0) continue;
        const entry = bySlot[slot]!;
        if (keep && !keep(entry, score)) continue;
        count += 1;
        best.offer(entry, score);
      }
      ownChapter?.forEach((slot) => (seatedHere[slot] = 0));
      return { top: best.result(), count, newestFirst: sortedNewestFirst(), size: entries.size };
    },

    get rowsRead() {
      return rowsRead;
    },
  };
}
