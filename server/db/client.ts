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

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  | { pglite: PGlite };

// Timestamps without time zone (the session table's `expire`) are UTC by convention.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (value) => new Date(`${value.replace(" ", "T")}Z`));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
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
  });
  pool.on("error", () => {});
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

export async function openEmbeddedDataDir(dir: string): Promise<PGlite> {
  await fs.mkdir(dir, { recursive: true });
  const { PGlite, pg_trgm } = await loadPglite();
  return PGlite.create(dir, { extensions: { pg_trgm } });
}

/** An embedded database loaded from a dump (tests start each file from a migrated template). */
export async function openEmbeddedFromDump(dump: Blob): Promise<PGlite> {
  const { PGlite, pg_trgm } = await loadPglite();
  return PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
}
