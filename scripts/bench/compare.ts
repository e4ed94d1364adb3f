/**
 * npm run bench -- --against DIR: this checkout against another one (DIR: a checkout of other
 * code, built, with its node_modules), read by read in turn. Two whole runs minutes apart meet a
 * machine whose speed drifts, so they can't show a 10 % change; here each read is run on one app
 * and then the other, the order swapped every round, and the medians are compared.
 *
 * Each checkout gets a scratch database of its own, filled by its own demo script (schemas
 * differ between versions), and its own production build started on it. Besides req/s it prints
 * the CPU time each app spent per request, its processes and, on the PostgreSQL server when it
 * runs on this machine, the database's: CPU time is far steadier than throughput on a busy machine.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DURATION, isSelected, PORT, ROUNDS, type TargetKind } from "./args";
import { cannon, processTree } from "./measure";
import { prepareScenarios, type Scenario } from "./scenarios";
import { createScratch, fillDemoSociety, startServer, stopServer, type Scratch } from "./scratch";

type Side = { label: string; scratch: Scratch; base: string; pid: number; headers: Record<string, string>; reads: Scenario[]; stop: () => Promise<void> };
type Sample = { requestsPerSecond: number; appCpuUs: number; databaseCpuUs: number };

const CLOCK_TICKS = 100; // /proc/<pid>/stat counts CPU time in these (USER_HZ)

/** CPU seconds used so far by each of `pids` (utime + stime); a process gone meanwhile is left out. */
function cpuSeconds(pids: number[]): Map<number, number> {
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

const sumSince = (before: Map<number, number>, after: Map<number, number>) => [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

/** The PostgreSQL server's processes on this machine (none when it runs elsewhere or embedded). */
function databaseProcesses(kind: TargetKind): number[] {
  if (kind !== "server") return [];
  try {
    return execFileSync("pgrep", ["-x", "postgres"], { encoding: "utf8" }).trim().split("\n").filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function startSide(kind: TargetKind, label: string, checkout: string, port: number, name: string): Promise<Side> {
  const scratch = await createScratch(kind, { checkout, port, name, generousLimits: true });
  const { email } = fillDemoSociety(scratch);
  const { server, base } = await startServer(scratch);
  const { cast, scenarios } = await prepareScenarios(base, email);
  // Reads only: a write run on one app and not the other would leave the two databases different.
  const reads = scenarios.filter((item) => !item.requests && !item.slow && (item.method ?? "GET") === "GET" && isSelected(item.name));
  return { label, scratch, base, pid: server.pid!, headers: cast.headers, reads, stop: () => stopServer(server) };
}

async function measure(side: Side, read: Scenario, kind: TargetKind): Promise<Sample> {
  const url = `${side.base}${read.path}`;
  await cannon({ url, headers: side.headers, duration: 1 }); // warm, unrecorded
  const app = processTree(side.pid);
  const database = databaseProcesses(kind);
  const [appBefore, databaseBefore] = [cpuSeconds(app), cpuSeconds(database)];
  const result = await cannon({ url, headers: side.headers });
  const requests = Math.max(1, result.requestsPerSecond * DURATION);
  return {
    requestsPerSecond: result.requestsPerSecond,
    appCpuUs: (sumSince(appBefore, cpuSeconds(app)) * 1e6) / requests,
    databaseCpuUs: (sumSince(databaseBefore, cpuSeconds(databaseProcesses(kind))) * 1e6) / requests,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function compareCheckouts(kind: TargetKind, thisCheckout: string, otherCheckout: string) {
  const sides = [
    await startSide(kind, "this checkout", thisCheckout, PORT, "ec_bench"),
    await startSide(kind, path.basename(otherCheckout), otherCheckout, PORT + 1, "ec_bench_against"),
  ];
  const samples = new Map<string, Sample[][]>();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const read of sides[0]!.reads) {
        const other = sides[1]!.reads.find((item) => item.name === read.name);
        if (!other) continue;
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        const pair = samples.get(read.name) ?? [[], []];
        for (const index of order) pair[index]!.push(await measure(sides[index]!, index === 0 ? read : other, kind));
        samples.set(read.name, pair);
        console.log(`round ${round + 1}/${ROUNDS} ${read.name}: ${pair.map((list) => list.at(-1)!.requestsPerSecond.toFixed(0)).join(" / ")} req/s`);
      }
    }
  } finally {
    for (const side of sides) {
      await side.stop();
      await side.scratch.cleanup();
    }
  }
  return { labels: sides.map((side) => side.label), samples };
}

/**
 * One line per read: the medians of each side and, as the ratio, the median of the rounds' own
 * ratios (each round's two runs are a minute apart, so their ratio is what drifts least).
 */
export function printComparison(kind: TargetKind, { labels, samples }: Awaited<ReturnType<typeof compareCheckouts>>) {
  console.log(`\n${kind === "server" ? "PostgreSQL server" : "embedded PostgreSQL"}, ${ROUNDS} rounds, medians; CPU µs per request: app + database`);
  console.log(`| read | ${labels[0]} req/s | ${labels[1]} req/s | ratio | ${labels[0]} CPU µs | ${labels[1]} CPU µs | ratio |`);
  console.log("|---|---|---|---|---|---|---|");
  const percent = (value: number) => `${(value * 100).toFixed(0)} %`;
  for (const [name, [mine, theirs]] of samples) {
    const pairs = mine!.map((sample, round) => [sample, theirs![round]!] as const);
    const throughput = median(pairs.map(([a, b]) => a.requestsPerSecond / b.requestsPerSecond));
    const cpu = median(pairs.map(([a, b]) => (a.appCpuUs + a.databaseCpuUs) / (b.appCpuUs + b.databaseCpuUs)));
    const rps = (list: Sample[]) => median(list.map((sample) => sample.requestsPerSecond)).toFixed(0);
    const cpuCell = (list: Sample[]) => `${median(list.map((sample) => sample.appCpuUs)).toFixed(0)} + ${median(list.map((sample) => sample.databaseCpuUs)).toFixed(0)}`;
    console.log(`| ${name} | ${rps(mine!)} | ${rps(theirs!)} | ${percent(throughput)} | ${cpuCell(mine!)} | ${cpuCell(theirs!)} | ${percent(cpu)} |`);
  }
}
