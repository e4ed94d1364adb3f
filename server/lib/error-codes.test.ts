/**
 * The error codes are one list (shared/error-codes.ts), and AppError's type takes nothing else;
 * these hold the documentation and the source to it: docs/api-errors.md's table is the list, every
 * code-like text the server's source gives an answer is on it, and no listed code is dead.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_CODES, isErrorCode } from "@shared/error-codes";

const root = path.resolve(import.meta.dirname, "../..");

function serverSources(dir = path.join(root, "server")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : serverSources(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** `| \`code\` | 409 | meaning |` rows of docs/api-errors.md. */
function documentedRows(): Array<[string, number, string]> {
  const text = readFileSync(path.join(root, "docs/api-errors.md"), "utf8");
  return [...text.matchAll(/^\| `([a-z_]+)` \| (\d{3}) \| (.+) \|$/gm)].map((match) => [match[1]!, Number(match[2]), match[3]!.replace(/\\\|/g, "|")]);
}

describe("error codes", () => {
  it("when docs/api-errors.md is read, then its table is exactly the list: each code once, with its status and meaning", () => {
    const listed = Object.entries(ERROR_CODES).map(([code, { status, meaning }]) => [code, status, meaning]);
    expect(documentedRows()).toEqual(listed);
  });

  it("when a code is listed, then it is snake_case and its status an error status", () => {
    for (const [code, { status }] of Object.entries(ERROR_CODES)) {
      expect(code, code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(status, code).toBeGreaterThanOrEqual(400);
    }
  });

  // AppError's type takes only listed codes; this covers what the compiler doesn't: an answer written as JSON by hand, and the OpenAPI lists.
  it("when the server's source names a code (`code:` in an answer, or an operation's `codes`), then the code is listed", () => {
    const named = new Set<string>();
    for (const file of serverSources()) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/\bcode: "([a-z_]+)"|\bcodes: \[([^\]]*)\]/g)) {
        if (match[2] !== undefined) for (const quoted of match[2].matchAll(/"([^"]+)"/g)) named.add(quoted[1]!);
        else if (match[1] !== "custom") named.add(match[1]!); // zod's own issue code, not an answer's
      }
    }
    expect(named.size).toBeGreaterThan(20);
    expect([...named].filter((code) => !isErrorCode(code))).toEqual([]);
  });

  it("when a code is listed, then the server's source answers with it somewhere (no code is dead)", () => {
    const source = serverSources()
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const dead = Object.keys(ERROR_CODES).filter((code) => !source.includes(`"${code}"`));
    expect(dead).toEqual([]);
  });
});
