/**
 * npm run bench -- --against DIR: this checkout against another one (DIR: a checkout of other
 * code, built, with its node_modules), read by read in turn. Two whole runs minutes apart meet a
 * machine whose speed drifts, so they can't show a 10 % change; here each read is run on one app
 * and then the other, the order swapped every round, and the medians are compared.
 *
 * Each checkout gets a scratch database of its own, filled by its own demo script (schemas
 * differ between versions), and its own production build started on it. Besides req/s it prints
 * the CPU time each app spent per request, its processes and, on the PostgreSQL server when it
 * runs on this machine, its database's backends (cpu.ts): CPU time is far steadier than
 * throughput on a busy machine.
 */
import path from "node:path";
import { benchArgs, isSelected, PORT, ROUNDS, type TargetKind } from "./args";
import { cpuPerRequest } from "./cpu";
import { cannon } from "./measure";
import { prepareScenarios, type Scenario } from "./scenarios";
import { createScratch, fillDemoSociety, startServer, stopServer, type Scratch } from "./scratch";

/** A running app: its scratch database, its address, its server process and the signed-in member's headers. */
export type App = { scratch: Scratch; base: string; pid: number; headers: Record<string, string> };
type Side = App & { label: string; reads: Scenario[]; stop: () => Promise<void> };
/** One read's run on one side: its throughput and its CPU time per request. */
export type Sample = { requestsPerSecond: number; appCpuUs: number; databaseCpuUs: number };
/** Each read's samples, by name: the first side's, the second's, a sample a round. */
export type Comparison = { labels: string[]; samples: Map<string, Sample[][]> };

/** The reads a comparison runs: --only's, GET, not slow by design (a write run on one side and not the other would leave the two databases different). */
export const comparedReads = (scenarios: Scenario[]) => scenarios.filter((item) => !item.requests && !item.slow && (item.method ?? "GET") === "GET" && isSelected(item.name));

/** One side of a comparison: a checkout, with the past convention's own roundtables when given (db:demo's --past-roundtables). */
export type SideSpec = { label: string; checkout: string; pastRoundtables?: string };

async function startSide(kind: TargetKind, spec: SideSpec, port: number, name: string): Promise<Side> {
  const scratch = await createScratch(kind, { checkout: spec.checkout, port, name, generousLimits: true });
  const { email } = fillDemoSociety(scratch, spec.pastRoundtables);
  const { server, base } = await startServer(scratch);
  const { cast, scenarios } = await prepareScenarios(base, email);
  // Reads only: a write run on one app and not the other would leave the two databases different.
  const reads = scenarios.filter((item) => !item.requests && !item.slow && (item.method ?? "GET") === "GET" && isSelected(item.name));
  return { label: spec.label, scratch, base, pid: server.pid!, headers: cast.headers, reads, stop: () => stopServer(server) };
}

/** One read on one app (`pid`, its server process), warm: its req/s and CPU time per request. */
export async function measure(side: App, read: Scenario): Promise<Sample> {
  const url = `${side.base}${read.path}`;
  await cannon({ url, headers: side.headers, duration: 1 }); // warm, unrecorded
  const { result, cpu } = await cpuPerRequest(side.pid, side.scratch.env.DATABASE_URL, () => cannon({ url, headers: side.headers }), (answered) => answered.requests);
  return { requestsPerSecond: result.requestsPerSecond, appCpuUs: cpu.appUs, databaseCpuUs: cpu.databaseUs ?? 0 };
}

/** The middle value, or the mean of the two middle ones for an even count (of two rounds, not the larger one). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function compareCheckouts(kind: TargetKind, thisCheckout: string, otherCheckout: string) {
  return compareSides(kind, [
    { label: "this checkout", checkout: thisCheckout, pastRoundtables: benchArgs.pastRoundtables },
    { label: path.basename(otherCheckout), checkout: otherCheckout, pastRoundtables: benchArgs.pastRoundtables },
  ]);
}

/** Two apps, each on a scratch database of its own (the second on the next port), read by read in turn. */
export async function compareSides(kind: TargetKind, specs: [SideSpec, SideSpec]): Promise<Comparison> {
  const sides = [await startSide(kind, specs[0], PORT, "ec_bench"), await startSide(kind, specs[1], PORT + 1, "ec_bench_against")];
  const samples = new Map<string, Sample[][]>();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const read of sides[0]!.reads) {
        const other = sides[1]!.reads.find((item) => item.name === read.name);
        if (!other) continue;
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        const pair = samples.get(read.name) ?? [[], []];
        for (const index of order) pair[index]!.push(await measure(sides[index]!, index === 0 ? read : other));
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
export function printComparison(kind: TargetKind, { labels, samples }: Comparison) {
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
