/**
 * Start-up failures, as an operator meets them: the real entry point (server/index.ts) in a
 * child process. Each prints exactly one line saying what is wrong and what to do, and exits 1.
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
let scratch: string;

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), "ec-startup-"));
});
afterAll(() => fs.rm(scratch, { recursive: true, force: true }));

function start(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", HOST: "127.0.0.1", ...env };
  delete childEnv.DATABASE_URL;
  if (env.DATABASE_URL) childEnv.DATABASE_URL = env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["server/index.ts"], { cwd: root, env: childEnv, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not stop within 30 s; stderr: ${stderr}`));
    }, 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

// Port 1 on loopback: nothing listens there, so a connection is refused at once.
const UNREACHABLE_SERVER = "postgres://postgres@127.0.0.1:1/english_convention";

function expectOneLine(stderr: string, ...parts: string[]) {
  const lines = stderr.trim().split("\n");
  expect(lines, stderr).toHaveLength(1);
  for (const part of parts) expect(lines[0]).toContain(part);
}

describe("start-up failures", () => {
  it("when TRUST_PROXY is not a valid setting, then one line names it and the accepted values", async () => {
    const { code, stderr } = await start({ TRUST_PROXY: "yes please", PORT: "0" });
    expect(code).toBe(1);
    expectOneLine(stderr, "TRUST_PROXY", "hop count");
  });

  it("when the configuration is wrong in several ways, then one line names each and says to fix the environment", async () => {
    const { code, stderr } = await start({ PORT: "70000", NODE_ENV: "production", SESSION_SECRET: "" });
    expect(code).toBe(1);
    expectOneLine(stderr, "PORT", "fix the environment variable");
  });

  it("when the port is in use, then one line says so and to set PORT", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const { code, stderr } = await start({ PORT: String(port), DATA_DIR: path.join(scratch, "port") });
      expect(code).toBe(1);
      expectOneLine(stderr, `Port ${port}`, "already in use", "PORT");
    } finally {
      blocker.close();
    }
  });

  it("when the port is in use and several app processes are asked for, then the first one's line is the only one", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      // The port is taken before the database is opened, so no server needs to be there.
      const { code, stderr } = await start({ PORT: String(port), DATABASE_URL: UNREACHABLE_SERVER, WEB_CONCURRENCY: "2" });
      expect(code).toBe(1);
      expectOneLine(stderr, `Port ${port}`, "already in use", "PORT");
    } finally {
      blocker.close();
    }
  });

  // A server that refuses is late, not wrong: the start waits for it (server/reliability/late-database.test.ts).
  it("when DATABASE_URL names a database or a user the PostgreSQL server doesn't have, then one line says so and the start stops", async () => {
    const source = inject("testDatabase");
    if (source.kind !== "server") {
      console.info("note: the wrong-database starts need DATABASE_URL (a PostgreSQL server); the embedded run checks the damaged folder below");
      return;
    }
    const noDatabase = new URL(source.adminUrl);
    noDatabase.pathname = "/no_such_database_here";
    for (const processes of ["1", "2"]) {
      const { code, stderr } = await start({ PORT: "0", DATABASE_URL: noDatabase.toString(), WEB_CONCURRENCY: processes });
      expect(code).toBe(1);
      expectOneLine(stderr, "does not exist", "DATABASE_URL");
    }
    const noUser = new URL(source.adminUrl);
    noUser.username = "no_such_user_here";
    const { code, stderr } = await start({ PORT: "0", DATABASE_URL: noUser.toString() });
    expect(code).toBe(1);
    expectOneLine(stderr, "refused the user or password", "DATABASE_URL");
  });

  it("when the data folder can't be created, then one line names it and says to set DATA_DIR", async () => {
    const file = path.join(scratch, "a-file");
    await fs.writeFile(file, "not a folder");
    const { code, stderr } = await start({ PORT: "0", DATA_DIR: path.join(file, "data") });
    expect(code).toBe(1);
    expectOneLine(stderr, "DATA_DIR");
  });

  it("when the embedded database folder holds something that is not a database, then the start stops and the files stay", async () => {
    const dataDir = path.join(scratch, "damaged");
    await fs.mkdir(path.join(dataDir, "pglite", "base"), { recursive: true });
    await fs.writeFile(path.join(dataDir, "pglite", "base", "16384"), "what is left of a database");
    const { code, stderr } = await start({ PORT: "0", DATA_DIR: dataDir });
    expect(code).toBe(1);
    expectOneLine(stderr, "PG_VERSION is missing", "restore it from a backup", "move the folder aside");
    expect(await fs.readFile(path.join(dataDir, "pglite", "base", "16384"), "utf8")).toBe("what is left of a database");
    await expect(fs.access(path.join(dataDir, "pglite", "PG_VERSION"))).rejects.toThrow();
  });
});
