/**
 * CPU time per request: what the app's processes and the database's spent while a read ran,
 * divided by the requests answered. Far steadier than throughput on a shared machine, whose speed
 * drifts by a third within minutes (docs/performance.md).
 *
 * The app is the server's process and its children (a cluster's app processes). The database is
 * the PostgreSQL backends connected to the bench's own database (found by their process titles),
 * when the server runs on this machine: other databases' work on the same server (tests running beside
 * the bench) is left out. On the embedded database the app's figure holds PGlite's work too.
 */
import fs from "node:fs";
import { processTree } from "./measure";

const CLOCK_TICKS = 100; // /proc/<pid>/stat counts CPU time in these (USER_HZ)

/** CPU seconds used so far by each of `pids` (utime + stime); a process gone meanwhile is left out. */
export function cpuSeconds(pids: number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      used.set(pid, (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS);
    } catch {
      /* exited between the listing and the read */
    }
  }
  return used;
}

/** Seconds used between two readings; a process that appeared in between counts from zero (it started meanwhile). */
export const cpuSince = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

const LOCAL_HOSTS = new Set(["", "localhost", "127.0.0.1", "[::1]", "::1"]);

/** Whether DATABASE_URL names a server on this machine (its backends' pids are then ours to read). */
export function isLocalDatabase(databaseUrl: string): boolean {
  const url = new URL(databaseUrl);
  const socket = url.searchParams.get("host");
  return LOCAL_HOSTS.has(url.hostname) || (socket !== null && socket.startsWith("/"));
}

/**
 * The backends of the database `databaseUrl` names: PostgreSQL titles each backend process
 * "postgres: [cluster: ]user database client state", so they are found in /proc without taking a
 * connection (a busy server may have none to spare). Empty for a database on another machine.
 */
export function databaseBackends(databaseUrl: string | undefined): number[] {
  if (!databaseUrl || !isLocalDatabase(databaseUrl)) return [];
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const pids: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let title: string;
    try {
      title = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8");
    } catch {
      continue; // exited meanwhile
    }
    const words = /^postgres: (?:\S+: )?\S+ (\S+) /.exec(title);
    if (words?.[1] === database) pids.push(Number(entry));
  }
  return pids;
}

export type CpuPerRequest = {
  /** Microseconds of the app's processes per request answered. */
  appUs: number;
  /** Microseconds of the database's backends per request; undefined where they can't be read (embedded, or another machine). */
  databaseUs?: number;
};

/**
 * Runs `work` (a load run answering some number of requests) and returns the CPU time the app
 * (`serverPid` and its children) and the database's backends spent per request meanwhile.
 * Backends opened during the run count whole; one closed during it is lost (the pools keep theirs).
 */
export async function cpuPerRequest<T>(serverPid: number, databaseUrl: string | undefined, work: () => Promise<T>, requestsOf: (result: T) => number): Promise<{ result: T; cpu: CpuPerRequest }> {
  const app = processTree(serverPid);
  const local = databaseUrl !== undefined && databaseUrl !== "" && isLocalDatabase(databaseUrl);
  const appBefore = cpuSeconds(app);
  const databaseBefore = cpuSeconds(databaseBackends(databaseUrl));
  const result = await work();
  const appAfter = cpuSeconds(processTree(serverPid));
  const databaseAfter = cpuSeconds(databaseBackends(databaseUrl));
  const requests = Math.max(1, requestsOf(result));
  return {
    result,
    cpu: {
      appUs: (cpuSince(appBefore, appAfter) * 1e6) / requests,
      databaseUs: local ? (cpuSince(databaseBefore, databaseAfter) * 1e6) / requests : undefined,
    },
  };
}
