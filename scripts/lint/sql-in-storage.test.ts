/**
 * SQL lives in *.storage.ts and server/db/ (docs/architecture.md, "Layers"): the date rules and the
 * demo's conventions hold rules only and read and write through their storage files. (Older files
 * outside this list still carry SQL of their own; each joins the list when its SQL moves.)
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const RULES_WITHOUT_SQL = ["server/roundtables/date-rules.ts", "server/demo/next-convention.ts", "server/demo/past-convention.ts"];

describe("SQL in storage files", () => {
  it.each(RULES_WITHOUT_SQL)("when %s is read, then it writes no SQL of its own", (file) => {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    expect(text).not.toMatch(/from "drizzle-orm"/);
    expect(text).not.toMatch(/\bsql`/);
    expect(text).not.toMatch(/\.execute\(/);
  });
});
