import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { CONVENTION_DATA_ELEMENT_ID } from "@shared/constants";
import type { Convention } from "@shared/types";
import { precompressFolder } from "../../scripts/build/precompress";
import { loadStaticFiles } from "../middleware/static-files";
import { createConventionPages, withConvention } from "./convention-in-page";
import { tempFolder } from "../testing/temp-folder";

const page = `<!doctype html><html><head><title>English Convention</title></head><body><div id="root"></div>${"<p>x</p>".repeat(100)}</body></html>`;

async function builtIndex() {
  const dir = await tempFolder("ec-index-");
  fs.writeFileSync(path.join(dir, "index.html"), page);
  await precompressFolder(dir);
  return loadStaticFiles(dir).get("/index.html")!;
}

const dataBlock = (html: string) =>
  new RegExp(`<script type="application/json" id="${CONVENTION_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];

describe("the convention written into index.html", () => {
  it("when the page is served, then every encoding carries the convention as JSON in the head, under a new ETag", async () => {
    const original = await builtIndex();
    const convention: Convention = { id: 2, name: "2027 Convention", city: "Denver", startDate: "2027-03-18", endDate: "2027-03-20", timeZone: "America/Denver", proposalsCloseAt: null, isCurrent: true, phase: "upcoming" };
    const file = withConvention(original, convention);
    const plain = file.bodies.identity!.toString();
    expect(plain.indexOf(CONVENTION_DATA_ELEMENT_ID)).toBeLessThan(plain.indexOf("</head>"));
    expect(JSON.parse(dataBlock(plain)!)).toEqual(convention);
    expect(zlib.brotliDecompressSync(file.bodies.br!).toString()).toBe(plain);
    expect(zlib.gunzipSync(file.bodies.gzip!).toString()).toBe(plain);
    expect(file.etag).not.toBe(original.etag);
    expect(file.cacheControl).toBe(original.cacheControl);
  });

  it("when a configured name holds markup, then it cannot end the data block or run as script", async () => {
    const convention: Convention = { id: 2, name: "</script><script>alert(1)</script>", city: "<!--", startDate: "2027-03-18", endDate: "2027-03-20", timeZone: "UTC", proposalsCloseAt: null, isCurrent: true, phase: "upcoming" };
    const plain = withConvention(await builtIndex(), convention).bodies.identity!.toString();
    expect(plain.match(/<\/script>/g)).toHaveLength(1);
    expect(plain).not.toContain("<script>alert");
    expect(JSON.parse(dataBlock(plain)!)).toEqual(convention);
  });

  it("when the current convention changes, then the page embeds the new one, and the same convention gets the same page", async () => {
    const pages = createConventionPages(await builtIndex());
    const first: Convention = { id: 1, name: "2026 Convention", city: "New Orleans", startDate: "2026-03-29", endDate: "2026-04-01", timeZone: "America/Chicago", proposalsCloseAt: null, isCurrent: true, phase: "over" };
    const next: Convention = { ...first, id: 2, name: "2027 Convention", city: "Denver", startDate: "2027-03-18", endDate: "2027-03-20", phase: "upcoming" };
    const before = pages.for(first);
    expect(JSON.parse(dataBlock(before.bodies.identity!.toString())!)).toEqual(first);
    const after = pages.for(next);
    expect(JSON.parse(dataBlock(after.bodies.identity!.toString())!)).toEqual(next);
    expect(after.etag).not.toBe(before.etag);
    expect(pages.for({ ...first })).toBe(before);
  });

  it("when the real page is served, then its first paint is in the HTML: the landing's words on the landing, with the phase's headline, and only the frame elsewhere", async () => {
    const dir = await tempFolder("ec-shell-");
    fs.copyFileSync(path.resolve(import.meta.dirname, "../../client/index.html"), path.join(dir, "index.html"));
    const index = loadStaticFiles(dir).get("/index.html")!;
    const over: Convention = { id: 1, name: "2026 Convention", city: "New Orleans", startDate: "2026-03-29", endDate: "2026-04-01", timeZone: "America/Chicago", proposalsCloseAt: null, isCurrent: true, phase: "over" };
    const pages = createConventionPages(index);
    const visitor = pages.for(over, { landing: true }).bodies.identity!.toString();
    const root = (html: string) => html.slice(html.indexOf('<div id="root">'));
    expect(root(visitor)).toContain("English Convention</span>");
    expect(root(visitor)).toMatch(/<h1[^>]*>Find your people for next year's convention<\/h1>/);
    expect(root(visitor)).toContain("brings the members of both English honor societies together");
    const member = pages.for(over).bodies.identity!.toString();
    expect(root(member)).toContain("English Convention</span>");
    expect(root(member)).not.toContain("<h1");
    expect(root(member)).not.toContain("honor societies");
    expect(JSON.parse(dataBlock(member)!)).toEqual(over);
    expect(root(pages.for({ ...over, phase: "under_way" }, { landing: true }).bodies.identity!.toString())).toContain(">The convention is under way: find your people</h1>");
  });
});
