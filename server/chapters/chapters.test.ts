import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGIONS } from "@shared/constants";
import { chapters } from "@shared/schema";
import { DEFAULT_SEED_FILE } from "../env";
import { createTestApp, type TestApp } from "../testing/test-app";
import { parseChapterCsv, SeedError, seedChapters, seedChaptersFromFile } from "./chapter-seed";
import { tempFolder } from "../testing/temp-folder";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("GET /api/chapters", () => {
  it("when anyone asks, then at least 60 chapters come back across all six regions, each with a color", async () => {
    const response = await testApp.agent().get("/api/chapters");
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(60);
    expect(new Set(response.body.map((chapter: { region: string }) => chapter.region))).toEqual(new Set(REGIONS));
    for (const chapter of response.body) expect(chapter.color).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe("seeding chapters from CSV", () => {
  it("when a row has an unknown region or an empty name, then the error names its line", () => {
    expect(() => parseChapterCsv("name,region\nRice University,Southwestern\n\nNowhere College,Northern\n", "x.csv")).toThrow(
      /x\.csv, line 4: unknown region "Northern"/,
    );
    expect(() => parseChapterCsv("name,region,color\n,Eastern,#123456\n", "y.csv")).toThrow(/y\.csv, line 2: the chapter name is empty/);
    expect(() => parseChapterCsv("name,region,color\nA,Eastern,red\n")).toThrow(/color "red"/);
    expect(() => parseChapterCsv("school,area\nA,Eastern\n")).toThrow(/line 1/);
  });

  it("when a row gives no color, then it gets its region's color", () => {
    const [row] = parseChapterCsv("name,region\nNew School,High Plains\n");
    expect(row).toEqual({ name: "New School", region: "High Plains", color: "#6b4c9a" });
  });

  it("when the default file is loaded again, then nothing changes", async () => {
    const result = await seedChaptersFromFile(testApp.database.db, DEFAULT_SEED_FILE);
    expect(result.inserted).toBe(0);
    expect(result.updated).toBe(0);
    expect(result.unchanged).toBeGreaterThanOrEqual(60);
  });

  it("when a file adds and recolors chapters, then one run applies both and a second changes nothing", async () => {
    const rows = parseChapterCsv("name,region,color\nNew Harbor College,Eastern,#111111\nrice university,Southwestern,#222222\n");
    expect(await seedChapters(testApp.database.db, rows)).toEqual({ inserted: 1, updated: 1, unchanged: 0 });
    expect(await seedChapters(testApp.database.db, rows)).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
  });

  it("when the database refuses a row midway, then no row of the file is kept", async () => {
    const before = (await testApp.database.db.select().from(chapters)).length;
    const rows = [
      { name: "Atomic College One", region: "Eastern" as const, color: "#333333" },
      { name: "Atomic College Two", region: "Nowhere" as never, color: "#444444" },
    ];
    await expect(seedChapters(testApp.database.db, rows)).rejects.toThrow();
    expect((await testApp.database.db.select().from(chapters)).length).toBe(before);
  });

  it("when the file is missing, then a SeedError says so", async () => {
    await expect(seedChaptersFromFile(testApp.database.db, path.join(os.tmpdir(), "missing-chapters.csv"))).rejects.toBeInstanceOf(SeedError);
    const bad = path.join(await tempFolder("ec-seed-"), "bad.csv");
    await fs.writeFile(bad, "name,region\nGood College,Eastern\nBad College,Atlantis\n");
    await expect(seedChaptersFromFile(testApp.database.db, bad)).rejects.toThrow(/line 3/);
    expect((await testApp.database.db.select().from(chapters)).some((chapter) => chapter.name === "Good College")).toBe(false);
  });
});
