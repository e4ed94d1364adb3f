/**
 * The files in server/db/functions are what the migrated database runs: every ec_* function has
 * its file, every file its function, and each definition is its file's, as PostgreSQL sees it.
 * When one differs, `npm run db:functions -- <name>` writes the migration that fixes it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type pg from "pg";
import type { Database } from "../client";
import { createTestDatabase } from "../../testing/test-database";
import { describeDifference, findDifferences, readFunctionFiles, type FunctionFile } from "./function-files";

let database: Database;
let client: pg.PoolClient;
let files: FunctionFile[];

beforeAll(async () => {
  database = await createTestDatabase();
  client = await database.pool.connect();
  files = await readFunctionFiles();
});
afterAll(async () => {
  client.release();
  await database.close();
});

const withFile = (name: string, change: (sql: string) => string) =>
  files.map((file) => (file.name === name ? { ...file, sql: change(file.sql) } : file));

describe("the database functions and their files", () => {
  it("when the migrated database is compared with the files, then each function has its file and each file's definition is the database's", async () => {
    const differences = await findDifferences(client, files);
    expect(differences.map(describeDifference)).toEqual([]);
    // The seat rules at least, and the trigger functions: one place for every function.
    const names = files.map((file) => file.name);
    for (const name of ["ec_seat_clashes", "ec_promote_from_waitlist", "ec_join_roundtable", "ec_leave_roundtable", "ec_bump_data_version"]) {
      expect(names).toContain(name);
    }
  });

  it("when a file's body differs from the database's by a word, then the comparison names that function", async () => {
    const edited = withFile("ec_promote_from_waitlist", (sql) => sql.replace("LIMIT greatest(p_seats, 0)", "LIMIT greatest(p_seats, 1)"));
    expect(await findDifferences(client, edited)).toEqual([{ kind: "changed", name: "ec_promote_from_waitlist" }]);
  });

  it("when a file's signature differs (a new result column), then the comparison says the old one must be dropped", async () => {
    const edited = withFile("ec_leave_roundtable", (sql) => sql.replace("OUT session_id int)", "OUT session_id int, OUT extra int)"));
    expect(await findDifferences(client, edited)).toEqual([
      {
        kind: "changed",
        name: "ec_leave_roundtable",
        dropArgs: "p_roundtable_id integer, p_user_id integer, p_left_message text[], p_left_waitlist_message text[], p_promoted_message text[], p_now timestamp with time zone, OUT outcome text, OUT promoted_user_ids integer[], OUT title text, OUT session_id integer",
      },
    ]);
  });

  it("when a function has no file, or a file no function, then the comparison names each", async () => {
    const withoutOne = files.filter((file) => file.name !== "ec_lower_words");
    const withExtra = [...withoutOne, { name: "ec_not_migrated", sql: "CREATE OR REPLACE FUNCTION ec_not_migrated() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;" }];
    expect(await findDifferences(client, withExtra)).toEqual([
      { kind: "missing", name: "ec_not_migrated" },
      { kind: "no_file", name: "ec_lower_words", args: "items text[]" },
    ]);
  });

  it("when the comparison has run, then the database is as it was", async () => {
    await findDifferences(client, withFile("ec_promote_from_waitlist", (sql) => sql.replace("LIMIT greatest(p_seats, 0)", "LIMIT greatest(p_seats, 1)")));
    expect((await findDifferences(client, files)).map(describeDifference)).toEqual([]);
  });
});
