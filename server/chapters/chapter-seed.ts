/**
 * Loads chapters from a CSV file (name, region, optional color) in one transaction. A bad row stops
 * the whole load with its line number and leaves the database as it was; running the same file
 * twice changes nothing.
 */
import fs from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { REGIONS, type Region } from "@shared/constants";
import type { Db } from "../db/client";
import { countChapters, upsertChapter } from "./chapter.storage";

/** A dot color per region for rows that give none. */
const REGION_COLORS: Record<Region, string> = {
  Eastern: "#1d4e89",
  Southern: "#b5452b",
  Midwestern: "#2f6b3a",
  Southwestern: "#b07a12",
  "High Plains": "#6b4c9a",
  "Far Western": "#0f766e",
};

export class SeedError extends Error {}

export type ChapterSeedRow = { name: string; region: Region; color: string };
export type SeedResult = { inserted: number; updated: number; unchanged: number };

export function parseChapterCsv(text: string, fileName = "chapters.csv"): ChapterSeedRow[] {
  let records: string[][];
  try {
    records = parse(text, { skip_empty_lines: true, trim: true, relax_column_count: true, bom: true });
  } catch (error) {
    throw new SeedError(`${fileName}: not a readable CSV file (${(error as Error).message})`);
  }
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const [header, ...rows] = records;
  const columns = (header ?? []).map((cell) => cell.toLowerCase());
  const nameAt = columns.indexOf("name");
  const regionAt = columns.indexOf("region");
  const colorAt = columns.indexOf("color");
  if (nameAt < 0 || regionAt < 0) {
    throw new SeedError(`${fileName}, line 1: the header must name the columns name, region and optionally color`);
  }
  // csv-parse drops blank lines, so find each record's own line for the error message.
  const lineNumbers = lines.flatMap((line, index) => (line.trim() === "" ? [] : [index + 1])).slice(1);
  const seen = new Set<string>();
  return rows.map((cells, index) => {
    const line = lineNumbers[index] ?? index + 2;
    const name = (cells[nameAt] ?? "").trim();
    const region = (cells[regionAt] ?? "").trim();
    const color = (colorAt >= 0 ? (cells[colorAt] ?? "") : "").trim();
    const where = `${fileName}, line ${line}`;
    if (!name) throw new SeedError(`${where}: the chapter name is empty`);
    if (name.length > 200) throw new SeedError(`${where}: the chapter name is longer than 200 characters`);
    const knownRegion = REGIONS.find((candidate) => candidate.toLowerCase() === region.toLowerCase());
    if (!knownRegion) {
      throw new SeedError(`${where}: unknown region "${region}" (expected one of ${REGIONS.join(", ")})`);
    }
    if (color && !/^#[0-9a-f]{6}$/i.test(color)) {
      throw new SeedError(`${where}: color "${color}" is not a hex color like #9b1c31`);
    }
    if (seen.has(name.toLowerCase())) throw new SeedError(`${where}: "${name}" appears twice in the file`);
    seen.add(name.toLowerCase());
    return { name, region: knownRegion, color: (color || REGION_COLORS[knownRegion]).toLowerCase() };
  });
}

export async function seedChapters(db: Db, rows: ChapterSeedRow[]): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const result: SeedResult = { inserted: 0, updated: 0, unchanged: 0 };
    for (const row of rows) {
      const changed = await upsertChapter(tx, row);
      if (!changed) result.unchanged += 1;
      else if (changed.inserted) result.inserted += 1;
      else result.updated += 1;
    }
    return result;
  });
}

export async function seedChaptersFromFile(db: Db, file: string): Promise<SeedResult> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch {
    throw new SeedError(`Cannot read the chapter file ${file}`);
  }
  return seedChapters(db, parseChapterCsv(text, file));
}

/** On first start the database gets the default chapter list; later starts leave chapters alone. */
export async function seedChaptersIfEmpty(db: Db, file: string): Promise<SeedResult | undefined> {
  if ((await countChapters(db)) > 0) return undefined;
  return seedChaptersFromFile(db, file);
}
