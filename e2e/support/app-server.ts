/**
 * The built app started as `npm start` starts it, on a free port with a fresh data folder (or,
 * with DATABASE_URL, a fresh database on that server), with one staff member and an upcoming
 * convention (server/testing/upcoming-convention.ts): the journeys run on the real clock, so the
 * shipped 2026 convention is moved to a date still ahead. The global setup starts the server the
 * journeys share; a journey that changes what every page sees (the current convention) starts
 * one of its own.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fsSync from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { LONG_CHAPTER_NAME } from "./long-text";
import { startArguments } from "../../scripts/build/start-command";
import { freePort } from "../../server/testing/free-port";
import { writeUpcomingConvention, type UpcomingConvention } from "../../server/testing/upcoming-convention";

const root = path.resolve(import.meta.dirname, "../..");

/** What journeys know of a server: where it is, its outbox's folder, its staff member and its convention. */
export type E2eServer = {
  baseUrl: string;
  dataDir: string;
  staff: { email: string; password: string };
  convention: UpcomingConvention;
};

/**
 * Whether the run may start the build already in dist/: only when asked (E2E_REUSE_BUILD=true, which
 * .ci/run sets for its second browser pass, right after the first built the same checkout) and
 * both halves are there. A run on its own always builds, so it never meets an older build.
 */
export function reuseBuild(): boolean {
  if (process.env.E2E_REUSE_BUILD !== "true") return false;
  const built = ["dist/public/index.html", "dist/server/index.js"].every((file) => fsSync.existsSync(path.join(root, file)));
  if (!built) console.warn("E2E_REUSE_BUILD is set but dist/ holds no build: building");
  return built;
}

/** Builds the client and the compiled server once for the run. */
export function buildApp() {
  // The test runner sets NODE_ENV=test, which the build would inherit and bundle React's
  // development build, with its warnings and checks.
  const buildEnv = { ...process.env, NODE_ENV: "production" };
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit", env: buildEnv });
  execFileSync("npm", ["run", "--silent", "build:server"], { cwd: root, stdio: "inherit", env: buildEnv });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, log: () => string) {
  // Seconds on an idle machine; the ceiling is for a machine busy with other work (a first start
  // migrates and seeds an empty database, which took over a minute on two shared cores).
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}):\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy within 180 s:\n${log()}`);
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}

async function registerStaffMember(baseUrl: string) {
  const chapters = (await (await fetch(`${baseUrl}/api/chapters`)).json()) as Array<{ id: number }>;
  const staff = { email: `staff.${crypto.randomBytes(3).toString("hex")}@example.edu`, password: "convention staff 2026" };
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({
      firstName: "Stella",
      lastName: "Staff",
      userType: "advisor",
      chapterId: chapters[0]!.id,
      interests: [],
      expertiseAreas: [],
      ...staff,
    }),
  });
  if (response.status !== 201) throw new Error(`registering the staff member failed: ${response.status} ${await response.text()}`);
  return { ...staff, cookie: response.headers.getSetCookie().map((setCookie) => setCookie.split(";")[0]!).join("; ") };
}

/**
 * Staff confirm their e-mail like anyone (the code from the outbox); `npm run staff -- add` then
 * makes them staff and approves them.
 */
async function confirmStaffEmail(baseUrl: string, dataDir: string, staff: { email: string; cookie: string }) {
  const outbox = path.join(dataDir, "outbox");
  const safe = staff.email.replace(/[^a-z0-9@._-]/gi, "_");
  let code: string | undefined;
  for (let attempt = 0; attempt < 40 && !code; attempt += 1) {
    const files = (await fs.readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith(`${safe}.eml`));
    for (const file of files) code ??= /confirmation code is (\d{6})/.exec(await fs.readFile(path.join(outbox, file), "utf8"))?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!code) throw new Error(`No confirmation code for the staff member in ${outbox}`);
  const response = await fetch(`${baseUrl}/api/auth/confirm-email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl, Cookie: staff.cookie },
    body: JSON.stringify({ code }),
  });
  if (!response.ok) throw new Error(`confirming the staff member's e-mail failed: ${response.status} ${await response.text()}`);
}

/** A fresh database on the DATABASE_URL server, or none on the embedded run (the data folder holds it). */
async function scratchDatabase(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: async () => {} };
  const name = `ec_e2e_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Starts the built app (buildApp first) with its staff member; `stop` ends it and removes its data.
 * `settings` adds or replaces settings of its own (a journey's DOOR_RELEASE_MINUTES, say).
 */
export async function startAppServer(settings: NodeJS.ProcessEnv = {}): Promise<E2eServer & { stop(): Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "ec-e2e-"));
  // The shipped chapter list plus the long-named chapter.
  const seedFile = path.join(dataDir, "chapters.csv");
  const shipped = await fs.readFile(path.join(root, "server/chapters/default-chapters.csv"), "utf8");
  await fs.writeFile(seedFile, `${shipped.trimEnd()}\n${LONG_CHAPTER_NAME},Southern,\n`);
  const upcoming = await writeUpcomingConvention(dataDir);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const database = await scratchDatabase();

  let output = "";
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PUBLIC_URL: baseUrl,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    LOG_LEVEL: "warn",
    // Journeys sign in fast and often; the limits are proven by the server tests.
    RATE_LIMIT_DISABLED: "true",
    // Every journey registers and signs in its members: at cost 12 each hash took a quarter to half
    // a second of the two cores the browser needs. Allowed because PUBLIC_URL is on localhost (server/env.ts).
    BCRYPT_COST: "4",
    // The Review journeys fill a program from a few organizers; the cap is proven by the server tests.
    OPEN_PROPOSALS_PER_MEMBER: "10000",
    // Journeys read an organizer's add from the outbox at once; the hold is proven by the server tests.
    MAIL_HOLD_SECONDS: "0",
    SEED_FILE: seedFile,
    // Seeds the first convention of the empty database: the shipped one, still ahead.
    ...upcoming.env,
    ...settings,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  if (database.url) env.DATABASE_URL = database.url;

  const tsx = path.join(root, "node_modules/.bin/tsx");
  const startServer = async () => {
    const started = spawn(process.execPath, startArguments(), { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    started.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitForHealth(baseUrl, started, () => output);
    return started;
  };
  let server = await startServer();

  // One staff member, registered like any member and granted with the real `npm run staff`. The
  // embedded database belongs to the running app, so there the app stops for the grant.
  const { cookie, ...staff } = await registerStaffMember(baseUrl);
  await confirmStaffEmail(baseUrl, dataDir, { email: staff.email, cookie });
  if (!database.url) await stopServer(server);
  execFileSync(tsx, ["server/scripts/staff.ts", "add", staff.email], { cwd: root, env, stdio: "pipe" });
  if (!database.url) server = await startServer();

  return {
    baseUrl,
    dataDir,
    staff,
    convention: upcoming.convention,
    async stop() {
      await stopServer(server);
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
