import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger";
import { createTestDatabase } from "../testing/test-database";
import type { Database } from "./client";
import { runEmbeddedUpkeep, scheduleEmbeddedUpkeep } from "./embedded-upkeep";

let database: Database;
const logger = createLogger({ logLevel: "silent" });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const plannerRowCount = async (table: string) =>
  Number((await database.pool.query<{ reltuples: number }>("select reltuples from pg_class where relname = $1", [table])).rows[0]!.reltuples);
const rowCount = async (table: string) => Number((await database.pool.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);

async function addChapters(prefix: string, count: number) {
  await database.pool.query(
    "insert into chapters (name, region, color) select $1 || g, 'Eastern', '#123456' from generate_series(1, $2::int) g",
    [prefix, count],
  );
}

describe("the embedded database's upkeep", () => {
  it("when it runs, then the planner knows every table's real size (it guessed before)", async () => {
    await addChapters("Upkeep College ", 40);
    const chapters = await rowCount("chapters");
    expect(await plannerRowCount("chapters")).not.toBe(chapters);
    await runEmbeddedUpkeep(database);
    expect(await plannerRowCount("chapters")).toBe(chapters);
  });

  it("when it is scheduled on this run's database, then it runs on an embedded one and never on a server (autovacuum does it)", async () => {
    await addChapters("Scheduled College ", 25);
    const chapters = await rowCount("chapters");
    const stop = scheduleEmbeddedUpkeep(database, logger, { firstDelayMs: 10, intervalMs: 60_000 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      if (database.kind === "embedded") expect(await plannerRowCount("chapters")).toBe(chapters);
      else expect(await plannerRowCount("chapters")).not.toBe(chapters);
    } finally {
      stop();
    }
  });

  it("when it fails, then the failure is logged and the next round still comes; stop ends the rounds", async () => {
    let calls = 0;
    const failing = {
      kind: "embedded" as const,
      pool: {
        query: async () => {
          calls += 1;
          throw new Error("busy");
        },
      } as unknown as Database["pool"],
    };
    const stop = scheduleEmbeddedUpkeep(failing, logger, { firstDelayMs: 5, intervalMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    stop();
    const afterStop = calls;
    expect(afterStop).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls).toBe(afterStop);
  });
});
