import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicUser } from "@shared/types";
import { chapterIds, registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
let viewer: Awaited<ReturnType<typeof registerMember>>;
let chapterA: number;
let chapterB: number;

beforeAll(async () => {
  testApp = await createTestApp();
  [chapterA, chapterB] = (await chapterIds(testApp)) as [number, number];
  viewer = await registerMember(testApp, { firstName: "Vera", lastName: "Viewer", chapterId: chapterA, email: "vera@example.edu" });
  await registerMember(testApp, {
    firstName: "Toni",
    lastName: "Morrison",
    userType: "advisor",
    chapterId: chapterB,
    email: "toni@example.edu",
    expertiseAreas: ["American Literature", "Novel"],
    interests: ["Jazz", "Poetry"],
  });
  await registerMember(testApp, {
    firstName: "Mary",
    lastName: "Shelley",
    chapterId: chapterB,
    email: "mary@example.edu",
    expertiseAreas: ["Gothic Literature"],
    interests: ["Science Fiction"],
  });
  await registerMember(testApp, {
    firstName: "Percy",
    lastName: "Shelley_Bysshe",
    chapterId: chapterA,
    email: "percy@example.edu",
    expertiseAreas: ["Romantic poetry"],
  });
});
afterAll(() => testApp.close());

const names = (body: PublicUser[]) => body.map((member) => `${member.firstName} ${member.lastName}`);

describe("GET /api/users", () => {
  it("when signed out, then it answers 401 Unauthorized", async () => {
    const response = await testApp.agent().get("/api/users");
    expect(response.status).toBe(401);
    expect(response.body.message).toContain("Unauthorized");
  });

  it("when no filter is set, then every member is listed by last name with the total count", async () => {
    const response = await viewer.agent.get("/api/users");
    expect(response.status).toBe(200);
    expect(response.headers["x-total-count"]).toBe("4");
    expect(names(response.body)).toEqual(["Toni Morrison", "Mary Shelley", "Percy Shelley_Bysshe", "Vera Viewer"]);
    const toni = response.body[0] as PublicUser;
    expect(toni).toMatchObject({ userType: "advisor", chapterId: chapterB, expertiseAreas: ["American Literature", "Novel"], interests: ["Jazz", "Poetry"] });
    expect(toni.chapter).toEqual(expect.any(String));
    expect(toni.chapterColor).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("when listing members, then no password, hash or search text is ever sent", async () => {
    const response = await viewer.agent.get("/api/users?limit=100");
    for (const member of response.body as Record<string, unknown>[]) {
      expect(Object.keys(member)).not.toEqual(expect.arrayContaining(["password"]));
      expect(member).not.toHaveProperty("passwordHash");
      expect(member).not.toHaveProperty("searchText");
    }
    expect(response.text).not.toMatch(/\$2[aby]\$/);
  });

  it("when the query names a word of a name, interest or expertise in any case, then only matching members come back", async () => {
    expect(names((await viewer.agent.get("/api/users?query=SHELLEY")).body)).toEqual(["Mary Shelley", "Percy Shelley_Bysshe"]);
    expect(names((await viewer.agent.get("/api/users?query=jazz")).body)).toEqual(["Toni Morrison"]);
    expect(names((await viewer.agent.get("/api/users?query=gothic")).body)).toEqual(["Mary Shelley"]);
    expect(names((await viewer.agent.get("/api/users?query=mary%20gothic")).body)).toEqual(["Mary Shelley"]);
    expect(names((await viewer.agent.get("/api/users?query=toni@example")).body)).toEqual(["Toni Morrison"]);
  });

  it("when the query holds LIKE wildcards, then they match themselves only", async () => {
    expect(names((await viewer.agent.get("/api/users?query=shelley_")).body)).toEqual(["Percy Shelley_Bysshe"]);
    expect((await viewer.agent.get("/api/users?query=%25")).body).toEqual([]);
  });

  it("when filtering by chapter, user type and expertise, then the filters combine", async () => {
    expect(names((await viewer.agent.get(`/api/users?chapterId=${chapterB}`)).body)).toEqual(["Toni Morrison", "Mary Shelley"]);
    expect(names((await viewer.agent.get("/api/users?userType=advisor")).body)).toEqual(["Toni Morrison"]);
    expect(names((await viewer.agent.get("/api/users?userType=all&chapterId=all")).body)).toHaveLength(4);
    expect(names((await viewer.agent.get("/api/users?expertise=poetry")).body)).toEqual(["Percy Shelley_Bysshe"]);
    expect(names((await viewer.agent.get(`/api/users?chapterId=${chapterB}&userType=student&expertise=gothic`)).body)).toEqual(["Mary Shelley"]);
    const none = await viewer.agent.get(`/api/users?chapterId=${chapterA}&userType=advisor`);
    expect(none.body).toEqual([]);
    expect(none.headers["x-total-count"]).toBe("0");
  });

  it("when paging, then limit and offset slice the list and the total stays the full count", async () => {
    const first = await viewer.agent.get("/api/users?limit=2");
    const second = await viewer.agent.get("/api/users?limit=2&offset=2");
    expect(names(first.body)).toEqual(["Toni Morrison", "Mary Shelley"]);
    expect(names(second.body)).toEqual(["Percy Shelley_Bysshe", "Vera Viewer"]);
    expect(second.headers["x-total-count"]).toBe("4");
  });

  it.each([
    ["limit=abc", "limit must be a number"],
    ["limit=0", "limit must be at least 1"],
    ["limit=101", "limit must be at most 100"],
    ["offset=-1", "offset must be at least 0"],
    ["chapterId=-1", "chapterId must be a chapter id"],
    ["userType=teacher", "userType must be advisor or student"],
    ["query=a&query=b", "query must be text"],
    [`query=${"x".repeat(201)}`, "query must be at most 200 characters"],
  ])("when the query string has %s, then it answers 400 with a clear message", async (queryString, message) => {
    const response = await viewer.agent.get(`/api/users?${queryString}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

describe("GET /api/users/search", () => {
  it("when signed out, then it answers 401", async () => {
    expect((await testApp.agent().get("/api/users/search?query=mary")).status).toBe(401);
  });

  it.each(["", "%20%20", undefined])("when the query is blank (%s), then it answers 400", async (query) => {
    const response = await viewer.agent.get(query === undefined ? "/api/users/search" : `/api/users/search?query=${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Enter a name or e-mail to search");
  });

  it("when searching by name or e-mail, then matching members come back with only public fields", async () => {
    const byName = await viewer.agent.get("/api/users/search?query=shel");
    expect(byName.status).toBe(200);
    expect(byName.body.map((user: { firstName: string }) => user.firstName)).toEqual(["Mary", "Percy"]);
    expect(Object.keys(byName.body[0]).sort()).toEqual(["chapterId", "email", "firstName", "id", "lastName", "profileImageUrl", "userType"]);
    const byEmail = await viewer.agent.get("/api/users/search?query=toni@example.edu");
    expect(byEmail.body.map((user: { lastName: string }) => user.lastName)).toEqual(["Morrison"]);
  });

  it("when the search matches only an interest, then nobody is found (it searches names and e-mails)", async () => {
    expect((await viewer.agent.get("/api/users/search?query=jazz")).body).toEqual([]);
  });

  it("when many members match, then at most 20 come back, name prefixes first", async () => {
    for (let index = 0; index < 22; index += 1) {
      await registerMember(testApp, { firstName: `Bulk${index}`, lastName: "Reader", email: `bulk${index}@example.edu` });
    }
    await registerMember(testApp, { firstName: "Zed", lastName: "Readerson", email: "zed@example.edu" });
    const response = await viewer.agent.get("/api/users/search?query=reader");
    expect(response.body).toHaveLength(20);
    const everyone = await viewer.agent.get("/api/users/search?query=zed");
    expect(everyone.body[0].firstName).toBe("Zed");
  });
});
