/**
 * The lint run holds the server's layers (eslint.config.js; docs/architecture.md): each planted
 * file below breaks one rule and must fail with it, and a file that keeps the rules passes. The
 * planted code is linted as text under a path of the repository, so nothing is written to disk.
 */
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const RESTRICTED = "import-x/no-restricted-paths";

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The import rules' findings for `code` as if it were the file `file`. */
async function importProblems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId?.startsWith("import-x/")).map(({ ruleId, message }) => ({ ruleId, message }));
}

/** The folders of server/ that offer an index.ts: the features. */
const features = fs
  .readdirSync(path.join(root, "server"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, "server", entry.name, "index.ts")))
  .map((entry) => entry.name);

describe("the import boundaries in the lint run", () => {
  it("when a feature imports another feature's file instead of its index.ts, then lint fails", async () => {
    const problems = await importProblems("server/mail/planted.ts", 'import { hashPassword } from "../auth/password-hashing";\nexport const planted = hashPassword;\n');
    expect(problems).toEqual([{ ruleId: RESTRICTED, message: expect.stringContaining("through server/auth/index.ts") }]);
  });

  it("when any feature's file is imported from outside it, then lint fails, for every feature folder there is", async () => {
    expect(features.length).toBeGreaterThan(5);
    for (const feature of features) {
      const inside = fs.readdirSync(path.join(root, "server", feature)).find((name) => name.endsWith(".ts") && name !== "index.ts" && !name.endsWith(".test.ts"));
      const code = `export * from "../${feature}/${inside!.replace(/\.ts$/, "")}";\n`;
      expect(await importProblems("server/scripts/planted.ts", code), feature).toEqual([
        { ruleId: RESTRICTED, message: expect.stringContaining(`through server/${feature}/index.ts`) },
      ]);
    }
  });

  it("when a command-line script or a browser journey imports a feature's file, then lint fails; its index.ts passes", async () => {
    for (const file of ["scripts/bench/planted.ts", "e2e/planted.e2e.ts"]) {
      const depth = file.split("/").length - 1;
      const up = "../".repeat(depth);
      const inside = `import { hashPassword } from "${up}server/auth/password-hashing";\nexport const planted = hashPassword;\n`;
      expect(await importProblems(file, inside), file).toEqual([
        { ruleId: RESTRICTED, message: expect.stringContaining("through server/auth/index.ts") },
      ]);
      expect(await importProblems(file, `import { hashPassword } from "${up}server/auth";\nexport const planted = hashPassword;\n`), file).toEqual([]);
    }
  });

  it("when infrastructure imports a feature, even through its index.ts, then lint fails", async () => {
    for (const folder of ["db", "lib", "middleware", "cache"]) {
      const problems = await importProblems(`server/${folder}/planted.ts`, 'import { hashPassword } from "../auth";\nexport const planted = hashPassword;\n');
      expect(problems, folder).toEqual([{ ruleId: RESTRICTED, message: expect.stringContaining("imports no feature") }]);
    }
  });

  it("when production code imports a test helper, then lint fails; a test may", async () => {
    const code = 'import { registerMember } from "../testing/factories";\nexport const planted = registerMember;\n';
    expect(await importProblems("server/users/planted.ts", code)).toEqual([
      { ruleId: RESTRICTED, message: expect.stringContaining("imports nothing under server/testing") },
    ]);
    expect(await importProblems("server/users/planted.test.ts", code)).toEqual([]);
  });

  it("when shared/ imports the server or the client, then lint fails", async () => {
    const fromServer = await importProblems("shared/planted.ts", 'import { AppError } from "../server/lib/app-error";\nexport const planted = AppError;\n');
    expect(fromServer).toEqual([{ ruleId: RESTRICTED, message: expect.stringContaining("shared/ is imported by the server and the client") }]);
    const fromClient = await importProblems("shared/planted.ts", 'import { cn } from "@/lib/utils";\nexport const planted = cn;\n');
    expect(fromClient).toEqual([{ ruleId: RESTRICTED, message: expect.stringContaining("shared/ is imported by the server and the client") }]);
  });

  it("when a module imports one that imports it back, then lint fails with the circle", async () => {
    // The error handler imports AppError; here AppError's file imports the error handler.
    const code = 'import { errorHandler } from "../middleware/error-handler";\nexport const planted = errorHandler;\n';
    expect(await importProblems("server/lib/app-error.ts", code)).toEqual([{ ruleId: "import-x/no-cycle", message: expect.stringContaining("cycle") }]);
  });

  it("when server code outside storage imports drizzle's sql, then lint fails; storage, server/db, tests and their helpers may, and its types go anywhere", async () => {
    const code = 'import { sql, type SQL } from "drizzle-orm";\nexport const planted: SQL = sql`select 1`;\n';
    const sqlProblems = async (file: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
      return result!.messages.filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports").map(({ ruleId, message }) => ({ ruleId, message }));
    };
    for (const file of ["server/program/planted.service.ts", "server/roundtables/lists/planted.ts", "server/cache/planted.ts", "server/planted.ts"]) {
      expect(await sqlProblems(file), file).toEqual([{ ruleId: "@typescript-eslint/no-restricted-imports", message: expect.stringContaining("SQL lives in storage") }]);
    }
    for (const file of ["server/program/planted.storage.ts", "server/db/planted.ts", "server/program/planted.test.ts", "server/testing/planted.ts"]) {
      expect(await sqlProblems(file), file).toEqual([]);
    }
    const [typeOnly] = await eslint.lintText('import type { SQL } from "drizzle-orm";\nexport type Planted = SQL;\n', { filePath: path.join(root, "server/program/planted.ts") });
    expect(typeOnly!.messages).toEqual([]);
  });

  it("when a feature uses other features through their index.ts, infrastructure and shared/, then lint passes", async () => {
    const code = [
      'import { users } from "@shared/schema";',
      'import { hashPassword } from "../auth";',
      'import type { DbOrTx } from "../db/client";',
      'import { AppError } from "../lib/app-error";',
      'import { findCurrentUserById } from "../users";',
      "export const planted = [users, hashPassword, AppError, findCurrentUserById];",
      "export type Planted = DbOrTx;",
      "",
    ].join("\n");
    const [result] = await eslint.lintText(code, { filePath: path.join(root, "server/mail/planted.ts") });
    expect(result!.messages).toEqual([]);
  });
});
