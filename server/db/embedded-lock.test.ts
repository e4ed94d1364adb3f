import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EmbeddedDatabaseInUseError, lockEmbeddedDir } from "./embedded-lock";

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "ec-lock-"));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe("the embedded database's lock", () => {
  it("when a live process holds it, then another open is refused with what to do; once released, it can be taken", async () => {
    const pglite = path.join(dir, "held", "pglite");
    const release = await lockEmbeddedDir(pglite);
    expect(await fs.readFile(`${pglite}.lock`, "utf8")).toBe(String(process.pid));
    await expect(lockEmbeddedDir(pglite)).rejects.toThrow(EmbeddedDatabaseInUseError);
    await expect(lockEmbeddedDir(pglite)).rejects.toThrow(/Stop the app \(Ctrl\+C in its terminal\) and run this command again/);
    await release();
    const again = await lockEmbeddedDir(pglite);
    await again();
  });

  it("when the lock was left by a process that has ended, then it is taken over", async () => {
    const pglite = path.join(dir, "stale", "pglite");
    await fs.mkdir(path.dirname(pglite), { recursive: true });
    // Pids are below 2^22 on Linux, so this one is never alive.
    await fs.writeFile(`${pglite}.lock`, "9999999");
    const release = await lockEmbeddedDir(pglite);
    expect(await fs.readFile(`${pglite}.lock`, "utf8")).toBe(String(process.pid));
    await release();
  });
});
