import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockEmbeddedDir } from "../db/embedded-lock";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "ec-seed-program-"));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

function scriptEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" };
  delete env.DATABASE_URL;
  delete env.PROGRAM_FILE;
  return env;
}

/** The script as `npm run db:seed-program` runs it, on an embedded database in its own folder. */
async function seedProgram(...args: string[]) {
  try {
    const { stdout, stderr } = await run(path.join(ROOT, "node_modules/.bin/tsx"), ["server/scripts/seed-program.ts", ...args], {
      cwd: ROOT,
      env: scriptEnv(),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run db:seed-program", () => {
  it("when run on an embedded database, then it loads the default sessions, and a second run changes nothing", async () => {
    const first = await seedProgram();
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Sessions from .*default-sessions\.csv \(times in America\/Chicago\): 10 added, 0 updated, 0 removed, 0 unchanged; 49 rooms added, 0 removed\./);
    const second = await seedProgram();
    expect(second.stdout).toContain("0 added, 0 updated, 0 removed, 10 unchanged; 0 rooms added, 0 removed.");
  }, 60_000);

  it("when a row is bad, then it prints the line and that nothing was changed, and fails", async () => {
    const file = path.join(dataDir, "bad.csv");
    await fs.writeFile(file, "session,starts_at,ends_at,rooms\nOnly,2026-03-30 9am,2026-03-30 10:00,Room\n");
    const result = await seedProgram("--file", file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${file}, line 2: starts_at "2026-03-30 9am" is not a time like 2026-03-29 14:00 (America/Chicago)\nNothing was changed.`);
  }, 60_000);

  it("when the app holds the embedded database, then it says to stop the app first and touches nothing", async () => {
    const release = await lockEmbeddedDir(path.join(dataDir, "pglite"));
    try {
      const result = await seedProgram();
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`The embedded database in ${path.join(dataDir, "pglite")} is in use by another process (pid ${process.pid}), probably the running app.`);
      expect(result.stderr).toContain("Stop the app (Ctrl+C in its terminal) and run this command again");
    } finally {
      await release();
    }
  }, 60_000);
});
