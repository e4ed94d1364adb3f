import os from "node:os";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";
import { RUN_ONCE_FILES } from "./server/testing/run-once";

const alias = {
  "@": path.resolve(import.meta.dirname, "client/src"),
  "@shared": path.resolve(import.meta.dirname, "shared"),
};

// CI asks for a machine-readable report as well, to print one closing tally over all runs.
const jsonReport = process.env.VITEST_JSON_REPORT;

// On a PostgreSQL server (CI's second pass) the files that never open the run's database are left
// out: the embedded pass ran them, and they would prove the same thing again (server/testing/run-once.ts).
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
        },
      },
    ],
  },
});
