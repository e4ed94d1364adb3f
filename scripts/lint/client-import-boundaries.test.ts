/**
 * The client's import rules hold in the lint run (eslint.config.js, the client block): planted
 * imports are linted as if they stood in a real client file, and a forbidden one fails with the
 * rule that forbids it while an allowed one passes.
 */
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const BOUNDARY = "import-x/no-restricted-paths";
const CYCLE = "import-x/no-cycle";

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The import rules that fail when `code` stands at `file` (a path under the repository). */
async function importProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message).filter((rule) => rule.startsWith("import-x/"));
}

// Loading the config and its resolver takes seconds on a busy machine.
describe("the client's import boundaries", { timeout: 60_000 }, () => {
  it("when a feature imports a file inside another feature, then the lint fails; through the other feature's index.ts it passes", async () => {
    expect(
      await importProblems(
        "client/src/features/staff/components/planted.tsx",
        'import { RoundtableCard } from "@/features/roundtables/components/roundtable-card";\nexport const planted = RoundtableCard;\n',
      ),
    ).toEqual([BOUNDARY]);
    expect(
      await importProblems("client/src/features/staff/components/planted.tsx", 'import { RoundtableCard } from "@/features/roundtables";\nexport const planted = RoundtableCard;\n'),
    ).toEqual([]);
  });

  it("when a page reaches into a feature's files, then the lint fails; a page composing features through their index.ts passes", async () => {
    expect(
      await importProblems("client/src/pages/planted.tsx", 'import { MemberCard } from "@/features/directory/components/member-card";\nexport const planted = MemberCard;\n'),
    ).toEqual([BOUNDARY]);
    expect(
      await importProblems(
        "client/src/pages/planted.tsx",
        'import { MemberCard } from "@/features/directory";\nimport { RoundtableCard } from "@/features/roundtables";\nexport const planted = [MemberCard, RoundtableCard];\n',
      ),
    ).toEqual([]);
  });

  it("when components/ui, components/layout or lib import a feature, even through its index.ts, then the lint fails", async () => {
    const code = 'import { MemberCard } from "@/features/directory";\nexport const planted = MemberCard;\n';
    expect(await importProblems("client/src/components/ui/planted.tsx", code)).toEqual([BOUNDARY]);
    expect(await importProblems("client/src/components/layout/planted.tsx", code)).toEqual([BOUNDARY]);
    expect(await importProblems("client/src/lib/planted.ts", code)).toEqual([BOUNDARY]);
  });

  it("when a feature imports a page or the app, then the lint fails", async () => {
    expect(
      await importProblems("client/src/features/directory/components/planted.tsx", 'import { BrowsePage } from "@/pages/browse";\nexport const planted = BrowsePage;\n'),
    ).toEqual([BOUNDARY]);
    expect(
      await importProblems("client/src/features/directory/components/planted.tsx", 'import { MEMBER_ROUTES } from "@/app/router";\nexport const planted = MEMBER_ROUTES;\n'),
    ).toEqual([BOUNDARY]);
  });

  it("when production code imports a test helper, then the lint fails; a test may", async () => {
    const code = 'import { buildMember } from "@/testing/build-member";\nexport const planted = buildMember;\n';
    expect(await importProblems("client/src/features/directory/components/planted.tsx", code)).toEqual([BOUNDARY]);
    expect(await importProblems("client/src/features/directory/components/planted.test.tsx", code)).toEqual([]);
  });

  it("when two files import each other, then the lint fails with the circle", async () => {
    // roundtable-card.tsx imports chapter-dots.tsx: chapter-dots importing the card closes a circle.
    expect(
      await importProblems(
        "client/src/features/roundtables/components/chapter-dots.tsx",
        'import { RoundtableCard } from "./roundtable-card";\nexport const planted = RoundtableCard;\n',
      ),
    ).toEqual([CYCLE]);
  });

  it("when two features would use each other through their index.ts, then the lint fails with the circle", async () => {
    // roundtables uses the program feature; program-facts.tsx using roundtables back closes a circle.
    expect(
      await importProblems(
        "client/src/features/program/components/program-facts.tsx",
        'import { RoundtableCard } from "@/features/roundtables";\nexport const planted = RoundtableCard;\n',
      ),
    ).toEqual([CYCLE]);
  });

  it("when a folder is a client feature, then it offers an index.ts for the others to import", () => {
    const features = fs.readdirSync(path.join(root, "client/src/features"), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(features.length).toBeGreaterThan(0);
    for (const feature of features) expect(fs.existsSync(path.join(root, "client/src/features", feature.name, "index.ts")), feature.name).toBe(true);
  });
});
