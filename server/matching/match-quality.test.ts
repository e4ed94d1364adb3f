import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Roundtable } from "@shared/types";
import { chapterIds, registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { chapterNamed, createRoundtable, join, type Member } from "../testing/roundtables";
import { FILLER_INTERESTS, JUDGED_MEMBERS, ORGANIZER_CHAPTERS, ROUNDTABLES } from "./match-quality.fixture";

const MIN_PRECISION_AT_3 = 0.8;

let testApp: TestApp;
const keyOf = new Map<number, string>();
const judged = new Map<string, Member>();

beforeAll(async () => {
  testApp = await createTestApp();
  const organizers = await Promise.all(
    ORGANIZER_CHAPTERS.map(async (name, index) =>
      registerMember(testApp, { chapterId: (await chapterNamed(testApp, name)).id, userType: index % 2 === 0 ? "advisor" : "student" }),
    ),
  );
  const created: Roundtable[] = [];
  for (const { key, organizer, ...fields } of ROUNDTABLES) {
    const roundtable = await createRoundtable(organizers[organizer]!.agent, fields);
    keyOf.set(roundtable.id, key);
    created.push(roundtable);
  }
  for (const { key, chapter, userType, interests, expertiseAreas } of JUDGED_MEMBERS) {
    const { id } = await chapterNamed(testApp, chapter);
    judged.set(key, await registerMember(testApp, { chapterId: id, userType, interests, expertiseAreas }));
  }
  // Fillers come from chapters no judged member belongs to, and take a few seats here and there.
  const judgedChapters = new Set(await Promise.all(JUDGED_MEMBERS.map(async (member) => (await chapterNamed(testApp, member.chapter)).id)));
  const otherChapters = (await chapterIds(testApp)).filter((id) => !judgedChapters.has(id));
  for (const [index, interests] of FILLER_INTERESTS.entries()) {
    const filler = await registerMember(testApp, { chapterId: otherChapters[index * 3]!, interests, userType: index % 3 === 0 ? "advisor" : "student" });
    for (const offset of [0, 23]) {
      const roundtable = created[(index * 7 + offset) % created.length]!;
      if (roundtable.targetAudience === "both") await join(filler, roundtable.id);
    }
  }
}, 120_000);
afterAll(() => testApp.close());

describe("matching quality on a fixture of 30 members and 60 roundtables", () => {
  it("when the ten judged members ask for suggestions, then precision at 3 against the hand-written picks is at least 0.8", async () => {
    const lines: string[] = [];
    let hits = 0;
    for (const member of JUDGED_MEMBERS) {
      const response = await judged.get(member.key)!.agent.get("/api/roundtables/recommended?limit=3");
      expect(response.status).toBe(200);
      const got = (response.body as Roundtable[]).map((roundtable) => keyOf.get(roundtable.id)!);
      const memberHits = got.filter((key) => member.expectedTop3.includes(key)).length;
      hits += memberHits;
      lines.push(`  ${member.key.padEnd(13)} expected ${member.expectedTop3.join(",")}  got ${got.join(",")}  ${memberHits}/3`);
    }
    const precision = hits / (JUDGED_MEMBERS.length * 3);
    console.info(`matching precision at 3: ${precision.toFixed(3)} (${hits} of ${JUDGED_MEMBERS.length * 3})\n${lines.join("\n")}`);
    expect(precision).toBeGreaterThanOrEqual(MIN_PRECISION_AT_3);
  });

  it("when a judged member reads their suggestions, then every one is one they may join and explains itself", async () => {
    for (const member of JUDGED_MEMBERS) {
      const items = (await judged.get(member.key)!.agent.get("/api/roundtables/recommended?limit=3")).body as Roundtable[];
      for (const item of items) {
        expect(item.targetAudience === "both" || item.targetAudience === `${member.userType}s`).toBe(true);
        expect(item.matchReasons[0]).toMatch(/^You listed .+ as (an interest|an area of expertise)$/);
      }
    }
  });
});
