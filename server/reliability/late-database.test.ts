/**
 * A database that is late or blinks as the app starts (a reboot, a failover): the real entry
 * point, on a PostgreSQL server behind a TCP proxy of the test's own that refuses and then heals.
 * The start waits for the database (503 meanwhile, one line in the log) instead of exiting, and a
 * cluster's primary never stops a process that answers because another could not start. The
 * embedded database is in-process and can't be late; there a wrong one still stops the start.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { afterAll, describe, expect, inject, it } from "vitest";
import { httpClient, spawnAppProcess, type AppProcess } from "../testing/app-process";
import { proxiedScratchDatabase } from "../testing/tcp-proxy";

const PROCESS_TEST_MS = 120_000;
const WAITING_LINE = "The app answers 503 and tries again until it answers.";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A newcomer signs up, confirms with the mailed code (the processes run MEMBERSHIP=open) and proposes a roundtable. */
async function signUpAndCreate(app: Pick<AppProcess, "baseUrl" | "mailedCode">) {
  const client = httpClient(app.baseUrl);
  const chapters = await client.call("GET", "/api/chapters");
  const chapterId = (chapters.body as unknown as Array<{ id: number }>)[0]!.id;
  const email = `late.${Date.now().toString(36)}@example.edu`;
  const registered = await client.call("POST", "/api/auth/register", { firstName: "Late", lastName: "Starter", email, password: "correct horse battery", userType: "student", chapterId });
  expect(registered.status).toBe(201);
  expect((await client.call("POST", "/api/auth/confirm-email", { code: await app.mailedCode(email) })).status).toBe(200);
  const created = await client.call("POST", "/api/roundtables", { title: "After the reboot", description: "Written once the database came back", tags: ["reboot"], targetAudience: "both", maxParticipants: 5 });
  expect(created.status).toBe(201);
}

describe("a database that is late at the start", () => {
  if (inject("testDatabase").kind === "embedded") {
    it("when the embedded data folder can't be opened, then the start still stops at once with its line (nothing to wait for)", async () => {
      console.info("note: the late-database tests need DATABASE_URL (a PostgreSQL server); the embedded run checks that a wrong database still stops the start");
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "ec-late-"));
      cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
      await fs.mkdir(path.join(dataDir, "pglite", "base"), { recursive: true });
      await fs.writeFile(path.join(dataDir, "pglite", "base", "1"), "not a database");
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts", "--api-only"], { cwd: path.resolve(import.meta.dirname, "../.."), env, stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(code).toBe(1);
      expect(output).toContain("PG_VERSION is missing");
      expect(output).not.toContain(WAITING_LINE);
    }, PROCESS_TEST_MS);
    return;
  }

  it("when the database refuses connections as the app starts, then the app answers 503 meanwhile, says so once, and answers normally within seconds of the database coming back", async () => {
    const { proxy, databaseUrl } = await proxiedScratchDatabase(cleanups);
    await proxy.set("closed");
    const app = await spawnAppProcess({ databaseUrl });
    cleanups.push(() => app.stop());
    // Once it listens, long enough for several tries: a start that gave up would have exited by now.
    await expect.poll(() => fetch(`${app.baseUrl}/api/health`).then(() => true, () => app.child.exitCode !== null), { timeout: 30_000 }).toBe(true);
    const health: Array<{ status: number; retryAfter: string | null }> = [];
    for (const until = Date.now() + 5_000; Date.now() < until; await sleep(300)) {
      const answer = await fetch(`${app.baseUrl}/api/health`).catch(() => undefined);
      if (answer) health.push({ status: answer.status, retryAfter: answer.headers.get("retry-after") });
    }
    expect(app.child.exitCode).toBeNull();
    expect(health.length).toBeGreaterThan(3);
    for (const answer of health) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
    }
    await proxy.set("open");
    const reopened = Date.now();
    await app.healthy();
    expect(Date.now() - reopened).toBeLessThan(8_000);
    expect(app.output().split(WAITING_LINE).length - 1).toBe(1);
    expect(app.output()).toContain("refused the connection");
    await signUpAndCreate(app);
  }, PROCESS_TEST_MS);

  it("when the database blinks while the second of two app processes starts, then the first keeps answering and both answer once it is back", async () => {
    const { proxy, databaseUrl } = await proxiedScratchDatabase(cleanups);
    const app = await spawnAppProcess({ databaseUrl }, { WEB_CONCURRENCY: "2", LOG_LEVEL: "info", LOG_FORMAT: "json" });
    cleanups.push(() => app.stop());
    // The first process answers alone; the primary starts the second at that moment.
    await app.healthy();
    await proxy.set("closed");
    // Until the second process has met the closed door (it takes a while to boot).
    await expect.poll(() => app.output(), { timeout: 30_000, interval: 100 }).toContain("refused the connection");
    await sleep(1_000);
    await proxy.set("open");
    await expect.poll(() => app.output(), { timeout: 30_000, interval: 250 }).toContain("(2 app processes)");
    expect(app.child.exitCode).toBeNull();
    await app.healthy();
    await signUpAndCreate(app);
  }, PROCESS_TEST_MS);
});
