/** The score's rounding in the app, held to PostgreSQL's round(x::numeric, 3)::float8 (match.storage.ts). */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../testing/test-database";
import type { Database } from "../db/client";
import { roundLikeNumeric } from "./match-score";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("rounding a score to three places", () => {
  it("when scores are random or sit on or next to a half-way point, then the app rounds each as PostgreSQL does", async () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const values = Array.from({ length: 3000 }, () => random());
    for (let n = 0; n < 1000; n += 1) {
      const half = (n + 0.5) / 1000;
      values.push(half, half + Number.EPSILON, half - Number.EPSILON, half * (1 + 1e-15), half * (1 - 1e-15), 0.7 * half + 0.15);
    }
    const { rows } = await database.db.execute<{ rounded: number[] }>(
      sql`select array_agg(round(x::numeric, 3)::float8 order by n) as rounded from unnest(${sql.param(values)}::float8[]) with ordinality as v(x, n)`,
    );
    const expected = rows[0]!.rounded.map(Number);
    const mismatches = values.filter((value, index) => roundLikeNumeric(value) !== expected[index]);
    expect(mismatches).toEqual([]);
  });
});
