import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SuggestedMember } from "@shared/types";
import { registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { chapterNamed, type Member } from "../testing/roundtables";

let testApp: TestApp;
let me: Member;
let closest: Member;
let near: Member;
let sameChapter: Member;
let stranger: Member;

beforeAll(async () => {
  testApp = await createTestApp();
  const tulane = await chapterNamed(testApp, "Tulane University");
  const baylor = await chapterNamed(testApp, "Baylor University");
  const fordham = await chapterNamed(testApp, "Fordham University");
  me = await registerMember(testApp, { chapterId: tulane.id, interests: ["gothic fiction", "poetry", "Toni Morrison"], expertiseAreas: ["Shakespeare"] });
  closest = await registerMember(testApp, {
    chapterId: baylor.id,
    firstName: "Clara",
    interests: ["Poems", "Gothic novels", "Detective fiction"],
    expertiseAreas: ["Shakespearean drama"],
  });
  near = await registerMember(testApp, { chapterId: fordham.id, firstName: "Nate", interests: ["vampires", "GOTHIC"] });
  sameChapter = await registerMember(testApp, { chapterId: tulane.id, interests: ["gothic fiction", "poetry", "Shakespeare"] });
  stranger = await registerMember(testApp, { chapterId: fordham.id, interests: ["cyberpunk"] });
});
afterAll(() => testApp.close());

const suggested = async (member: Member, query = "") => {
  const response = await member.agent.get(`/api/users/suggested${query}`);
  expect(response.status).toBe(200);
  return response.body as SuggestedMember[];
};

describe("GET /api/users/suggested", () => {
  it("when members of other chapters share words with me, then the one sharing most comes first, with the shared words in their own wording", async () => {
    const people = await suggested(me);
    expect(people.map((person) => person.id)).toEqual([closest.user.id, near.user.id]);
    expect(people[0]!.reasons).toEqual(["Poems", "Gothic novels", "Shakespearean drama"]);
    expect(people[1]!.reasons).toEqual(["GOTHIC"]);
    expect(people[0]).toMatchObject({ firstName: "Clara", chapter: "Baylor University", chapterColor: expect.any(String) });
  });

  it("when listed, then no one from my own chapter, not me, and no one without a shared word appears, and no secret leaves", async () => {
    const ids = (await suggested(me, "?limit=20")).map((person) => person.id);
    expect(ids).not.toContain(sameChapter.user.id);
    expect(ids).not.toContain(me.user.id);
    expect(ids).not.toContain(stranger.user.id);
    for (const person of await suggested(me)) {
      expect(person).not.toHaveProperty("passwordHash");
      expect(person).not.toHaveProperty("matchTerms");
      expect(person).not.toHaveProperty("searchText");
    }
  });

  it("when a limit is given, then at most that many come back", async () => {
    expect(await suggested(me, "?limit=1")).toHaveLength(1);
  });

  it("when I change my interests, then the people suggested change", async () => {
    const changed = await me.agent.put("/api/auth/user").send({
      firstName: me.user.firstName,
      lastName: me.user.lastName,
      userType: "student",
      chapterId: me.user.chapterId,
      interests: ["cyberpunk"],
      expertiseAreas: [],
    });
    expect(changed.status).toBe(200);
    expect((await suggested(me)).map((person) => person.id)).toEqual([stranger.user.id]);
  });

  it("when I have no interests or expertise, then no one is suggested", async () => {
    const blank = await registerMember(testApp);
    expect(await suggested(blank)).toEqual([]);
  });

  it.each(["limit=0", "limit=21", "limit=many"])("when the query has %s, then it answers 400 with a message", async (query) => {
    const response = await me.agent.get(`/api/users/suggested?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it("when signed out, then it answers 401", async () => {
    expect((await testApp.agent().get("/api/users/suggested")).status).toBe(401);
  });
});
