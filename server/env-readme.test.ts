/** The README's settings table (section "Configuration") names every setting server/env.ts reads, and nothing else. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SETTING_NAMES } from "./env";

function readmeSettings(): string[] {
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, "../README.md"), "utf8");
  const section = readme.split(/^## /m).find((part) => part.startsWith("Configuration"));
  if (!section) throw new Error("the README has no Configuration section");
  // A row's first cell names one setting, or two joined by " / " (`CONVENTION_START` / `CONVENTION_END`).
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...line.split("|")[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!));
}

describe("the README's settings table", () => {
  it("when server/env.ts reads a setting, then the table lists it, once, and lists nothing else", () => {
    const listed = readmeSettings();
    expect(SETTING_NAMES.length).toBeGreaterThan(20);
    expect(SETTING_NAMES.filter((name) => !listed.includes(name)), "settings missing from the README").toEqual([]);
    expect(listed.filter((name) => !SETTING_NAMES.includes(name)), "README rows for settings env.ts doesn't read").toEqual([]);
    expect(listed.filter((name, index) => listed.indexOf(name) !== index), "settings listed twice").toEqual([]);
  });
});
