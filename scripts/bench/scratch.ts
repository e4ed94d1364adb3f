/**
 * The scratch database and the server under test: a database of its own (ec_bench_<port> on the
 * PostgreSQL server, a temporary folder for the embedded one), filled with the demo society, and
 * the production build started on it with `npm start`'s node command.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../server/db/client";
import { startArguments } from "../build/start-command";
import { benchArgs, CONNECTIONS, PORT, ROOT, type TargetKind } from "./args";

export type Scratch = {
  /** The checkout whose demo script fills the database and whose build is started on it. */
  checkout: string;
  port: number;
  /** The settings the bench gives the server (DATABASE_URL empty for the embedded database). */
  env: NodeJS.ProcessEnv;
  /** The environment the demo fill and the server run with. */
  spawnEnv: NodeJS.ProcessEnv;
  cleanup: () => Promise<void>;
};

/**
 * Where a scratch target lives: the checkout under test, its port and its database's name. With
 * `generousLimits` the rate limits stay on, set far above the bench's pace, so their cost is in
 * the figures (the directory's per-member limit reads and writes PostgreSQL); without, they are
 * off, as the login row signs one member in fifty times at once.
 */
export type ScratchPlace = { checkout: string; port: number; name: string; generousLimits?: boolean };

const GENEROUS_LIMITS = {
  DIRECTORY_PAGES_PER_10_MINUTES: "1000000000",
  ROUNDTABLE_WRITES_PER_MEMBER: "1000000000",
  ROUNDTABLES_PER_MEMBER_HOURLY: "1000000000",
  SIGN_INS_PER_ADDRESS: "1000000000",
  MEMBERS_SHOWN_PER_10_MINUTES: "1000000000",
  MEMBERS_SHOWN_PER_ADDRESS_10_MINUTES: "1000000000",
};

const THIS_CHECKOUT: ScratchPlace = { checkout: ROOT, port: PORT, name: "ec_bench" };

/**
 * A database of its own for one target. The server target uses DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) only to create and drop it (ec_bench_<port>).
 */
export async function createScratch(kind: TargetKind, place: ScratchPlace = THIS_CHECKOUT): Promise<Scratch> {
  const { checkout, port } = place;
  // Named after the port too: a second bench on the same server (another port) never drops this one's database.
  const name = `${place.name}_${port}`;
  const limits = place.generousLimits ? GENEROUS_LIMITS : { RATE_LIMIT_DISABLED: "true" };
  const env: NodeJS.ProcessEnv = { PORT: String(port), NODE_ENV: "production", PUBLIC_URL: `http://127.0.0.1:${port}`, SESSION_SECRET: "bench-".padEnd(40, "x"), LOG_LEVEL: "warn", BCRYPT_COST: "12", ...limits };
  let cleanup: () => Promise<void>;
  if (kind === "server") {
    const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    if (benchArgs.processes) env.WEB_CONCURRENCY = benchArgs.processes;
    cleanup = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
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
  return { checkout, port, env, spawnEnv, cleanup };
}

/** Opens the scratch database from the bench's own process (the floors' callers). */
export function openScratch(kind: TargetKind, scratch: Scratch) {
  return openDatabase(kind === "server" ? { databaseUrl: scratch.env.DATABASE_URL!, poolSize: CONNECTIONS } : { dataDir: scratch.env.DATA_DIR! });
}

/**
 * Fills the scratch database with the demo society; returns what the fill printed and the member
 * to sign in as. `pastRoundtables` (else --past-roundtables) gives the past convention that many
 * roundtables of its own (db:demo's option).
 */
export function fillDemoSociety(scratch: Scratch, pastRoundtables = benchArgs.pastRoundtables): { demo: string; email: string } {
  const past = pastRoundtables === undefined ? [] : ["--past-roundtables", pastRoundtables];
  const demo = execFileSync("node_modules/.bin/tsx", ["server/scripts/demo.ts", "--members", benchArgs.members, "--roundtables", benchArgs.roundtables, ...past], {
    cwd: scratch.checkout,
    // The fill's single statements (thousands of roundtables at once) may pass the app's 5 s limit on a busy machine.
    env: { ...scratch.spawnEnv, DB_STATEMENT_TIMEOUT_MS: "600000" },
    encoding: "utf8",
  }).trim();
  console.log(demo);
  const email = /Sign in as (\S+)/.exec(demo)?.[1];
  if (!email) throw new Error("The demo command did not name a member to sign in as");
  return { demo, email };
}

export type RunningServer = { server: ChildProcess; base: string; listeningMs: number };

/** Servers still running: a bench that stops on an error takes them with it instead of leaving them on their ports. */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const server of running) server.kill("SIGTERM");
});

/** Starts the production build as `npm start` does and waits until every app process answers. */
export async function startServer(scratch: Scratch): Promise<RunningServer> {
  const startedAt = performance.now();
  const server = spawn(process.execPath, startArguments(scratch.checkout), { cwd: scratch.checkout, env: scratch.spawnEnv, stdio: ["ignore", "inherit", "inherit"] });
  running.add(server);
  server.once("exit", (code, signal) => {
    // Stopped by anything but stopServer (a crash, a signal from elsewhere): the requests after it fail to connect, so say why here.
    if (running.has(server)) console.error(`the server (pid ${server.pid}) exited on its own: ${signal ?? `code ${code}`}`);
    running.delete(server);
  });
  const base = `http://127.0.0.1:${scratch.port}`;
  await waitFor(`${base}/api/health`, 60_000);
  const listeningMs = performance.now() - startedAt;
  await waitForEveryProcess(`${base}/api/health`, 60_000);
  return { server, base, listeningMs };
}

/** SIGTERM, as a deployment stops it, and waits for the exit. */
export async function stopServer(server: ChildProcess): Promise<void> {
  running.delete(server);
  const stopped = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await stopped;
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
