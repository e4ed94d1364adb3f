/**
 * The database functions' definitions live here, one file per function (<name>.sql), and the
 * migrations are made from them (write-migration.ts). This module reads the files and tells how a
 * database differs from them. A definition is compared the way PostgreSQL itself would see it:
 * read pg_get_functiondef() of the function, run the file's CREATE OR REPLACE inside a transaction
 * that is rolled back, and read it again; the same text means the file is what the database runs.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type pg from "pg";
import { SERVER_SOURCE_DIR } from "../../paths";

export const FUNCTIONS_DIR = path.join(SERVER_SOURCE_DIR, "db/functions");

/** Our functions' names all begin so; the extensions' (pg_trgm) never do. */
const PREFIX = "ec_";

export type FunctionFile = { name: string; sql: string };

export type FunctionDifference =
  /** The file's definition differs; `dropArgs` when its signature changed, so it must be dropped first. */
  | { kind: "changed"; name: string; dropArgs?: string }
  /** The file defines a function the database doesn't have. */
  | { kind: "missing"; name: string }
  /** The database has a function no file defines. */
  | { kind: "no_file"; name: string; args: string };

type Queryable = Pick<pg.ClientBase, "query">;

type DatabaseFunction = { name: string; args: string; definition: string };

/** Every <name>.sql in the folder; each must define exactly the function it is named after. */
export async function readFunctionFiles(dir = FUNCTIONS_DIR): Promise<FunctionFile[]> {
  const names = (await fs.readdir(dir)).filter((file) => file.endsWith(".sql")).sort();
  return Promise.all(
    names.map(async (file) => {
      const name = file.slice(0, -".sql".length);
      const sql = await fs.readFile(path.join(dir, file), "utf8");
      const defined = [...sql.matchAll(/CREATE\s+OR\s+REPLACE\s+FUNCTION\s+([a-z0-9_]+)\s*\(/gi)].map((match) => match[1]!.toLowerCase());
      if (defined.length !== 1 || defined[0] !== name || !name.startsWith(PREFIX)) {
        throw new Error(`${file} must hold one CREATE OR REPLACE FUNCTION ${name}(...), named as the file and beginning with ${PREFIX}`);
      }
      return { name, sql };
    }),
  );
}

async function databaseFunctions(client: Queryable, name?: string): Promise<DatabaseFunction[]> {
  const { rows } = await client.query<DatabaseFunction>(
    `select p.proname as name, pg_get_function_identity_arguments(p.oid) as args, pg_get_functiondef(p.oid) as definition
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = current_schema() and ($1::text is null and starts_with(p.proname, $2) or p.proname = $1)
     order by p.proname, p.oid`,
    [name ?? null, PREFIX],
  );
  return rows;
}

/** 42P13: CREATE OR REPLACE can't change a function's result type, parameter names or defaults. */
const isSignatureChange = (error: unknown) => (error as { code?: string }).code === "42P13";

/** How one file's definition differs from the database's, found in a transaction that is rolled back. */
async function compareFile(client: Queryable, file: FunctionFile): Promise<FunctionDifference | undefined> {
  await client.query("begin");
  try {
    const before = await databaseFunctions(client, file.name);
    if (before.length === 0) return { kind: "missing", name: file.name };
    try {
      await client.query(file.sql);
    } catch (error) {
      if (!isSignatureChange(error)) throw error;
      return { kind: "changed", name: file.name, dropArgs: before[0]!.args };
    }
    const after = await databaseFunctions(client, file.name);
    // New parameter types make a second function beside the old one.
    if (after.length !== before.length) return { kind: "changed", name: file.name, dropArgs: before[0]!.args };
    if (after.some((fn, index) => fn.definition !== before[index]!.definition)) return { kind: "changed", name: file.name };
    return undefined;
  } finally {
    await client.query("rollback");
  }
}

/** Every way the database differs from the files, in file order, then the functions without a file. */
export async function findDifferences(client: Queryable, files: FunctionFile[]): Promise<FunctionDifference[]> {
  const differences: FunctionDifference[] = [];
  for (const file of files) {
    const difference = await compareFile(client, file);
    if (difference) differences.push(difference);
  }
  const named = new Set(files.map((file) => file.name));
  for (const fn of await databaseFunctions(client)) {
    if (!named.has(fn.name)) differences.push({ kind: "no_file", name: fn.name, args: fn.args });
  }
  return differences;
}

export function describeDifference(difference: FunctionDifference): string {
  switch (difference.kind) {
    case "changed":
      return `${difference.name}: the database's definition differs from ${difference.name}.sql${difference.dropArgs === undefined ? "" : " (its signature changed)"}`;
    case "missing":
      return `${difference.name}: ${difference.name}.sql defines a function the database doesn't have`;
    case "no_file":
      return `${difference.name}(${difference.args}): the database has this function, but no file defines it`;
  }
}
