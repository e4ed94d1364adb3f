/**
 * The real entry point (server/index.ts --api-only) in a child process on a free port, for the
 * tests that kill it or run two of them. Its database is DATA_DIR (embedded) or DATABASE_URL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { databaseUrlFor } from "./global-setup";
import { freePort } from "./free-port";
import { tempFolder } from "./temp-folder";
import { writeUpcomingConvention } from "./upcoming-convention";

const root = path.resolve(import.meta.dirname, "../..");

// App processes still running when the test worker ends (a test that timed out skips its finally)
// are killed with it instead of living on.
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

export type AppProcess = {
  baseUrl: string;
  child: ChildProcess;
  output(): string;
  /** The confirmation code the process last mailed to `email` (mail goes to DATA_DIR/outbox: no SMTP). */
  mailedCode(email: string): Promise<string>;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
  /** SIGKILL and wait: no chance to finish anything. */
  crash(): Promise<void>;
};

/**
 * A scratch database on the test PostgreSQL server, or undefined on the embedded run: copied from
 * the run's template (migrated, chapters seeded), or with `{ empty: true }` holding nothing, as a
 * new deployment's first start finds it.
 */
export async function scratchServerDatabase(options: { empty?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const source = inject("testDatabase");
  if (source.kind !== "server") return undefined;
  const name = `ec_p_${source.runId}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  await admin.query(options.empty ? `create database ${name}` : `create database ${name} template ${source.template}`);
  await admin.end();
  return {
    url: databaseUrlFor(source.adminUrl, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: source.adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

// The processes run on the real clock, where the shipped 2026 convention is over and refuses every
// change: they seed an upcoming one instead (server/testing/upcoming-convention.ts), one program
// file for the worker's test files.
let upcoming: Promise<Record<string, string>> | undefined;
const upcomingConventionEnv = () =>
  (upcoming ??= tempFolder("ec-program-").then(async (folder) => (await writeUpcomingConvention(folder)).env));

export async function startAppProcess(database: { dataDir: string } | { databaseUrl: string }, env: NodeJS.ProcessEnv = {}): Promise<AppProcess> {
  const app = await spawnAppProcess(database, env);
  await app.healthy();
  return app;
}

/** The process, started but not yet waited for: `healthy()` resolves once /api/health answers 200. */
export async function spawnAppProcess(
  database: { dataDir: string } | { databaseUrl: string },
  env: NodeJS.ProcessEnv = {},
): Promise<AppProcess & { healthy(): Promise<void> }> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    PORT: String(port),
    BCRYPT_COST: "4",
    REGISTRATIONS_PER_ADDRESS: "100000",
    SESSION_SECRET: "a shared secret for the processes of one test run",
    // One process each unless a test asks for a cluster: the tests that run two mean two.
    WEB_CONCURRENCY: "1",
    // Members confirm with the mailed code and are in: these tests are about processes, not approval.
    MEMBERSHIP: "open",
    ...(await upcomingConventionEnv()),
    ...env,
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.SMTP_URL;
  // On a PostgreSQL server DATA_DIR holds only the outbox: a folder of the process's own.
  const dataDir = "databaseUrl" in database ? await tempFolder("ec-process-") : database.dataDir;
  childEnv.DATA_DIR = dataDir;
  if ("databaseUrl" in database) childEnv.DATABASE_URL = database.databaseUrl;

  // node itself with tsx's loader, not the tsx wrapper: SIGKILL must reach the server, not a parent
  // that would leave it running.
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts", "--api-only"], {
    cwd: root,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve(void running.delete(child))));
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    child,
    output: () => output,
    async mailedCode(email) {
      const outbox = path.join(dataDir, "outbox");
      const names = (await fs.readdir(outbox)).filter((name) => name.endsWith(`-${email}.eml`)).sort().reverse();
      for (const name of names) {
        const code = /confirmation code is (\d{6})/.exec(await fs.readFile(path.join(outbox, name), "utf8"))?.[1];
        if (code) return code;
      }
      throw new Error(`no confirmation code was mailed to ${email}`);
    },
    async healthy() {
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the app process exited (${child.exitCode}):\n${output}`);
        if (Date.now() > deadline) throw new Error(`the app process was not healthy within 60 s:\n${output}`);
        const healthy = await fetch(`${baseUrl}/api/health`).then((response) => response.ok, () => false);
        if (healthy) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
    async crash() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** A tiny cookie-keeping HTTP client for a process (supertest needs an in-process app). */
export function httpClient(baseUrl: string, cookie = "") {
  // Every cookie the server set, by name: the session's and the signed-in hint alike.
  const cookies = new Map(cookie.split("; ").filter(Boolean).map((pair) => [pair.split("=")[0]!, pair] as const));
  const jarText = () => [...cookies.values()].join("; ");
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...(cookies.size ? { Cookie: jarText() } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const pair = setCookie.split(";")[0]!;
      cookies.set(pair.split("=")[0]!, pair);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: response.status, body: json as Record<string, unknown> & { id?: number; message?: string }, headers: response.headers };
  };
  return {
    call,
    cookie: jarText,
    /** The same client on another process, with this one's session. */
    on: (otherBaseUrl: string) => httpClient(otherBaseUrl, jarText()),
  };
}
