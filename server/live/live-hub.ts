/**
 * This process's open streams and the one listener that feeds them (docs/architecture.md, "Live
 * updates"). The listener runs while a stream is open: the first stream starts it, and it stops a
 * while after the last one closes. Each announced id is read from the events table (ids heard
 * together are read in one query, one query at a time) and sent to the streams it is for.
 */
import type { Request, Response } from "express";
import type { Database } from "../db/client";
import { AppError } from "../lib/app-error";
import type { Logger } from "../lib/logger";
import { startListening, type EventListener } from "./event-listener";
import { EventStream, formatEvents } from "./event-stream";
import { newestEventId, readEventsAfter, readEventsById, readMissedEvents, type LiveEvent } from "./live-events.storage";

/** A member's open streams (tabs, devices) at most; a new one closes their oldest. */
export const MAX_STREAMS_PER_MEMBER = 5;
/** A comment line this often keeps proxies from closing a quiet stream (they often allow 30-60 s). */
export const HEARTBEAT_MS = 25_000;
/** How long the listener stays after the last stream closes: a page that reloads finds it ready. */
const LISTENER_LINGER_MS = 30_000;
/**
 * Writing to the streams may take this share of the process's time at most: events heard within
 * (the last flush's cost / this share) of it wait and go together in one write per stream. A
 * handful of streams cost well under a millisecond, so their events go at once; ten seat changes
 * a second to a thousand streams would otherwise be ten thousand socket writes a second.
 */
export const DELIVERY_SHARE = 0.05;
/** However many streams, an event waits no longer than this for its flush. */
export const MAX_DELIVERY_WAIT_MS = 500;
/** How long a new stream waits for the listener before it is answered 503. */
const LISTEN_WAIT_MS = 5_000;

export type LiveHub = {
  /** Answers a member's GET /api/events: the stream, after what they missed since `lastEventId`. */
  open(req: Request, res: Response, memberId: number, lastEventId: number | undefined): Promise<void>;
  /** How many streams are open in this process. */
  size(): number;
  /** Ends every stream and stops listening (a graceful stop must not wait on streams). */
  close(): Promise<void>;
};

export type LiveHubOptions = { heartbeatMs?: number; maxStreamsPerMember?: number; deliveryShare?: number; maxDeliveryWaitMs?: number };

export function createLiveHub(database: Pick<Database, "kind" | "pool">, logger: Logger, options: LiveHubOptions = {}): LiveHub {
  const { pool } = database;
  const maxPerMember = options.maxStreamsPerMember ?? MAX_STREAMS_PER_MEMBER;
  const { deliveryShare = DELIVERY_SHARE, maxDeliveryWaitMs = MAX_DELIVERY_WAIT_MS } = options;
  const byMember = new Map<number, EventStream[]>();
  let count = 0;
  let closing = false;
  let listener: EventListener | undefined;
  let lingerTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  // The newest id this process has passed on: after a lost connection, read on from there.
  let newestSeen = 0;
  let pending: number[] = [];
  let reading = false;
  let catchUp = false;

  /** Events read and not yet written; when the streams were last written to, and how long that took. */
  let queued: LiveEvent[] = [];
  let flushTimer: NodeJS.Timeout | undefined;
  let lastFlushAt = -Infinity;
  let lastFlushCost = 0;

  // Each stream gets one write per flush with every event it hears in order; members with events
  // of their own (the bell) get theirs woven in, the rest share one text.
  const flush = () => {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    const startedAt = (lastFlushAt = performance.now());
    const batch = queued;
    queued = [];
    const everyone = batch.filter((event) => event.memberId === null);
    const sharedText = everyone.length > 0 ? formatEvents(everyone) : "";
    const personal = new Set<number>();
    for (const event of batch) if (event.memberId !== null && byMember.has(event.memberId)) personal.add(event.memberId);
    // A send may close a stream (a reader too far behind), which changes its member's array: copy it.
    for (const [memberId, streams] of byMember) {
      if (personal.has(memberId)) continue;
      if (everyone.length > 0) for (const stream of [...streams]) stream.send(everyone, sharedText);
    }
    for (const memberId of personal) {
      const theirs = batch.filter((event) => event.memberId === null || event.memberId === memberId);
      const text = formatEvents(theirs);
      for (const stream of [...(byMember.get(memberId) ?? [])]) stream.send(theirs, text);
    }
    // The sockets write in ticks queued by the first write to each (Node corks a response's writes
    // until then): queued after them, this one counts their cost too.
    process.nextTick(() => (lastFlushCost = performance.now() - startedAt));
  };

  // The first event after a quiet spell goes at once; those that follow soon after a costly flush
  // wait for the next (DELIVERY_SHARE).
  const deliver = (events: LiveEvent[]) => {
    for (const event of events) newestSeen = Math.max(newestSeen, event.id);
    if (events.length === 0 || count === 0) return;
    queued.push(...events);
    if (flushTimer) return;
    const wait = lastFlushAt + Math.min(maxDeliveryWaitMs, lastFlushCost / deliveryShare) - performance.now();
    if (wait <= 0) flush();
    else flushTimer = setTimeout(flush, wait);
  };

  const readPending = async () => {
    if (reading) return;
    reading = true;
    try {
      while (pending.length > 0 || catchUp) {
        const ids = pending;
        pending = [];
        const wasCatchUp = catchUp;
        catchUp = false;
        try {
          deliver(wasCatchUp ? await readEventsAfter(pool, newestSeen) : await readEventsById(pool, ids));
        } catch (error) {
          // The database is away: these events are lost to the open streams, whose reconnects
          // replay them; a stream open now is told nothing wrong.
          logger.warn({ err: error }, "live updates: reading events failed");
        }
      }
    } finally {
      reading = false;
    }
  };

  const ensureListener = () => {
    clearTimeout(lingerTimer);
    lingerTimer = undefined;
    listener ??= startListening(database, logger, {
      onId(id) {
        pending.push(id);
        void readPending();
      },
      onReconnect() {
        catchUp = true;
        void readPending();
      },
    });
    heartbeat ??= setInterval(() => {
      for (const streams of byMember.values()) for (const stream of streams) stream.heartbeat();
    }, options.heartbeatMs ?? HEARTBEAT_MS).unref();
    return listener.ready;
  };

  /** Starts the listener if need be; false when it isn't listening within LISTEN_WAIT_MS. */
  const listening = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), LISTEN_WAIT_MS)));
    const outcome = await Promise.race([ensureListener().then(() => "ready" as const, () => "failed" as const), late]);
    clearTimeout(timer);
    // A listener that failed to start is dropped, so the next stream tries again.
    if (outcome === "failed" && count === 0) await stopListener();
    return outcome === "ready";
  };

  const stopListener = async () => {
    clearTimeout(lingerTimer);
    clearInterval(heartbeat);
    heartbeat = undefined;
    const stopping = listener;
    listener = undefined;
    await stopping?.stop();
  };

  const removed = (stream: EventStream) => {
    const streams = byMember.get(stream.memberId);
    const index = streams?.indexOf(stream) ?? -1;
    if (index < 0) return;
    streams!.splice(index, 1);
    if (streams!.length === 0) byMember.delete(stream.memberId);
    count -= 1;
    if (count === 0 && !closing) {
      lingerTimer = setTimeout(() => void stopListener(), LISTENER_LINGER_MS);
      lingerTimer.unref();
    }
  };

  return {
    async open(_req, res, memberId, lastEventId) {
      if (closing) throw new AppError(503, "The server is restarting. Please try again in a moment.", undefined, { "Retry-After": "2" }, "server_restarting");
      // Whatever commits once LISTEN is in place is heard; a database that can't be listened to
      // (yet) is a 503 the browser comes back from, not a request left hanging.
      if (!(await listening())) throw new AppError(503, "Live updates are not available right now. Please try again in a moment.", undefined, { "Retry-After": "5" }, "live_unavailable");
      const stream = new EventStream(memberId, res, removed);
      const streams = byMember.get(memberId) ?? [];
      byMember.set(memberId, streams);
      streams.push(stream);
      count += 1;
      // The oldest of a member's streams gives way: the tab they just opened always hears.
      while (streams.length > maxPerMember) streams[0]!.end("Live updates continue in a newer window.");
      // Events committing from here on are held by the stream until the missed ones are sent.
      const resumeAfter = lastEventId ?? (await newestEventId(pool));
      if (stream.closed) return;
      stream.open(resumeAfter);
      await stream.replay(lastEventId === undefined ? [] : await readMissedEvents(pool, lastEventId, memberId));
    },
    size: () => count,
    async close() {
      closing = true;
      clearTimeout(flushTimer);
      queued = [];
      for (const streams of [...byMember.values()]) for (const stream of [...streams]) stream.end();
      await stopListener();
    },
  };
}
