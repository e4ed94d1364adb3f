/**
 * Password hashing and checking take turns, as many at once as libuv's thread pool runs (bcrypt
 * works there). Handed to bcrypt all at once, a burst would queue inside the pool, where a job
 * can't be dropped: every login whose member gave up (reloaded the page to try again, or closed
 * the tab) would still spend its bcrypt work on a core, so a crowd that retries makes the wait longer
 * for everybody. Queued here instead, a job whose caller has gone by its turn is skipped.
 */
import { CallerGoneError } from "../lib/caller-gone-error";

/** Whether the request that asked for the work still waits for its answer. */
export type StillWanted = () => boolean;

// libuv sizes its pool from this variable itself; it is read here only to match it (not app settings, env.ts).
export const THREAD_POOL_WIDTH = Number(process.env.UV_THREADPOOL_SIZE) || 4;

export function createPasswordTurns(width = THREAD_POOL_WIDTH) {
  let running = 0;
  const waiting: Array<() => void> = [];

  function acquire(): Promise<void> {
    if (running < width) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    // The slot passes straight to the next in line, so `running` counts it still.
    if (next) next();
    else running -= 1;
  }

  return {
    /** Runs `work` in its turn, or throws CallerGoneError without running it if its caller has gone. */
    async run<T>(work: () => Promise<T>, stillWanted?: StillWanted): Promise<T> {
      await acquire();
      try {
        if (stillWanted && !stillWanted()) throw new CallerGoneError("a password check");
        return await work();
      } finally {
        release();
      }
    },
    /** Jobs running and waiting, for tests and diagnostics. */
    load: () => ({ running, waiting: waiting.length }),
  };
}
