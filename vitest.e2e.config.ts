import path from "node:path";
import { defineConfig } from "vitest/config";

const jsonReport = process.env.VITEST_JSON_REPORT;

/** Browser journeys against the built app, started once for the run (e2e/support/global-setup.ts). */
export default defineConfig({
  // The setup reads the server's settings (the shipped convention, server/env.ts), which import shared/.
  resolve: { alias: { "@shared": path.resolve(import.meta.dirname, "shared") } },
  test: {
    name: "e2e",
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    environment: "node",
    // Two files at a time: a journey spends half its time waiting on the app and the browser, and
    // every journey signs in its own members, so files share nothing but the server.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: jsonReport ? ["default", ["json", { outputFile: jsonReport }]] : ["default"],
  },
});
