/** A member's ranking kept as it is offered roundtables: the best first, in the order the lists use. */
import type { ProgramStatus } from "@shared/constants";
import type { MatchRoundtable } from "./match-score";

export type CatalogEntry = {
  match: MatchRoundtable;
  /** created_at in microseconds since 1970, the list's tie-break after the score. */
  createdUs: number;
  programStatus: ProgramStatus;
};

export type RankedRoundtable = { entry: CatalogEntry; score: number };

/** Best match first, then newest first: the order of match.storage.ts's bestMatchFirst. */
function byBestMatch(a: RankedRoundtable, b: RankedRoundtable): number {
  return b.score - a.score || b.entry.createdUs - a.entry.createdUs || b.entry.match.id - a.entry.match.id;
}

/**
 * The best `size` of the roundtables offered, kept sorted: most offers lose to the worst kept in
 * one comparison, so a page of 24 out of 700 scored costs no sort of the 700. Past a few hundred
 * (a page far down the ranking) everything is kept and sorted once at the end.
 */
export class BestFirst {
  private readonly items: RankedRoundtable[] = [];
  private readonly insertSorted: boolean;
  constructor(private readonly size: number) {
    this.insertSorted = size <= 256;
  }

  offer(entry: CatalogEntry, score: number) {
    const { items, size } = this;
    const candidate = { entry, score };
    if (!this.insertSorted) {
      items.push(candidate);
      return;
    }
    if (items.length === size && (size === 0 || byBestMatch(candidate, items[size - 1]!) >= 0)) return;
    let low = 0;
    let high = items.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (byBestMatch(items[middle]!, candidate) <= 0) low = middle + 1;
      else high = middle;
    }
    items.splice(low, 0, candidate);
    if (items.length > size) items.pop();
  }

  result(): RankedRoundtable[] {
    return this.insertSorted ? this.items : this.items.sort(byBestMatch).slice(0, this.size);
  }
}
