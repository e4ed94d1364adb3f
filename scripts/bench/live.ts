/**
 * npm run bench -- --live [--streams 100] [--processes 2] [--duration 30]: live updates under load,
 * on the PostgreSQL server. The demo society, the production build as a cluster of `--processes`
 * app processes behind one port, `--streams` members each with GET /api/events open (the cluster
 * spreads them over the processes; the first signs in, the others' sessions are copied in the
 * session store), and a seat taken every 100 ms on a different roundtable,
 * written straight in SQL. It prints how long each seat change took from its commit to each
 * stream (p50, p99), how many deliveries were lost, and the RSS of the app's processes. With
 * --reads, then the bench's reads on the same cluster with the streams open and with none
 * (live-reads.ts). A measurement, not a test; docs/performance.md says how to read it.
 */
import type { Pool } from "pg";
import { benchArgs, DURATION, PORT, ROOT } from "./args";
import { printComparison } from "./compare";
import { EVERY_MS, freeTables, liveCast, type LiveCast } from "./live-cast";
import { printStreamsSummary, readsBesideStreams } from "./live-reads";
import { sampleRssOf } from "./measure";
import { createScratch, fillDemoSociety, openScratch, startServer, stopServer } from "./scratch";

/** How long the streams must stay quiet after the last change before a delivery not yet there counts as lost. */
const GRACE_MS = 5_000;

/** `endedEarly`: the server closed the stream before the bench did (a reader too slow for its buffer's bound is dropped). */
type Stream = { received: Map<number, number>; close: () => void; endedEarly: () => boolean };

/** Stream opens answered 503 and tried again. */
let opensRetried = 0;

/** A stream that notes when each roundtable's seats event first arrives. */
async function openStream(base: string, cookie: string): Promise<Stream> {
  const controller = new AbortController();
  let response = await fetch(`${base}/api/events`, { headers: { Cookie: cookie, Accept: "text/event-stream" }, signal: controller.signal });
  // As a browser's EventSource does: a 503 (the database slow to answer on a busy machine) is tried again after its Retry-After.
  for (let tries = 0; response.status === 503 && tries < 10; tries += 1) {
    opensRetried += 1;
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get("Retry-After") ?? 1) * 1000));
    response = await fetch(`${base}/api/events`, { headers: { Cookie: cookie, Accept: "text/event-stream" }, signal: controller.signal });
  }
  if (response.status !== 200 || !response.body) throw new Error(`GET /api/events: ${response.status}`);
  const received = new Map<number, number>();
  let endedEarly = false;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          endedEarly = !controller.signal.aborted;
          return;
        }
        const now = performance.now();
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: seats\ndata: (.*)$/m.exec(block)?.[1];
          if (!data) continue;
          const id = (JSON.parse(data) as { roundtableId: number }).roundtableId;
          if (!received.has(id)) received.set(id, now);
        }
      }
    } catch {
      // Closed at the end by the bench, or cut by the server.
      endedEarly = !controller.signal.aborted;
    }
  })();
  return { received, close: () => controller.abort(), endedEarly: () => endedEarly };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/**
 * The live scenario on a running cluster: `--streams` streams open, a seat taken every
 * EVERY_MS for the duration, then each delivery's time from commit to stream, and what was lost.
 */
async function measureDeliveries(base: string, serverPid: number, pool: Pool, { cookies, writerId }: LiveCast): Promise<void> {
  const tables = await freeTables(pool, writerId, Math.floor((DURATION * 1000) / EVERY_MS));
  // In groups: 2,000 opened in one instant queue past the pool's connect timeout (DB_CONNECT_TIMEOUT_MS) on a busy machine, and answer 503.
  const streams: Stream[] = [];
  for (let index = 0; index < cookies.length; index += 100) {
    streams.push(...(await Promise.all(cookies.slice(index, index + 100).map((cookie) => openStream(base, cookie)))));
  }
  const memory = sampleRssOf(serverPid);
  console.log(`live: ${streams.length} streams open; a seat every ${EVERY_MS} ms on ${tables.length} roundtables`);

  const committed = new Map<number, number>();
  const startedAt = performance.now();
  for (const [index, table] of tables.entries()) {
    const due = startedAt + index * EVERY_MS;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const sent = performance.now();
    await pool.query("insert into participations (roundtable_id, user_id) values ($1, $2)", [table, writerId]);
    // The commit lies between the statement's sending and its answer: its midpoint.
    committed.set(table, (sent + performance.now()) / 2);
  }
  // Late is not lost: wait until nothing more arrives for GRACE_MS (at most a minute).
  const receivedCount = () => streams.reduce((sum, stream) => sum + stream.received.size, 0);
  const waitingSince = performance.now();
  for (let before = -1; receivedCount() !== before && performance.now() - waitingSince < 60_000; ) {
    before = receivedCount();
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
  }
  memory.stop();

  const latencies: number[] = [];
  let lost = 0;
  const endedEarly = streams.filter((stream) => stream.endedEarly()).length;
  for (const stream of streams) {
    for (const [id, at] of committed) {
      const receivedAt = stream.received.get(id);
      if (receivedAt === undefined) lost += 1;
      else latencies.push(Math.max(0, receivedAt - at));
    }
    stream.close();
  }
  latencies.sort((a, b) => a - b);
  const rss = memory.rss;
  console.log(
    [
      `live on the PostgreSQL server, ${rss.processes - 1} app processes, ${streams.length} streams, ${committed.size} seat changes:`,
      `  commit to receipt: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms`,
      `  deliveries lost: ${lost} of ${committed.size * streams.length}; streams the server ended before the bench did: ${endedEarly}; opens answered 503 and tried again: ${opensRetried}`,
      `  RSS: ${rss.max.toFixed(0)} MB at most for all, ${rss.largestProcess.toFixed(0)} MB the largest process (start ${rss.start.toFixed(0)} MB, end ${rss.end.toFixed(0)} MB)`,
    ].join("\n"),
  );
}

export async function benchLive(): Promise<void> {
  // With --reads the rate limits stay on, set far above the bench's pace, as --against has them.
  const scratch = await createScratch("server", { checkout: ROOT, port: PORT, name: PORT === 5106 ? "ec_bench_live" : `ec_bench_live_${PORT}`, generousLimits: benchArgs.reads });
  scratch.spawnEnv.WEB_CONCURRENCY = benchArgs.processes ?? "2";
  try {
    const { email } = fillDemoSociety(scratch);
    const { server, base } = await startServer(scratch);
    const database = await openScratch("server", scratch);
    try {
      const cast = await liveCast(base, database.pool, scratch.env.SESSION_SECRET!, benchArgs.streams);
      await measureDeliveries(base, server.pid!, database.pool, cast);
      if (benchArgs.reads) {
        const readsBeside = await readsBesideStreams({ scratch, base, pid: server.pid! }, database.pool, email, cast);
        printComparison("server", readsBeside);
        printStreamsSummary(readsBeside);
      }
    } finally {
      await database.close();
      await stopServer(server);
    }
  } finally {
    await scratch.cleanup();
  }
}
