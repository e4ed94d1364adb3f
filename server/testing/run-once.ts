/**
 * Test files the PostgreSQL server pass of CI leaves out: they never open the run's database, so
 * they prove the same thing on either and run once, in the embedded pass (vitest.config.ts). Each
 * is one of: a command-line script run on an embedded database of its own (its environment drops
 * DATABASE_URL), the embedded database itself, a lint or build check, or code without a database.
 * run-once.test.ts fails when one of them starts using the run's database. docs/testing.md, "Two databases".
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
  "server/roundtables/category-rule.test.ts",
  "server/testing/run-once.test.ts",
  "shared/validators/auth.test.ts",
];
