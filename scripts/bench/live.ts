/**
 * npm run bench -- --live [--streams 100] [--processes 2] [--duration 30]: live updates under load,
 * on the PostgreSQL server. The demo society, the production build as a cluster of `--processes`
 * app processes behind one port, `--streams` members each with GET /api/events open (the cluster
 * spreads them over the processes), and a seat taken every 100 ms on a different roundtable,
 * written straight in SQL. It prints how long each seat change took from its commit to each
 * stream (p50, p99), how many deliveries were lost, and the RSS of the app's processes. A
 * measurement, not a test; docs/performance.md says how to read it.
 */
import { benchArgs, DURATION, PASSWORD, PORT, ROOT } from "./args";
import { sampleRssOf } from "./measure";
import { createScratch, fillDemoSociety, openScratch, startServer, stopServer } from "./scratch";

const EVERY_MS = 100;
/** How long after the last change a delivery may still arrive before it counts as lost. */
const GRACE_MS = 5_000;

type Stream = { received: Map<number, number>; close: () => void };

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json", Origin: base }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!response.ok) throw new Error(`signing ${email} in: ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

/** A stream that notes when each roundtable's seats event first arrives. */
async function openStream(base: string, cookie: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, { headers: { Cookie: cookie, Accept: "text/event-stream" }, signal: controller.signal });
  if (response.status !== 200 || !response.body) throw new Error(`GET /api/events: ${response.status}`);
  const received = new Map<number, number>();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
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
      // closed at the end
    }
  })();
  return { received, close: () => controller.abort() };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

export async function benchLive(): Promise<void> {
  const streamCount = benchArgs.streams;
  const scratch = await createScratch("server", { checkout: ROOT, port: PORT, name: "ec_bench_live" });
  scratch.spawnEnv.WEB_CONCURRENCY = benchArgs.processes ?? "2";
  try {
    fillDemoSociety(scratch);
    const { server, base } = await startServer(scratch);
    const database = await openScratch("server", scratch);
    try {
      const { rows: members } = await database.pool.query<{ email: string }>(
        "select email from users where email_confirmed and membership_status = 'approved' order by id limit $1",
        [streamCount + 1],
      );
      const writer = await database.pool.query<{ id: number }>("select id from users where email = $1", [members.at(-1)!.email]);
      const writerId = writer.rows[0]!.id;
      const changes = Math.floor((DURATION * 1000) / EVERY_MS);
      const { rows: tables } = await database.pool.query<{ id: number }>(
        `select r.id from roundtables r left join roundtable_seats s on s.roundtable_id = r.id
         where coalesce(s.participant_count, 0) < r.max_participants
           and not exists (select 1 from participations p where p.roundtable_id = r.id and p.user_id = $1)
         order by r.id limit $2`,
        [writerId, changes],
      );
      console.log(`live: signing ${streamCount} members in (bcrypt, a while)...`);
      const cookies: string[] = [];
      for (let index = 0; index < streamCount; index += 8) {
        cookies.push(...(await Promise.all(members.slice(index, Math.min(index + 8, streamCount)).map((member) => signIn(base, member.email)))));
      }
      const streams = await Promise.all(cookies.map((cookie) => openStream(base, cookie)));
      const memory = sampleRssOf(server.pid!);
      console.log(`live: ${streams.length} streams open; a seat every ${EVERY_MS} ms on ${tables.length} roundtables`);

      const committed = new Map<number, number>();
      const startedAt = performance.now();
      for (const [index, table] of tables.entries()) {
        const due = startedAt + index * EVERY_MS;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        const sent = performance.now();
        await database.pool.query("insert into participations (roundtable_id, user_id) values ($1, $2)", [table.id, writerId]);
        // The commit lies between the statement's sending and its answer: its midpoint.
        committed.set(table.id, (sent + performance.now()) / 2);
      }
      await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
      memory.stop();

      const latencies: number[] = [];
      let lost = 0;
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
          `  deliveries lost: ${lost} of ${committed.size * streams.length}`,
          `  RSS: ${rss.max.toFixed(0)} MB at most for all, ${rss.largestProcess.toFixed(0)} MB the largest process (start ${rss.start.toFixed(0)} MB, end ${rss.end.toFixed(0)} MB)`,
        ].join("\n"),
      );
    } finally {
      await database.close();
      await stopServer(server);
    }
  } finally {
    await scratch.cleanup();
  }
}
