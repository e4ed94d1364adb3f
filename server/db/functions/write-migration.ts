/**
 * `npm run db:functions -- <migration_name>`: writes a migration that brings the migrated database's
 * functions to their files in this folder. It migrates a fresh embedded database, compares each
 * function with its file (function-files.ts), and when any differs has drizzle-kit make an empty
 * custom migration (`drizzle-kit generate --custom`, journal entry and snapshot included) and fills
 * it: CREATE OR REPLACE for a changed or new definition, DROP first where the signature changed,
 * DROP for a function whose file was removed. It then applies the new migration to the same
 * database and checks that nothing differs any more. With nothing to do, it writes nothing.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PROJECT_ROOT } from "../../paths";
import { openDatabase, type Database } from "../client";
import { MIGRATIONS_FOLDER, runMigrations } from "../migrate";
import { describeDifference, findDifferences, readFunctionFiles, type FunctionDifference, type FunctionFile } from "./function-files";

const BREAKPOINT = "\n--> statement-breakpoint\n";

function statementsFor(difference: FunctionDifference, files: Map<string, FunctionFile>): string[] {
  switch (difference.kind) {
    case "no_file":
      return [`DROP FUNCTION ${difference.name}(${difference.args});`];
    case "missing":
      return [files.get(difference.name)!.sql.trim()];
    case "changed": {
      const create = files.get(difference.name)!.sql.trim();
      return difference.dropArgs === undefined ? [create] : [`DROP FUNCTION ${difference.name}(${difference.dropArgs});`, create];
    }
  }
}

function migrationSql(differences: FunctionDifference[], files: FunctionFile[]): string {
  const byName = new Map(files.map((file) => [file.name, file]));
  const header = `-- Written by \`npm run db:functions\` from server/db/functions/ (${differences.map((difference) => difference.name).join(", ")}).`;
  return `${header}\n${differences.flatMap((difference) => statementsFor(difference, byName)).join(BREAKPOINT)}\n`;
}

async function differencesIn(database: Database, files: FunctionFile[]): Promise<FunctionDifference[]> {
  const client = await database.pool.connect();
  try {
    return await findDifferences(client, files);
  } finally {
    client.release();
  }
}

/** drizzle-kit's new custom migration: its file, as the journal's last entry names it. */
async function generateEmptyMigration(name: string): Promise<string> {
  const result = spawnSync("npx", ["drizzle-kit", "generate", "--custom", "--name", name], { cwd: PROJECT_ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`drizzle-kit generate --custom failed (exit ${result.status})`);
  const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as { entries: Array<{ tag: string }> };
  return path.join(MIGRATIONS_FOLDER, `${journal.entries.at(-1)!.tag}.sql`);
}

async function main(name: string) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`A migration name is lower-case words joined by "_", not "${name}"`);
  const files = await readFunctionFiles();
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const database = await openDatabase({ pglite });
  try {
    await runMigrations(database.db);
    const differences = await differencesIn(database, files);
    if (differences.length === 0) {
      console.info("The migrated database's functions match their files: no migration written.");
      return;
    }
    for (const difference of differences) console.info(describeDifference(difference));
    const file = await generateEmptyMigration(name);
    await fs.writeFile(file, migrationSql(differences, files));
    await runMigrations(database.db);
    const left = await differencesIn(database, files);
    if (left.length > 0) {
      throw new Error(`${path.relative(PROJECT_ROOT, file)} was written, but after it the database still differs:\n${left.map(describeDifference).join("\n")}`);
    }
    console.info(`Wrote ${path.relative(PROJECT_ROOT, file)}; the migrated database now matches the files.`);
  } finally {
    await database.close();
  }
}

try {
  await main(process.argv[2] ?? "database_functions");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
