/**
 * npm run bench: the whole app under load (options in args.ts).
 *
 * Fills a scratch database with the demo society, starts the production build on it
 * (`npm start`'s node command) and drives it from this process with autocannon, signed in as a
 * demo member. For every read it prints req/s, p50 and p99 beside the floor (the same SQL run
 * straight against the database by as many callers) and the ceiling (a bare Node server sending
 * the same bytes), the CPU time the app and the database spent per request (cpu.ts), and the RSS
 * of the server's processes through the run. It is a measurement,
 * not a test. How to read the figures: docs/performance.md.
 */
import { execFileSync } from "node:child_process";
import { benchArgs, isSelected, ROOT, type TargetKind } from "./args";
import { compareCheckouts, compareSides, printComparison } from "./compare";
import { cpuPerRequest } from "./cpu";
import { benchLive } from "./live";
import { cannon, floorsOn, measureCeilings, sampleRssOf, slowly, type Captured, type Row } from "./measure";
import { printTable, writeResults, type TargetResult } from "./report";
import { prepareScenarios } from "./scenarios";
import { createScratch, fillDemoSociety, openScratch, startServer, stopServer } from "./scratch";

async function benchTarget(kind: TargetKind): Promise<TargetResult> {
  const scratch = await createScratch(kind);
  try {
    const { demo, email } = fillDemoSociety(scratch);
    const { server, base, listeningMs } = await startServer(scratch);
    const memory = sampleRssOf(server.pid!);
    const { cast, scenarios } = await prepareScenarios(base, email);
    const { headers } = cast;

    // A row's floor: its SQL straight against the database. On the server it runs right after the
    // row's API run, so both meet the machine as it was (its speed drifts over minutes); the
    // embedded database opens in one process only, so there the floors run once the app is stopped.
    const besideTheApp = kind === "server" ? await openScratch(kind, scratch) : undefined;
    const floorBesideTheApp = besideTheApp && (await floorsOn(besideTheApp, cast, scenarios));

    const rows: Row[] = [];
    const captured: Captured = {};
    for (const scenario of scenarios.filter((item) => isSelected(item.name))) {
      const probe = await fetch(`${base}${scenario.path}`, { method: scenario.method ?? "GET", headers, body: scenario.body });
      const bytes = Buffer.from(await probe.arrayBuffer());
      if (scenario.optional && !scenario.optional(probe.status, bytes.toString())) {
        rows.push({ name: scenario.name, note: `skipped: ${scenario.path} answers ${probe.status} without the feature (not built yet)` });
        console.log(`${kind} ${scenario.name}: skipped, not built yet`);
        continue;
      }
      captured[`${scenario.method ?? "GET"} ${scenario.requests ? "*" : scenario.path}`] = { type: probe.headers.get("content-type") ?? "application/json", body: bytes.toString("base64") };
      // A second unrecorded, so each read is measured warm (compiled handlers, its page cached);
      // not for the rows that write, where a run cut short would leave a seat taken.
      if (!scenario.requests && (scenario.method ?? "GET") === "GET") await cannon({ url: `${base}${scenario.path}`, headers, duration: 1 });
      const { result: api, cpu } = await cpuPerRequest(
        server.pid!,
        scratch.env.DATABASE_URL,
        () => cannon({ url: `${base}${scenario.path}`, method: scenario.method ?? "GET", headers, body: scenario.body, requests: scenario.requests, ...slowly(scenario) }),
        (result) => result.requests,
      );
      const row: Row = { name: scenario.name, api, cpu, bytes: bytes.length };
      rows.push(row);
      if (floorBesideTheApp) {
        // The app's answers to requests autocannon left unanswered at the end land first.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        row.floor = await floorBesideTheApp(row);
      }
      const cpuText = `CPU ${cpu.appUs.toFixed(0)} µs app${cpu.databaseUs === undefined ? "" : ` + ${cpu.databaseUs.toFixed(0)} µs database`} per request`;
      console.log(`${kind} ${scenario.name}: ${api.requestsPerSecond.toFixed(0)} req/s, p50 ${api.p50} ms, p99 ${api.p99} ms, ${cpuText}${api.non2xx ? `, ${api.non2xx} non-2xx` : ""}${api.errors ? `, ${api.errors} errors` : ""}${row.floor ? `; floor ${row.floor.requestsPerSecond.toFixed(0)} req/s` : ""}`);
    }
    memory.stop();
    await stopServer(server);

    await besideTheApp?.close();
    if (!besideTheApp) {
      const database = await openScratch(kind, scratch);
      try {
        const floorOf = await floorsOn(database, cast, scenarios);
        for (const row of rows) if (row.api) row.floor = await floorOf(row);
      } finally {
        await database.close();
      }
    }

    await measureCeilings(rows, scenarios, captured);
    return { kind, rows, rss: memory.rss, listeningMs, demo };
  } finally {
    await scratch.cleanup();
  }
}

if (!benchArgs.skipBuild) execFileSync("npm", ["run", "build"], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
const results: TargetResult[] = [];
if (benchArgs.live) {
  await benchLive();
} else if (benchArgs.against) {
  for (const target of benchArgs.targets) printComparison(target, await compareCheckouts(target, ROOT, benchArgs.against));
} else if (benchArgs.pastBeside) {
  // The current convention's reads beside a large past convention, against beside an empty one: the same society otherwise.
  const past = benchArgs.pastBeside;
  for (const target of benchArgs.targets) {
    printComparison(target, await compareSides(target, [{ label: `past ${past}`, checkout: ROOT, pastRoundtables: past }, { label: "past 0", checkout: ROOT, pastRoundtables: "0" }]));
  }
} else {
  for (const target of benchArgs.targets) {
    results.push(await benchTarget(target));
    // Each database's figures are printed and saved as soon as they are in.
    printTable(results.at(-1)!);
    writeResults(results);
  }
}
