import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client";

describe("the embedded database", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pglite: await PGlite.create() });
  });
  afterAll(() => database.close());

  it("when the pool replaces its connection, then named statements can be prepared again", async () => {
    for (let round = 0; round < 3; round += 1) {
      const client = await database.pool.connect();
      const { rows } = await client.query({ name: "regression-named-statement", text: "select $1::int as round", values: [round] });
      expect(rows[0]).toEqual({ round });
      client.release(true); // destroy it: the next checkout opens a new socket connection
    }
  });

  it("when a transaction is open, then other queries wait for it rather than run inside it", async () => {
    await database.pool.query("create table if not exists counter (value int)");
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute("insert into counter values (1)");
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error("roll back");
    });
    const outside = database.pool.query("select count(*)::int as count from counter");
    await expect(transaction).rejects.toThrow("roll back");
    expect((await outside).rows[0]).toEqual({ count: 0 });
  });
});
