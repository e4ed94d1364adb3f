import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { lockEmbeddedDir } from "../db/embedded-lock";
import { embeddedScriptEnv, runScript } from "../testing/run-script";

let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "ec-demo-script-"));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

const scriptEnv = () => embeddedScriptEnv(dataDir);

/** The script as `npm run db:demo` runs it, on an embedded database in its own folder. */
const demo = (...args: string[]) => runScript("server/scripts/demo.ts", args, scriptEnv());

async function withEmbedded<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const memberCount = () =>
  withEmbedded(async (db) => (await db.execute<{ count: number }>(sql`select count(*)::int as count from users`)).rows[0]!.count);

describe("npm run db:demo", () => {
  it("when run on a new embedded database, then it seeds the chapters, fills a small society and says how to sign in; a second run replaces it", async () => {
    const first = await demo("--members", "30", "--roundtables", "8");
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Demo society ready in [\d.]+ s \(seed 1, embedded database in .+\):\n {2}30 members across 75 chapters, 8 roundtables,/);
    expect(first.stdout).toContain("with the password: convention-demo-2026");
    expect(first.stdout).toMatch(/Staff login \(the Review and Members pages\): \S+@\S+, the same password\./);
    const second = await demo("--members", "30", "--roundtables", "8", "--seed", "2");
    expect(second.code).toBe(0);
    expect(await memberCount()).toBe(30);
  }, 90_000);

  it("when the database holds a real member, then it refuses and changes nothing", async () => {
    await withEmbedded((db) =>
      db.execute(sql`insert into users (email, password_hash, first_name, last_name, user_type, chapter_id)
        values ('ada@chapter.example.edu', 'x', 'Ada', 'Real', 'student', (select min(id) from chapters))`),
    );
    const result = await demo("--members", "30");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("This database already holds 1 real member; nothing was changed.");
    expect(result.stderr).toContain("Add --force to add the demo society beside them anyway.");
    expect(result.stderr).not.toMatch(/\n\s+at /); // a message, not a stack
    expect(await memberCount()).toBe(31);
  }, 90_000);

  it("when a count is not a whole number in range, then it says which and exits before opening the database", async () => {
    const result = await demo("--members", "0");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--members must be a whole number from 1 to 200000 (got "0").');
  }, 60_000);

  it("when the app holds the embedded database, then it says to stop the app and start it again afterwards", async () => {
    const release = await lockEmbeddedDir(path.join(dataDir, "pglite"));
    try {
      const result = await demo("--members", "30");
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("is in use by another process");
      expect(result.stderr).toContain("Then start the app again with npm start.");
    } finally {
      await release();
    }
    expect(await memberCount()).toBe(31);
  }, 60_000);
});
