/**
 * One start at a time per PostgreSQL server database. Hosts behind a load balancer (or a script
 * run during a deploy) may start together; two of them migrating an empty database at once fail
 * on PostgreSQL's catalog ("duplicate key value violates unique constraint
 * pg_namespace_nspname_index"), and two seeding it at once would both find it empty. A session
 * advisory lock, held on its own connection while the migrations and first seeds run, makes the
 * later starts wait and then find the work done. The embedded database belongs to one process
 * (its folder lock), so it needs none.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { Logger } from "../lib/logger";
import type { Database } from "./client";

/** The lock's key: any number no other part of the app locks ("EC" and "start" in ASCII). */
export const START_LOCK_KEY = 0x4543_7374_6172_74n;

/** Polled rather than waited on, so a long migration elsewhere is never cut by statement_timeout. */
const POLL_MS = 250;

export async function withStartLock<T>(database: Database, logger: Logger, work: () => Promise<T>): Promise<T> {
  if (database.kind === "embedded") return work();
  const client = await database.pool.connect();
  // A lock that could not be let go ends with its connection: the pool destroys it rather than
  // hand a lock holder to someone else.
  let unlockFailure: Error | undefined;
  try {
    let waiting = false;
    for (;;) {
      const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [START_LOCK_KEY.toString()]);
      if (rows[0]?.locked) break;
      if (!waiting) logger.warn("another app process or script is migrating this database; waiting until it is done");
      waiting = true;
      await sleep(POLL_MS);
    }
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [START_LOCK_KEY.toString()]).catch((error: Error) => (unlockFailure = error));
    }
  } finally {
    client.release(unlockFailure);
  }
}
