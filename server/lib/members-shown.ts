/**
 * The harvesting limit counts rows, not requests (docs/security.md, "Rate limits"): every answer
 * that shows members (the directory, both user searches, suggestions, participant lists) spends one
 * point per member this account, and this address, had not been shown yet in the window. Each
 * process remembers whom it has shown to whom for the window, so a person reading the same pages
 * again spends nothing; across processes a member shown by two counts twice, which only errs on the
 * safe side. The points are spent in PostgreSQL (shared by every process) before the answer goes,
 * so no account is ever shown more distinct members than its allowance.
 */
import type { AppError } from "./app-error";

export type MembersShownLimit = {
  /** Spends a point per member in `memberIds` new to this reader and to this address; throws 429 past either allowance. */
  show(readerId: number, address: string, memberIds: Iterable<number>): Promise<void>;
};

/** Spends `points` for `key` in the shared store; rejects with a 429 AppError carrying `until` past the allowance. */
export type Spend = (key: string, points: number) => Promise<unknown>;

type Window = { endsAt: number; seen: Set<number>; refusedUntil: number };

export function createMembersShownLimit(options: {
  windowMs: number;
  perMember: Spend;
  perAddress: Spend;
  refusal: (msBeforeNext: number) => AppError;
}): MembersShownLimit {
  const windows = new Map<string, Window>();

  function windowOf(key: string, now: number): Window {
    let window = windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { endsAt: now + options.windowMs, seen: new Set(), refusedUntil: 0 };
      windows.set(key, window);
    }
    return window;
  }

  // Ended windows go, so the memory holds only the accounts and addresses of the last window.
  function forgetEnded(now: number) {
    if (windows.size < 1_000) return;
    for (const [key, window] of windows) if (window.endsAt <= now && window.refusedUntil <= now) windows.delete(key);
  }

  async function spend(key: string, spendIn: Spend, memberIds: number[], now: number) {
    const window = windowOf(key, now);
    if (window.refusedUntil > now) throw options.refusal(window.refusedUntil - now);
    const fresh = memberIds.filter((id) => !window.seen.has(id));
    if (fresh.length === 0) return;
    try {
      await spendIn(key, new Set(fresh).size);
    } catch (error) {
      const until = (error as { until?: number }).until;
      if (until !== undefined) window.refusedUntil = until;
      throw error;
    }
    for (const id of fresh) window.seen.add(id);
  }

  return {
    async show(readerId, address, memberIds) {
      const now = Date.now();
      forgetEnded(now);
      // The reader themselves is no harvest.
      const ids = [...memberIds].filter((id) => id !== readerId);
      await spend(`member:${readerId}`, options.perMember, ids, now);
      await spend(`address:${address}`, options.perAddress, ids, now);
    },
  };
}
