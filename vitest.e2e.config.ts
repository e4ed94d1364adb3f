import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

const jsonReport = process.env.VITEST_JSON_REPORT;

/**
 * Journeys about the page itself, not about what the database answers: axe on every screen, the
 * keyboard, layout with long text at three widths, the place kept across Back and reload, stored
 * markup shown as text, the push switch (no push service in a browser test), and the production build. The data they show
 * comes through the same API the other journeys and the server tests run on both databases, so CI's
 * PostgreSQL server pass leaves them out and the embedded pass runs them (docs/testing.md, "Two databases").
 */
export const E2E_RUN_ONCE_FILES = [
  "e2e/a11y-screens.e2e.ts",
  "e2e/accessibility.e2e.ts",
  "e2e/ux-layout.e2e.ts",
  "e2e/keeps-place.e2e.ts",
  "e2e/stored-markup.e2e.ts",
  "e2e/push-opt-in.e2e.ts",
  "e2e/production-build.e2e.ts",
];

/** Browser journeys against the built app, started once for the run (e2e/support/global-setup.ts). */
export default defineConfig({
  // The setup reads the server's settings (the shipped convention, server/env.ts), which import shared/.
  resolve: { alias: { "@shared": path.resolve(import.meta.dirname, "shared") } },
  test: {
    name: "e2e",
    include: ["e2e/**/*.e2e.ts"],
    exclude: process.env.DATABASE_URL ? [...configDefaults.exclude, ...E2E_RUN_ONCE_FILES] : configDefaults.exclude,
    globalSetup: ["e2e/support/global-setup.ts"],
    environment: "node",
    // Two files at a time: a journey spends half its time waiting on the app and the browser, and
    // every journey signs in its own members, so files share nothing but the server.
    fileParallelism: true,
    maxWorkers: 2,
    // The longest journeys take about 25 s on a quiet machine; this machine's speed moves by two
    // to three times (29 November 2026: the evening's whole pass ran 2.7 times longer than the
    // afternoon's, and two journeys passed 60 s).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: jsonReport ? ["default", ["json", { outputFile: jsonReport }]] : ["default"],
  },
});
