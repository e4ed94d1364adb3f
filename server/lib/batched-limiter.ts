/**
 * The pieces of a rate limit that need no store: the limiter's shape, and a limiter that tallies
 * calls in memory and spends them in the store a batch at a time (server/lib/rate-limits.ts).
 */
import type { AppError } from "./app-error";

export type RateLimiter = {
  /** Spends one point for `key`; throws 429 when that was more than its allowance. Returns the points used so far. */
  consume(key: string): Promise<number>;
  reset(key: string): Promise<void>;
};

/** A limiter that writes to the store every `batch` calls per key (see LimiterOptions.batch). */
export function batched(
  batch: number,
  spend: (key: string, points: number) => Promise<number>,
  refusal: (msBeforeNext: number) => AppError,
  forget: (key: string) => Promise<unknown>,
): RateLimiter {
  const unspent = new Map<string, number>();
  const refusedUntil = new Map<string, number>();
  return {
    async consume(rawKey) {
      const key = rawKey.toLowerCase();
      const until = refusedUntil.get(key);
      if (until !== undefined) {
        if (until > Date.now()) throw refusal(until - Date.now());
        refusedUntil.delete(key);
      }
      const tally = (unspent.get(key) ?? 0) + 1;
      if (tally < batch) {
        unspent.set(key, tally);
        return tally;
      }
      unspent.delete(key);
      // Not waited for: the page answers at once, and a refusal the store returns holds from the
      // member's next page on (in this process; the others learn it at their next write).
      void spend(key, tally).catch((error: unknown) => {
        const refusedTill = (error as { until?: number }).until;
        // Any other failure leaves the count short by one batch: the page itself reports an unreachable database.
        if (refusedTill !== undefined) refusedUntil.set(key, refusedTill);
      });
      return tally;
    },
    async reset(rawKey) {
      const key = rawKey.toLowerCase();
      unspent.delete(key);
      refusedUntil.delete(key);
      await forget(key);
    },
  };
}
