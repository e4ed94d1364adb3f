/**
 * What the bench measures for each row: the API under autocannon, the floor (the row's SQL
 * straight against the database, floor.ts), the ceiling (a bare Node server sending the same
 * bytes, ceiling-server.mjs), and the resident memory of the server's processes.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { CONNECTIONS, DURATION, PASSWORD, SLOW_DURATION } from "./args";
import type { CpuPerRequest } from "./cpu";
import { drive, floorQueries, type Measured } from "./floor";
import type { Cast, Scenario } from "./scenarios";

export type Row = { name: string; api?: Measured & { non2xx: number }; cpu?: CpuPerRequest; floor?: Measured; ceiling?: Measured; note?: string; bytes?: number };

/** The first answer to each row's request, replayed by the ceiling: "METHOD path" (or "METHOD *"), content type and body. */
export type Captured = Record<string, { type: string; body: string }>;

export async function cannon(options: autocannon.Options): Promise<Measured & { non2xx: number; requests: number }> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** Longer, with a longer timeout, for the rows slow by design. */
export const slowly = (scenario: Scenario) => (scenario.slow ? { duration: SLOW_DURATION, timeout: 120 } : {});

/**
 * Measures rows' floors on `database` (the login's floor needs the member's stored hash, read
 * once); a row without SQL of its own has none.
 */
export async function floorsOn(database: Database, cast: Cast, scenarios: Scenario[]) {
  const hash = (await database.db.execute<{ password_hash: string }>(sql`select password_hash from users where id = ${cast.userId}`)).rows[0]!.password_hash;
  return async (row: Row): Promise<Measured | undefined> => {
    const work = floorQueries(row.name, {
      db: database.db,
      userId: cast.userId,
      sid: cast.sid,
      roundtableId: cast.oneId,
      passwordHash: hash,
      password: PASSWORD,
      ownSeats: cast.ownSeats,
      memberSeats: cast.memberSeats,
    });
    return work && drive(work, CONNECTIONS, scenarios.find((item) => item.name === row.name)?.slow ? SLOW_DURATION : DURATION);
  };
}

/** The ceiling: the same bytes from a bare Node server in its own process, for every row measured. */
export async function measureCeilings(rows: Row[], scenarios: Scenario[], captured: Captured): Promise<void> {
  const capturedFile = path.join(os.tmpdir(), `ec-bench-bodies-${process.pid}.json`);
  fs.writeFileSync(capturedFile, JSON.stringify(captured));
  const ceiling = spawn(process.execPath, [path.join(import.meta.dirname, "ceiling-server.mjs"), capturedFile], { stdio: ["ignore", "pipe", "inherit"] });
  const ceilingPort = await new Promise<string>((resolve) => ceiling.stdout!.once("data", (data: Buffer) => resolve(data.toString().trim())));
  for (const row of rows) {
    if (!row.api) continue;
    const scenario = scenarios.find((item) => item.name === row.name)!;
    const method = scenario.method ?? "GET";
    const ceilingPath = scenario.requests ? "/any" : scenario.path;
    row.ceiling = await cannon({ url: `http://127.0.0.1:${ceilingPort}${ceilingPath}`, method, body: scenario.body, headers: { "content-type": "application/json" } });
  }
  ceiling.kill();
  fs.rmSync(capturedFile, { force: true });
}

export type Rss = { start: number; max: number; end: number; largestProcess: number; processes: number };

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The server's process and its children (a cluster's app processes). */
export function processTree(pid: number): number[] {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  return [pid, ...children.flatMap((child) => processTree(child))];
}

function sampleRss(pid: number, rss: Rss): number {
  const each = processTree(pid).map((member) => {
    try {
      return rssMb(member);
    } catch {
      return 0; // exited between the listing and the read
    }
  });
  const total = each.reduce((sum, mb) => sum + mb, 0);
  rss.max = Math.max(rss.max, total);
  rss.largestProcess = Math.max(rss.largestProcess, ...each);
  rss.processes = Math.max(rss.processes, each.length);
  return total;
}

/** Samples the RSS of `pid` and its children every 250 ms until `stop`, which takes the last sample. */
export function sampleRssOf(pid: number): { rss: Rss; stop: () => void } {
  const rss: Rss = { start: 0, max: 0, end: 0, largestProcess: 0, processes: 0 };
  rss.start = sampleRss(pid, rss);
  const sampler = setInterval(() => sampleRss(pid, rss), 250);
  return {
    rss,
    stop: () => {
      clearInterval(sampler);
      rss.end = sampleRss(pid, rss);
    },
  };
}
