/**
 * The compiled server (npm start) is an ES module bundle, which has no __dirname: a bundled package
 * that finds its own files through it (calendar time zones did) fails only when that code runs.
 * Such packages must stay outside the bundle (scripts/build/build-server.ts).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "ec-server-bundle-"));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe("the compiled server", () => {
  it("when the server is bundled, then no bundled code reaches for __dirname or __filename", () => {
    const outfile = path.join(outDir, "index.js");
    execFileSync(process.execPath, ["--import", "tsx", "scripts/build/build-server.ts", outfile], { cwd: root, stdio: "pipe" });
    // index.js and the chunks it loads when it runs the app.
    const files = fs.readdirSync(outDir, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".js"));
    expect(files).toContain("index.js");
    const code = files.map((name) => fs.readFileSync(path.join(outDir, name), "utf8")).join("\n");
    expect(code.length).toBeGreaterThan(100_000);
    const offenders = code.split("\n").filter((line) => /\b__(dirname|filename)\b/.test(line));
    expect(offenders).toEqual([]);
  }, 120_000);
});
