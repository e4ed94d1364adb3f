/** The server test files run in one pass only (vitest.config.ts) don't reach the run's database, which is what the other pass would change. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RUN_ONCE_FILES } from "../../vitest.config";
import { E2E_RUN_ONCE_FILES } from "../../vitest.e2e.config";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** What opens the run's database (embedded copy or PostgreSQL server) or a process on it. */
const RUN_DATABASE = [
  /testing\/(test-app|test-database|file-set-up|second-app|app-process|society|roundtables|program)["']/,
  /\binject\(/,
  /process\.env\.DATABASE_URL/,
];

describe("files run once", () => {
  it("when a file runs in one pass only, then it exists and nothing in it opens the run's database", () => {
    expect(RUN_ONCE_FILES.length).toBeGreaterThan(0);
    for (const file of RUN_ONCE_FILES) {
      const text = fs.readFileSync(path.join(ROOT, file), "utf8");
      for (const pattern of RUN_DATABASE) expect(text, `${file} matches ${pattern}`).not.toMatch(pattern);
    }
  });

  it("when a script test runs a script, then the script's environment drops DATABASE_URL", () => {
    for (const file of RUN_ONCE_FILES.filter((name) => name.endsWith("-script.test.ts"))) {
      const text = fs.readFileSync(path.join(ROOT, file), "utf8");
      expect(/embeddedScriptEnv\(|delete env\.DATABASE_URL/.test(text), file).toBe(true);
    }
    expect(fs.readFileSync(path.join(ROOT, "server/testing/run-script.ts"), "utf8")).toContain("delete env.DATABASE_URL");
  });

  it("when a browser journey runs in one pass only, then it exists", () => {
    expect(E2E_RUN_ONCE_FILES.length).toBeGreaterThan(0);
    for (const file of E2E_RUN_ONCE_FILES) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
  });
});
