import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openEmbeddedDataDir } from "./client";

const MB = 1024 * 1024;
const folders: string[] = [];

afterAll(async () => {
  await Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true })));
});

describe("a new embedded database", () => {
  it("when the folder is new, then the database is created outside the app's process, which keeps none of initdb's memory, and opens again", async () => {
    const dir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "ec-create-")), "pglite");
    folders.push(path.dirname(dir));
    const before = process.memoryUsage().external;
    const pglite = await openEmbeddedDataDir(dir);
    try {
      // Created in this process, initdb would leave more than this bound of WebAssembly memory behind.
      expect(process.memoryUsage().external - before).toBeLessThan(400 * MB);
      expect((await pglite.query<{ answer: number }>("select 41 + 1 as answer")).rows[0]?.answer).toBe(42);
      await pglite.query("create table kept (note text)");
      await pglite.query("insert into kept values ('still here')");
    } finally {
      await pglite.close();
    }
    await expect(fs.access(path.join(dir, "PG_VERSION"))).resolves.toBeUndefined();
    const reopened = await openEmbeddedDataDir(dir);
    try {
      expect((await reopened.query<{ note: string }>("select note from kept")).rows).toEqual([{ note: "still here" }]);
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
