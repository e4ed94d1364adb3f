/**
 * Hears the ids the database announces on ec_live_events (NOTIFY, at each writing commit).
 *
 * On a PostgreSQL server: one dedicated connection of its own, outside the pool, because LISTEN
 * belongs to a session and a pooled connection changes hands. It must be a direct connection
 * (docs/reliability.md, "Live updates"). When it drops, it reconnects with a growing pause and
 * says so, so the hub reads what was written meanwhile.
 *
 * Embedded: PGlite has one session, shared by every socket connection, and a notification comes
 * back on the connection that committed. All the app's statements go through its pool's one
 * connection, so that connection listens, and every connection the pool opens after it does too.
 */
import pg from "pg";
import type { Database } from "../db/client";
import type { Logger } from "../lib/logger";

export const LIVE_CHANNEL = "ec_live_events";

export type EventListener = {
  /** Resolves once LISTEN is in place (a stream reads its starting point only after). */
  ready: Promise<void>;
  stop(): Promise<void>;
};

export type ListenerHandlers = {
  onId(id: number): void;
  /** The connection came back after a loss: notifications in between were not heard. */
  onReconnect(): void;
};

export function startListening(database: Pick<Database, "kind" | "pool">, logger: Logger, handlers: ListenerHandlers): EventListener {
  return database.kind === "embedded" ? listenOnPool(database.pool, handlers) : listenOnOwnConnection(database.pool, logger, handlers);
}

const idOf = (message: pg.Notification) => (message.channel === LIVE_CHANNEL ? Number(message.payload) : NaN);

function listenOnPool(pool: pg.Pool, handlers: ListenerHandlers): EventListener {
  const attached = new WeakSet<pg.Client | pg.PoolClient>();
  const onNotification = (message: pg.Notification) => {
    const id = idOf(message);
    if (Number.isSafeInteger(id)) handlers.onId(id);
  };
  const attach = (client: pg.PoolClient) => {
    if (attached.has(client)) return;
    attached.add(client);
    client.on("notification", onNotification);
    client.query(`LISTEN ${LIVE_CHANNEL}`).catch(() => {});
  };
  pool.on("connect", attach);
  const ready = pool.connect().then(async (client) => {
    try {
      attached.add(client);
      client.on("notification", onNotification);
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } finally {
      client.release();
    }
  });
  return {
    ready,
    async stop() {
      pool.off("connect", attach);
      await ready.catch(() => {});
      // The connections stay the pool's; they just stop passing notifications on.
      const client = await pool.connect().catch(() => undefined);
      client?.off("notification", onNotification);
      client?.release();
    },
  };
}

function listenOnOwnConnection(pool: pg.Pool, logger: Logger, handlers: ListenerHandlers): EventListener {
  const { connectionString, host, port, user, password, database, ssl, connectionTimeoutMillis } = pool.options;
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let pauseMs = 250;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const connect = async (again: boolean) => {
    const next = new pg.Client({ connectionString, host, port, user, password, database, ssl, connectionTimeoutMillis, keepAlive: true });
    client = next;
    next.on("notification", (message) => {
      const id = idOf(message);
      if (Number.isSafeInteger(id)) handlers.onId(id);
    });
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      logger.warn({ err: error }, "live updates: LISTEN failed; trying again");
      lost(next);
      return;
    }
    if (stopped) return void next.end().catch(() => {});
    pauseMs = 250;
    markReady();
    if (again) handlers.onReconnect();
  };
  const lost = (which: pg.Client) => {
    if (which !== client || stopped) return;
    client = undefined;
    which.end().catch(() => {});
    retryTimer = setTimeout(() => void connect(true), pauseMs);
    retryTimer.unref();
    pauseMs = Math.min(pauseMs * 2, 10_000);
  };
  void connect(false);
  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      markReady();
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
