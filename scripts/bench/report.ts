/** The bench's report: a table per database on the terminal, and every figure as JSON in one file. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchArgs, CONNECTIONS, DURATION, type TargetKind } from "./args";
import type { CpuPerRequest } from "./cpu";
import type { Row, Rss } from "./measure";

export type TargetResult = { kind: TargetKind; rows: Row[]; rss: Rss; listeningMs: number; demo: string };

export function printTable(result: TargetResult) {
  const pct = (part: number, whole: number | undefined) => (whole ? `${((part / whole) * 100).toFixed(0)} %` : "n/a");
  console.log(`\n${result.kind === "server" ? "PostgreSQL server" : "embedded PostgreSQL"}: ${CONNECTIONS} connections, ${DURATION} s each; listening ${(result.listeningMs / 1000).toFixed(1)} s after start; ${result.rss.processes > 1 ? `${result.rss.processes - 1} app processes and their primary, together` : "one process,"} RSS ${result.rss.start.toFixed(0)} MB at start, ${result.rss.max.toFixed(0)} MB at most, ${result.rss.end.toFixed(0)} MB at the end${result.rss.processes > 1 ? `; the largest process ${result.rss.largestProcess.toFixed(0)} MB at most` : ""}`);
  // On the embedded database the app's CPU holds the database's (PGlite runs in the app's process).
  const cpuHeader = result.kind === "server" ? "app CPU µs | database CPU µs" : "app CPU µs (with PGlite) | database CPU µs";
  console.log(`| read | req/s | p50 ms | p99 ms | ${cpuHeader} | floor req/s (p99) | API / floor | ceiling req/s | API / ceiling |`);
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const row of result.rows) {
    if (!row.api) {
      console.log(`| ${row.name} | ${row.note} |||||||||`);
      continue;
    }
    const floor = row.floor ? `${row.floor.requestsPerSecond.toFixed(0)} (${row.floor.p99.toFixed(0)})` : "n/a";
    console.log(
      `| ${row.name} | ${row.api.requestsPerSecond.toFixed(0)} | ${row.api.p50} | ${row.api.p99} | ${row.cpu ? cpuCells(row.cpu) : "n/a | n/a"} | ${floor} | ${pct(row.api.requestsPerSecond, row.floor?.requestsPerSecond)} | ${row.ceiling?.requestsPerSecond.toFixed(0)} | ${pct(row.api.requestsPerSecond, row.ceiling?.requestsPerSecond)} |`,
    );
  }
}

/** The app's and the database's CPU time per request, in microseconds ("n/a" where the database's can't be read). */
export const cpuCells = (cpu: CpuPerRequest) => `${cpu.appUs.toFixed(0)} | ${cpu.databaseUs === undefined ? "n/a" : cpu.databaseUs.toFixed(0)}`;

/** Writes the results so far, with the date and the machine, to the --out file (created with its folder). */
export function writeResults(results: TargetResult[]) {
  const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, loadAverage: os.loadavg() };
  fs.mkdirSync(path.dirname(benchArgs.out), { recursive: true });
  fs.writeFileSync(benchArgs.out, JSON.stringify({ date: new Date().toISOString(), machine, connections: CONNECTIONS, durationSeconds: DURATION, results }, null, 2));
  console.log(`\nFigures written to ${path.relative(process.cwd(), benchArgs.out)}; machine: ${machine.cpus} cores (${machine.cpuModel}), load average ${machine.loadAverage.map((n) => n.toFixed(1)).join(" ")}`);
}
