import os from "node:os";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname, "client/src"),
  "@shared": path.resolve(import.meta.dirname, "shared"),
};

// CI asks for a machine-readable report as well, to print one closing tally over all runs.
const jsonReport = process.env.VITEST_JSON_REPORT;

/**
 * Server test files that never open the run's database: a command-line script run on an embedded
 * database of its own (its environment drops DATABASE_URL), the embedded database itself, a lint
 * or build check, or code without a database. They prove the same thing on either database, so
 * the PostgreSQL server pass (CI's second) leaves them out; the embedded pass runs them.
 * server/testing/run-once.test.ts fails when one of them starts using the run's database.
 * docs/testing.md, "Two databases".
 */
export const RUN_ONCE_FILES = [
  // Scripts on an embedded database in a folder of their own: the slowest files of the suite.
  "server/demo/demo-script.test.ts",
  "server/members/roster-script.test.ts",
  "server/program/seed-program-script.test.ts",
  // The embedded database itself.
  "server/db/create-embedded.test.ts",
  "server/db/embedded-lock.test.ts",
  // Lint and build checks.
  "scripts/lint/import-boundaries.test.ts",
  "scripts/lint/client-import-boundaries.test.ts",
  "scripts/lint/sql-in-storage.test.ts",
  "scripts/build/server-bundle.test.ts",
  "scripts/build/bundle-budget.test.ts",
  // No database at all.
  "server/env-readme.test.ts",
  "server/auth/password-turns.test.ts",
  "server/auth/timing-dummy-hash.test.ts",
  "server/cache/versioned-cache.test.ts",
  "server/convention/convention-in-page.test.ts",
  "server/lib/http-server.test.ts",
  "server/lib/logger.test.ts",
  "server/lib/mailer.test.ts",
  "server/middleware/static-files.test.ts",
  "server/middleware/validate.test.ts",
  "server/roundtables/category-rule.test.ts",
  "server/testing/run-once.test.ts",
  "shared/validators/auth.test.ts",
  "shared/zoned-time.test.ts",
];

const serverPass = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: jsonReport ? ["default", ["json", { outputFile: jsonReport }]] : ["default"],
    // One test file per core, not vitest's cores minus one: a server test waits on its database
    // and on bcrypt much of the time, so on two cores the suite took twice as long with one file at a time.
    // On a PostgreSQL server the files also wait on the server's own processes, and one file more
    // than cores finished the server tests a third sooner on two cores; embedded, the database runs
    // in the file's own thread and a file more only shares the cores (no faster).
    maxWorkers: os.availableParallelism() + (serverPass ? 1 : 0),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "shared/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: serverPass ? [...configDefaults.exclude, ...RUN_ONCE_FILES] : configDefaults.exclude,
          globalSetup: ["server/testing/global-setup.ts"],
          setupFiles: ["server/testing/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
          // A worker imports the app once for all its files (a third off the server tests); each
          // file still builds its own app, database and clock. What that asks of a file: docs/testing.md.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "client",
          environment: "jsdom",
          include: ["client/**/*.test.{ts,tsx}"],
          setupFiles: ["client/src/testing/setup.ts"],
          testTimeout: 15_000,
          // The component files share each worker's jsdom and module cache: a fresh jsdom and app
          // import per file cost about ten times the tests themselves. client/src/testing/setup.ts
          // clears what a test leaves (the page, toasts, stubs, storage); the files also pass shuffled.
          isolate: false,
        },
      },
    ],
  },
});
