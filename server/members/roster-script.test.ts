import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { lockEmbeddedDir } from "../db/embedded-lock";
import { embeddedScriptEnv, runScript } from "../testing/run-script";

let dataDir: string;
let chapter: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "ec-roster-script-"));
  // The default chapter list's first school, as a first start loads it.
  const csv = await fs.readFile(path.join(import.meta.dirname, "../chapters/default-chapters.csv"), "utf8");
  chapter = csv.split(/\r?\n/)[1]!.split(",")[0]!.replace(/^"|"$/g, "");
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

const scriptEnv = () => embeddedScriptEnv(dataDir);

const roster = (...args: string[]) => runScript("server/scripts/roster.ts", args, scriptEnv());

async function writeFile(name: string, lines: string[]): Promise<string> {
  const file = path.join(dataDir, name);
  await fs.writeFile(file, `${lines.join("\n")}\n`);
  return file;
}

async function entries(): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    return (await database.db.execute<{ count: number }>(sql`select count(*)::int as count from roster_entries`)).rows[0]!.count;
  } finally {
    await database.close();
  }
}

describe("npm run roster", () => {
  it("when line 3 is bad, then it names the line and changes nothing; a good file imports, and again changes nothing", async () => {
    // A first run on a new database loads the chapters as npm start would.
    const bad = await writeFile("bad.csv", ["email,chapter,role", `ada@example.edu,${chapter},student`, `bob@example.edu,${chapter},dean`]);
    const refused = await roster("--file", bad);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Line 3: unknown role "dean" (expected student or advisor)');
    expect(refused.stderr).toContain("Nothing was changed.");
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    expect(await entries()).toBe(0);

    const good = await writeFile("good.csv", ["email,chapter,role", `ada@example.edu,${chapter},student`, `bob@example.edu,${chapter},advisor`]);
    const preview = await roster("--file", good, "--preview");
    expect(preview.stdout).toContain("2 members on the roster (2 added, 0 updated, 0 unchanged)");
    expect(preview.stdout).toContain("Nothing was changed (--preview).");
    expect(await entries()).toBe(0);
    const imported = await roster("--file", good);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain("2 members on the roster (2 added, 0 updated, 0 unchanged)");
    const again = await roster("--file", good);
    expect(again.stdout).toContain("2 members on the roster (0 added, 0 updated, 2 unchanged)");
    expect(await entries()).toBe(2);
  }, 180_000);

  it("when the app holds the embedded database, then it says to stop the app or import from the members console", async () => {
    const file = await writeFile("one.csv", ["email,chapter,role", `cy@example.edu,${chapter},student`]);
    const release = await lockEmbeddedDir(path.join(dataDir, "pglite"));
    try {
      const result = await roster("--file", file);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("is in use by another process");
      expect(result.stderr).toContain("import the file from the members console (Members, Import roster) as a staff member");
    } finally {
      await release();
    }
  }, 60_000);
});
