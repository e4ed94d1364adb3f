/**
 * The database: a PostgreSQL server through `pg` when DATABASE_URL is set, otherwise an embedded
 * PostgreSQL (PGlite) kept in DATA_DIR. The embedded one is served over a loopback socket so the
 * whole app (Drizzle, the session store, migrations) speaks to both through the same `pg` driver.
 */
import fs from "node:fs/promises";
import path from "node:path";
// PGlite is loaded only when the embedded database is used: a server start skips its cost.
import type { PGlite } from "@electric-sql/pglite";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "@shared/schema";
import { StartupError } from "../lib/startup-error";
import { createEmbeddedDatabase } from "./create-embedded";
import { lockEmbeddedDir } from "./embedded-lock";

export type Db = NodePgDatabase<typeof schema>;
/** What a storage function accepts: the database or an open transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  pool: pg.Pool;
  kind: "server" | "embedded";
  close(): Promise<void>;
};

/** How long the app waits for PostgreSQL before answering 503 (see DB_* in env.ts). */
export type DatabaseTimeouts = {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement: the server cancels it after this; the client gives up half a second later. */
  statementMs: number;
};

/** How long after the server's own statement timeout the client stops waiting for its answer. */
export const READ_TIMEOUT_MARGIN_MS = 500;

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 3_000, statementMs: 5_000 };

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number; timeouts?: DatabaseTimeouts }
  | { dataDir: string; timeouts?: DatabaseTimeouts }
  | { pglite: PGlite; timeouts?: DatabaseTimeouts };

// Timestamps without time zone (the session table's `expire`) are UTC by convention.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (value) => new Date(`${value.replace(" ", "T")}Z`));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: timeouts.connectMs,
      // The server cancels a slow statement; the client-side limit covers a server that no longer
      // answers at all (a network partition), where the server-side one never fires. Its margin
      // keeps the default answer within the documented 6 s (docs/reliability.md).
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + READ_TIMEOUT_MARGIN_MS,
      // The lists' estimated costs pass PostgreSQL's JIT threshold, and compiling them would cost
      // each request far more than the queries themselves, which run in milliseconds.
      options: "-c jit=off",
      keepAlive: true,
    });
    pool.on("connect", dropConnectionOnReadTimeout);
    pool.on("error", () => {
      /* an idle client lost its server; the pool replaces it */
    });
    return {
      db: drizzle(pool, { schema }),
      pool,
      kind: "server",
      close: () => pool.end(),
    };
  }

  const pgliteDir = "dataDir" in options ? path.join(options.dataDir, "pglite") : undefined;
  const unlock = pgliteDir ? await lockEmbeddedDir(pgliteDir) : async () => {};
  let pglite: PGlite;
  try {
    pglite = "pglite" in options ? options.pglite : await openEmbeddedDataDir(pgliteDir!);
  } catch (error) {
    await unlock();
    throw error;
  }
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  const socketServer = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port: 0, maxConnections: 4 });
  await socketServer.start();
  const [host, port] = socketServer.getServerConn().split(":");
  // PGlite runs one statement at a time and its socket multiplexer is only safe for one client,
  // so every query goes through one pooled connection and a transaction holds it until it ends.
  // (The socket server allows a few connections only so a replaced connection can reconnect
  // before the old one's slot is freed.)
  const pool = new pg.Pool({
    Client: FreshSessionClient,
    host,
    port: Number(port),
    user: "postgres",
    database: "postgres",
    max: 1,
    idleTimeoutMillis: 0,
    // Waiting for the one connection is bounded, so an overloaded embedded database answers 503
    // rather than queueing forever. No read timeout here: PGlite is in-process (it can't be
    // partitioned away), and dropping its socket mid-transaction would strand its one session.
    connectionTimeoutMillis: Math.max(timeouts.connectMs, timeouts.statementMs) * 2,
  });
  pool.on("error", () => {});
  // As for a server: a connection lost mid-transaction must not end the process.
  pool.on("connect", (client) => client.on("error", () => {}));
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: "embedded",
    async close() {
      await pool.end();
      await socketServer.stop();
      await pglite.close();
      await unlock();
    },
  };
}

/**
 * pg's read timeout answers the waiting query but leaves the connection busy with it, so the next
 * query on that connection (a transaction's ROLLBACK, or whoever gets it from the pool) would
 * queue behind a statement that may never be answered. Dropping the connection fails those at
 * once and makes the pool discard it.
 */
function dropConnectionOnReadTimeout(client: pg.PoolClient): void {
  // A connection lost while checked out (a transaction in progress) emits 'error' on the client,
  // and an unheard 'error' would end the process. The query in flight fails with it anyway, and
  // the pool discards the client when it is released.
  client.on("error", () => {});
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  const drop = (error: unknown) => {
    if (error instanceof Error && error.message === "Query read timeout") {
      (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    }
  };
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const callbackIndex = args.findIndex((arg) => typeof arg === "function");
    if (callbackIndex >= 0) {
      const callback = args[callbackIndex] as (error: unknown, result: unknown) => void;
      args[callbackIndex] = (error: unknown, result: unknown) => {
        drop(error);
        callback(error, result);
      };
      return original(...args);
    }
    const result = original(...args);
    if (result instanceof Promise) result.catch(drop);
    return result;
  };
}

/**
 * Every socket connection shares PGlite's one backend session, so statements a previous
 * connection prepared (rate-limiter-flexible names its own) are still there: a new connection
 * starts by dropping them, before the pool hands it out.
 */
class FreshSessionClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: (error: Error | null, client?: pg.Client) => void): void;
  override connect(callback?: (error: Error | null, client?: pg.Client) => void): Promise<pg.Client> | void {
    const ready = super.connect().then(async () => {
      await this.query("DEALLOCATE ALL");
      return this as pg.Client;
    });
    if (!callback) return ready;
    ready.then((client) => callback(null, client), callback);
  }
}

async function loadPglite() {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import("@electric-sql/pglite"), import("@electric-sql/pglite/contrib/pg_trgm")]);
  return { PGlite, pg_trgm };
}

/**
 * Opens the embedded database in `dir`, creating it only when the folder is missing or empty.
 * A folder that holds anything else (a damaged or half-copied database, someone's files) is
 * never initialised over: PGlite would quietly create a fresh, empty database there and every
 * member would be gone. The start stops instead, saying what to do.
 */
export async function openEmbeddedDataDir(dir: string): Promise<PGlite> {
  await fs.mkdir(dir, { recursive: true });
  const entries = await fs.readdir(dir);
  const hasDatabase = entries.includes("PG_VERSION");
  if (entries.length > 0 && !hasDatabase) {
    throw new StartupError(
      `The embedded database folder ${dir} is not empty but holds no database this app can open (PG_VERSION is missing): restore it from a backup, or move the folder aside to start with a new, empty database.`,
    );
  }
  if (!hasDatabase) await createEmbeddedDatabase(dir);
  const { PGlite, pg_trgm } = await loadPglite();
  try {
    const pglite = await PGlite.create(dir, { extensions: { pg_trgm }, postgresqlconf: EMBEDDED_SETTINGS });
    await pglite.query("select 1");
    return pglite;
  } catch (error) {
    if (!hasDatabase) throw error;
    throw new StartupError(
      `The embedded database in ${dir} can't be opened (${error instanceof Error ? error.message.split("\n")[0] : String(error)}): restore the folder from a backup, or move it aside to start with a new, empty database.`,
    );
  }
}

/**
 * PGlite's default buffer pool lives in the process's own memory, beside Node's, while the files
 * it caches are in the operating system's page cache anyway: a small pool keeps the app's memory
 * low with the lists as fast (docs/performance.md).
 */
const EMBEDDED_SETTINGS = ["shared_buffers=16MB"];

/** An embedded database loaded from a dump (tests start each file from a migrated template). */
export async function openEmbeddedFromDump(dump: Blob): Promise<PGlite> {
  const { PGlite, pg_trgm } = await loadPglite();
  return PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
}
