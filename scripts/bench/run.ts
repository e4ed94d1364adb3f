/**
 * npm run bench [-- --target server|embedded|both] [--duration 10] [--connections 50]
 *                  [--members 20000] [--roundtables 5000] [--skip-build] [--out bench-results.json]
 *                  [--only "first page,join"]   (reads whose name contains one of these)
 *                  [--processes N]   (WEB_CONCURRENCY for the server target; default npm start's)
 *
 * Fills a scratch database with the demo society, starts the production build on it
 * (`npm start`'s node command) and drives it from this process with autocannon, signed in as a
 * demo member. For every read it prints req/s, p50 and p99 beside the floor (the same SQL run
 * straight against the database by as many callers) and the ceiling (a bare Node server sending
 * the same bytes), and the RSS of the server's processes through the run. It is a measurement, not a test.
 * The server target uses DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) only
 * to create and drop its own database, ec_bench.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/client";
import { startArguments } from "../build/start-command";
import { drive, floorQueries, type Measured, type Seat } from "./floor";

const root = path.resolve(import.meta.dirname, "../..");
const { values: args } = parseArgs({
  options: {
    target: { type: "string", default: "both" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    members: { type: "string", default: "20000" },
    roundtables: { type: "string", default: "5000" },
    "skip-build": { type: "boolean", default: false },
    out: { type: "string", default: "bench-results.json" },
    only: { type: "string" },
    processes: { type: "string" },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const PORT = 5106;
const PASSWORD = "convention-demo-2026";

type Scenario = {
  name: string;
  method?: "GET" | "POST";
  path: string;
  body?: string;
  /** Optional features (from other work in progress) are skipped, with a note, until the answer shows them. */
  optional?: (status: number, body: string) => boolean;
  /** Slow by design (bcrypt): run longer, with a longer timeout. */
  slow?: boolean;
  requests?: autocannon.Request[];
};

type Row = { name: string; api?: Measured & { non2xx: number }; floor?: Measured; ceiling?: Measured; note?: string; bytes?: number };

function sh(command: string, commandArgs: string[], env: NodeJS.ProcessEnv): string {
  return execFileSync(command, commandArgs, { cwd: root, env: { ...process.env, ...env }, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The server's process and its children (a cluster's app processes). */
function processTree(pid: number): number[] {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  return [pid, ...children.flatMap((child) => processTree(child))];
}

type Rss = { start: number; max: number; end: number; largestProcess: number; processes: number };

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

/**
 * Until every app process answers: a process still starting answers 503, so ten fresh
 * connections in a row answered 200 (the primary deals them out in turn) mean all are up.
 */
async function waitForEveryProcess(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let inARow = 0;
  while (inARow < 10) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 ten times in a row within ${timeoutMs} ms`);
    const status = await new Promise<number>((resolve) => {
      http.get(url, { agent: false }, (response) => resolve(response.resume().statusCode ?? 0)).on("error", () => resolve(0));
    });
    inARow = status === 200 ? inARow + 1 : 0;
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const SLOW_DURATION = Math.max(DURATION, 20);
const slowly = (scenario: Scenario) => (scenario.slow ? { duration: SLOW_DURATION, timeout: 120 } : {});

type Writer = { cookie: string; table: number; userId: number };

/**
 * A join and a leave for autocannon, each pair on a seat (a table, or a member and their table)
 * no other connection is using. Autocannon clears a connection's context after each pair, so the
 * join takes a seat from the free ones and the leave's answer gives it back; with at least as
 * many seats as connections there is always one free, and no two connections ever join the same
 * table as the same member (which would answer 409 and measure the refusal).
 */
function joinThenLeave<Seat>(
  seats: Seat[],
  request: (seat: Seat, action: "join" | "leave", defaults: autocannon.RequestParams) => autocannon.RequestParams,
): [join: autocannon.Request, leave: autocannon.Request] {
  if (seats.length < CONNECTIONS) throw new Error(`join+leave needs a seat per connection: ${seats.length} for ${CONNECTIONS}`);
  const free = [...seats];
  const taken = (context: Record<string, unknown>) => context.seat as Seat;
  return [
    {
      method: "POST",
      setupRequest: (defaults, context) => {
        context.seat = free.shift();
        return request(taken(context), "join", defaults);
      },
    },
    {
      method: "POST",
      setupRequest: (defaults, context) => request(taken(context), "leave", defaults),
      onResponse: (_status, _body, context) => {
        free.push(taken(context));
      },
    },
  ];
}

/** The signed-in member joining and leaving `tables`. */
const tablesJoinAndLeave = (tables: number[]) =>
  joinThenLeave(tables, (table, action, defaults) => ({ ...defaults, path: `/api/roundtables/${table}/${action}` }));

/**
 * Each connection a different member with a table of their own: what a society does. One
 * member's fifty joins at once all lock that member's row for share, which only a benchmark does.
 */
const membersJoinAndLeave = (writers: Writer[]) =>
  joinThenLeave(writers, (writer, action, defaults) => ({
    ...defaults,
    path: `/api/roundtables/${writer.table}/${action}`,
    headers: { ...defaults.headers, cookie: writer.cookie },
  }));

type ListItem = { id: number; isOrganizer: boolean; isJoined: boolean; isWaitlisted: boolean; targetAudience: string };
// The members signed in are students (the demo's guide and the directory's students).
const canJoin = (item: ListItem) => !item.isOrganizer && !item.isJoined && !item.isWaitlisted && item.targetAudience !== "advisors";

/** The session id in a Cookie header (the signed `s:<id>.<signature>` value of ec.sid). */
function sessionIdOf(cookie: string): string {
  const id = /(?:^|;\s*)ec\.sid=s%3A([^.;]+)\./.exec(cookie)?.[1];
  if (!id) throw new Error(`No session cookie in ${cookie}`);
  return decodeURIComponent(id);
}

/** Signs a demo member in: the answer, and the cookies it set as a Cookie header. */
async function signIn(base: string, email: string): Promise<{ login: Response; cookie: string }> {
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password: PASSWORD }) });
  return { login, cookie: login.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ") };
}

/** `count` demo members other than the one signed in, each signed in and given a roundtable no other of them has. */
async function signInWriters(base: string, headers: Record<string, string>, count: number, taken: Set<number>, guideEmail: string): Promise<Writer[]> {
  const members = (await (await fetch(`${base}/api/users?limit=100&userType=student`, { headers })).json()) as Array<{ email: string }>;
  const writers: Writer[] = [];
  for (const { email } of members) {
    if (writers.length === count) break;
    if (email === guideEmail) continue;
    const { login, cookie } = await signIn(base, email);
    if (!login.ok) continue;
    const { id: userId } = (await login.json()) as { id: number };
    const page = (await (await fetch(`${base}/api/roundtables?limit=100&offset=200`, { headers: { cookie } })).json()) as ListItem[];
    const table = page.find((item) => canJoin(item) && !taken.has(item.id));
    if (!table) continue;
    taken.add(table.id);
    writers.push({ cookie, table: table.id, userId });
  }
  if (writers.length < count) throw new Error(`Only ${writers.length} of ${count} demo members could be given a roundtable to join`);
  return writers;
}

async function cannon(options: autocannon.Options): Promise<Measured & { non2xx: number }> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function benchTarget(kind: "server" | "embedded"): Promise<{ kind: string; rows: Row[]; rss: Rss; listeningMs: number; demo: string }> {
  const env: NodeJS.ProcessEnv = { PORT: String(PORT), NODE_ENV: "production", SESSION_SECRET: "bench-".padEnd(40, "x"), LOG_LEVEL: "warn", RATE_LIMIT_DISABLED: "true", BCRYPT_COST: "12" };
  let cleanup: () => Promise<void>;
  if (kind === "server") {
    const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query("drop database if exists ec_bench with (force)");
    await admin.query("create database ec_bench");
    const url = new URL(adminUrl);
    url.pathname = "/ec_bench";
    env.DATABASE_URL = url.toString();
    if (args.processes) env.WEB_CONCURRENCY = args.processes;
    cleanup = async () => {
      await admin.query("drop database if exists ec_bench with (force)");
      await admin.end();
    };
  } else {
    env.DATABASE_URL = "";
    env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "ec-bench-"));
    cleanup = async () => fs.rmSync(env.DATA_DIR!, { recursive: true, force: true });
  }
  const childEnv = { ...env };
  if (!childEnv.DATABASE_URL) delete childEnv.DATABASE_URL;
  const spawnEnv = { ...process.env, ...childEnv };
  if (!childEnv.DATABASE_URL) delete spawnEnv.DATABASE_URL;

  try {
    const demo = execFileSync("node_modules/.bin/tsx", ["server/scripts/demo.ts", "--members", args.members!, "--roundtables", args.roundtables!], { cwd: root, env: spawnEnv, encoding: "utf8" });
    console.log(demo.trim());
    const email = /Sign in as (\S+)/.exec(demo)?.[1];
    if (!email) throw new Error("The demo command did not name a member to sign in as");

    const startedAt = performance.now();
    const server: ChildProcess = spawn(process.execPath, startArguments(), { cwd: root, env: spawnEnv, stdio: ["ignore", "inherit", "inherit"] });
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(`${base}/api/health`, 60_000);
    const listeningMs = performance.now() - startedAt;
    await waitForEveryProcess(`${base}/api/health`, 60_000);
    const rss: Rss = { start: 0, max: 0, end: 0, largestProcess: 0, processes: 0 };
    rss.start = sampleRss(server.pid!, rss);
    const sampler = setInterval(() => sampleRss(server.pid!, rss), 250);

    const { login, cookie } = await signIn(base, email);
    if (!login.ok) throw new Error(`Signing in as ${email} failed: ${login.status}`);
    const sid = sessionIdOf(cookie);
    const me = (await login.json()) as { id: number };
    const headers = { cookie, "content-type": "application/json" };
    const page = (await (await fetch(`${base}/api/roundtables?limit=100`, { headers })).json()) as ListItem[];
    const joinable = page.filter(canJoin).map((item) => item.id);
    // The mixed row takes tables of its own (the next page), apart from join+leave's.
    const secondPage = (await (await fetch(`${base}/api/roundtables?limit=100&offset=100`, { headers })).json()) as typeof page;
    const joinableToo = secondPage.filter(canJoin).map((item) => item.id);
    const oneId = page[0]!.id;

    const writers = await signInWriters(base, headers, CONNECTIONS, new Set([...joinable, ...joinableToo]), email);
    const [memberJoin, memberLeave] = membersJoinAndLeave(writers);
    const [ownJoin, ownLeave] = tablesJoinAndLeave(joinable);
    const [otherJoin, otherLeave] = tablesJoinAndLeave(joinableToo);
    const scenarios: Scenario[] = [
      { name: "roundtable list, first page", path: "/api/roundtables?limit=24" },
      { name: "roundtable list, query=gothic", path: "/api/roundtables?limit=24&query=gothic" },
      { name: "roundtable list, tag=drama&userType=student", path: "/api/roundtables?limit=24&tag=drama&userType=student" },
      { name: "roundtable list, offset=2400", path: "/api/roundtables?limit=24&offset=2400" },
      { name: "roundtable list, sort=match", path: "/api/roundtables?limit=24&sort=match", optional: (status, body) => status === 200 && body.includes('"matchScore"') },
      { name: "recommended roundtables", path: "/api/roundtables/recommended?limit=6", optional: (status) => status === 200 },
      { name: "program sessions", path: "/api/program/sessions", optional: (status) => status === 200 },
      { name: "user participations", path: "/api/user/participations" },
      { name: "one roundtable", path: `/api/roundtables/${oneId}` },
      { name: "directory, query=hurston", path: "/api/users?query=hurston" },
      { name: "user search, shel", path: "/api/users/search?query=shel" },
      { name: "notifications count", path: "/api/notifications" },
      {
        name: "join+leave",
        path: "/api/roundtables/0/join",
        method: "POST",
        // No two connections are on one table at once, so they never queue on one row.
        requests: [ownJoin, ownLeave],
      },
      {
        name: "join+leave, a member per connection",
        path: "/api/roundtables/0/join",
        method: "POST",
        requests: [memberJoin, memberLeave],
      },
      {
        // The lists' cache under writes: every join and leave moves the data version, so the pages
        // read after it are built again. Each connection joins, reads nine first pages, leaves,
        // reads nine more: one request in ten is a write.
        name: "first page while seats change (1 write in 10)",
        path: "/api/roundtables?limit=24",
        requests: [
          otherJoin,
          ...Array.from({ length: 9 }, () => ({ method: "GET" as const, path: "/api/roundtables?limit=24" })),
          otherLeave,
          ...Array.from({ length: 9 }, () => ({ method: "GET" as const, path: "/api/roundtables?limit=24" })),
        ],
      },
      { name: "login", path: "/api/auth/login", method: "POST", body: JSON.stringify({ email, password: PASSWORD }), slow: true },
    ];

    // A row's floor: its SQL straight against the database. On the server it runs right after the
    // row's API run, so both meet the machine as it was (its speed drifts over minutes); the
    // embedded database opens in one process only, so there the floors run once the app is stopped.
    const ownSeats: Seat[] = joinable.map((roundtableId) => ({ sid, userId: me.id, roundtableId }));
    const memberSeats: Seat[] = writers.map((writer) => ({ sid: sessionIdOf(writer.cookie), userId: writer.userId, roundtableId: writer.table }));
    /** Measures rows' floors on `database` (the login's floor needs the member's stored hash, read once). */
    const floorsOn = async (database: Database) => {
      const hash = (await database.db.execute<{ password_hash: string }>(sql`select password_hash from users where id = ${me.id}`)).rows[0]!.password_hash;
      return async (row: Row): Promise<Measured | undefined> => {
        const work = floorQueries(row.name, { db: database.db, userId: me.id, sid, roundtableId: oneId, passwordHash: hash, password: PASSWORD, ownSeats, memberSeats });
        return work && drive(work, CONNECTIONS, scenarios.find((item) => item.name === row.name)?.slow ? SLOW_DURATION : DURATION);
      };
    };
    const openFloorDatabase = () => openDatabase(kind === "server" ? { databaseUrl: env.DATABASE_URL!, poolSize: CONNECTIONS } : { dataDir: env.DATA_DIR! });
    const besideTheApp = kind === "server" ? await openFloorDatabase() : undefined;
    const floorBesideTheApp = besideTheApp && (await floorsOn(besideTheApp));

    const rows: Row[] = [];
    const captured: Record<string, { type: string; body: string }> = {};
    const only = args.only?.split(",").map((part) => part.trim().toLowerCase()).filter(Boolean);
    for (const scenario of scenarios.filter((item) => !only || only.some((part) => item.name.toLowerCase().includes(part)))) {
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
      const api = await cannon({ url: `${base}${scenario.path}`, method: scenario.method ?? "GET", headers, body: scenario.body, requests: scenario.requests, ...slowly(scenario) });
      const row: Row = { name: scenario.name, api, bytes: bytes.length };
      rows.push(row);
      if (floorBesideTheApp) {
        // The app's answers to requests autocannon left unanswered at the end land first.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        row.floor = await floorBesideTheApp(row);
      }
      console.log(`${kind} ${scenario.name}: ${api.requestsPerSecond.toFixed(0)} req/s, p50 ${api.p50} ms, p99 ${api.p99} ms${api.non2xx ? `, ${api.non2xx} non-2xx` : ""}${api.errors ? `, ${api.errors} errors` : ""}${row.floor ? `; floor ${row.floor.requestsPerSecond.toFixed(0)} req/s` : ""}`);
    }
    clearInterval(sampler);
    rss.end = sampleRss(server.pid!, rss);
    const stopped = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await stopped;

    await besideTheApp?.close();
    if (!besideTheApp) {
      const database = await openFloorDatabase();
      try {
        const floorOf = await floorsOn(database);
        for (const row of rows) if (row.api) row.floor = await floorOf(row);
      } finally {
        await database.close();
      }
    }

    // The ceiling: the same bytes from a bare Node server in its own process.
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
    return { kind, rows, rss, listeningMs, demo: demo.trim() };
  } finally {
    await cleanup();
  }
}

function printTable(result: Awaited<ReturnType<typeof benchTarget>>) {
  const pct = (part: number, whole: number | undefined) => (whole ? `${((part / whole) * 100).toFixed(0)} %` : "n/a");
  console.log(`\n${result.kind === "server" ? "PostgreSQL server" : "embedded PostgreSQL"}: ${CONNECTIONS} connections, ${DURATION} s each; listening ${(result.listeningMs / 1000).toFixed(1)} s after start; ${result.rss.processes > 1 ? `${result.rss.processes - 1} app processes and their primary, together` : "one process,"} RSS ${result.rss.start.toFixed(0)} MB at start, ${result.rss.max.toFixed(0)} MB at most, ${result.rss.end.toFixed(0)} MB at the end${result.rss.processes > 1 ? `; the largest process ${result.rss.largestProcess.toFixed(0)} MB at most` : ""}`);
  console.log("| read | req/s | p50 ms | p99 ms | floor req/s (p99) | API / floor | ceiling req/s | API / ceiling |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const row of result.rows) {
    if (!row.api) {
      console.log(`| ${row.name} | ${row.note} |||||||`);
      continue;
    }
    const floor = row.floor ? `${row.floor.requestsPerSecond.toFixed(0)} (${row.floor.p99.toFixed(0)})` : "n/a";
    console.log(
      `| ${row.name} | ${row.api.requestsPerSecond.toFixed(0)} | ${row.api.p50} | ${row.api.p99} | ${floor} | ${pct(row.api.requestsPerSecond, row.floor?.requestsPerSecond)} | ${row.ceiling?.requestsPerSecond.toFixed(0)} | ${pct(row.api.requestsPerSecond, row.ceiling?.requestsPerSecond)} |`,
    );
  }
}

if (!args["skip-build"]) sh("npm", ["run", "build"], {});
const targets = args.target === "both" ? (["server", "embedded"] as const) : [args.target as "server" | "embedded"];
const results = [];
for (const target of targets) {
  results.push(await benchTarget(target));
  // Each database's figures are printed and saved as soon as they are in.
  printTable(results.at(-1)!);
  const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, loadAverage: os.loadavg() };
  fs.writeFileSync(path.resolve(root, args.out!), JSON.stringify({ date: new Date().toISOString(), machine, connections: CONNECTIONS, durationSeconds: DURATION, results }, null, 2));
  console.log(`\nFigures written to ${args.out}; machine: ${machine.cpus} cores (${machine.cpuModel}), load average ${machine.loadAverage.map((n) => n.toFixed(1)).join(" ")}`);
}
