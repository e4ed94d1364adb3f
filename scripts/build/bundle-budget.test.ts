/**
 * The signed-out screen's size budget, checked on a real production build: the JavaScript and CSS
 * that index.html loads before anything else (entry, preloads, stylesheets linked or written into
 * the page), as brotli on the wire. Member pages are separate chunks and not counted. It also
 * proves the client carries no database library.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

export const INITIAL_JS_BUDGET_BYTES = 150 * 1024;
export const INITIAL_CSS_BUDGET_BYTES = 30 * 1024;

const root = path.resolve(import.meta.dirname, "../..");
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "ec-budget-"));

const brotliSize = (content: string | Buffer) => zlib.brotliCompressSync(content).length;

let initialJs: string[] = [];
let initialCss: string[] = [];
let inlineCss: string[] = [];

beforeAll(async () => {
  // The test runner sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ configFile: path.join(root, "vite.config.ts"), mode: "production", logLevel: "silent", build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const html = fs.readFileSync(path.join(outDir, "index.html"), "utf8");
  const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => path.join(outDir, match[1]!));
  initialJs = [...refs(/<script[^>]+src="([^"]+\.js)"/g), ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)];
  initialCss = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g);
  inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
}, 120_000);

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe("the client bundle", () => {
  it("when a signed-out visitor opens the site, then the JavaScript they load first fits the budget", () => {
    expect(initialJs.length).toBeGreaterThan(0);
    const total = initialJs.reduce((sum, file) => sum + brotliSize(fs.readFileSync(file)), 0);
    expect(total, `initial JavaScript is ${Math.round(total / 1024)} KB brotli`).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });

  it("when a signed-out visitor opens the site, then the CSS they load first fits the budget", () => {
    expect(initialCss.length + inlineCss.length).toBeGreaterThan(0);
    const total = [...initialCss.map((file) => fs.readFileSync(file)), ...inlineCss].reduce((sum, css) => sum + brotliSize(css), 0);
    expect(total, `initial CSS is ${Math.round(total / 1024)} KB brotli`).toBeLessThanOrEqual(INITIAL_CSS_BUDGET_BYTES);
  });

  it("when the client is built, then the entry stylesheet is written into the page, with metric-matched font fallbacks", () => {
    // A linked stylesheet is a render-blocking round trip before the first paint.
    expect(initialCss).toEqual([]);
    expect(inlineCss.join("")).toContain("Inter fallback");
    expect(inlineCss.join("")).toMatch(/font-family:"?Source Serif 4 fallback"?;src:local\(/);
  });

  it("when the client is built, then no chunk holds the database library and no source map is published", () => {
    const files = fs.readdirSync(path.join(outDir, "assets"));
    expect(files.filter((file) => file.endsWith(".map"))).toEqual([]);
    for (const file of files.filter((name) => name.endsWith(".js"))) {
      // drizzle-orm tags every class with Symbol.for("drizzle:...").
      expect(fs.readFileSync(path.join(outDir, "assets", file), "utf8"), file).not.toContain("drizzle:");
    }
  });
});
