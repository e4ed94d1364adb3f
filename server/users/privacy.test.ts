import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chapterIds, memberDetails, registerMember } from "../testing/factories";
import { createRoundtable, join, type Member } from "../testing/roundtables";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
let chapterA: number;
let chapterB: number;
let reader: Member;
let neighbour: Member;
let staff: Member;
let hidden: Member;
let chapterOnly: Member;
let private_: Member;

const ids = (body: Array<{ id: number }>) => body.map((member) => member.id);

beforeAll(async () => {
  testApp = await createTestApp();
  [chapterA, chapterB] = (await chapterIds(testApp)) as [number, number];
  reader = await registerMember(testApp, { firstName: "Rita", lastName: "Reader", chapterId: chapterA, interests: ["Gothic"] });
  neighbour = await registerMember(testApp, { firstName: "Nell", lastName: "Neighbour", chapterId: chapterB, interests: ["Gothic"] });
  staff = await registerMember(testApp, { firstName: "Stan", lastName: "Staff", chapterId: chapterA });
  await testApp.database.db.execute(sql`update users set is_staff = true where id = ${staff.user.id}`);
  hidden = await registerMember(testApp, {
    ...{ firstName: "Hattie", lastName: "Hidden", chapterId: chapterB, email: "hattie@example.edu", interests: ["Gothic"] },
    directoryVisibility: "hidden",
  });
  chapterOnly = await registerMember(testApp, {
    ...{ firstName: "Chad", lastName: "Chapterly", chapterId: chapterB, email: "chad@example.edu", interests: ["Gothic"] },
    directoryVisibility: "chapter",
  });
  private_ = await registerMember(testApp, {
    ...{ firstName: "Priya", lastName: "Private", chapterId: chapterB, email: "priya.private@example.edu", interests: ["Gothic"] },
    shareEmail: false,
  });
});
afterAll(() => testApp.close());

describe("privacy choices", () => {
  it("when a member registers with choices, then GET /api/auth/user answers them", async () => {
    expect((await hidden.agent.get("/api/auth/user")).body).toMatchObject({ directoryVisibility: "hidden", shareEmail: true, acceptMessages: true });
    expect((await reader.agent.get("/api/auth/user")).body).toMatchObject({ directoryVisibility: "members", shareEmail: true, acceptMessages: true });
  });

  it("when a member signs up without choosing, then their e-mail is hidden from other members (privacy by default)", async () => {
    const agent = testApp.agent();
    const details = memberDetails({ chapterId: chapterB, lastName: "Quietly" });
    delete details.shareEmail;
    const registered = await agent.post("/api/auth/register").send(details);
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ directoryVisibility: "members", shareEmail: false, acceptMessages: true });
    await testApp.database.db.execute(sql`update users set email_confirmed = true, membership_status = 'approved' where id = ${registered.body.id}`);
    const found = (await neighbour.agent.get("/api/users?query=Quietly")).body as Array<{ id: number; email: string | null }>;
    expect(found.map((member) => [member.id, member.email ?? null])).toEqual([[registered.body.id, null]]);
  });

  it("when a setting alone is sent, then only it changes, and a bad value answers 400", async () => {
    const changed = await reader.agent.put("/api/auth/user").send({ acceptMessages: false });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ acceptMessages: false, shareEmail: true, firstName: "Rita" });
    await reader.agent.put("/api/auth/user").send({ acceptMessages: true }).expect(200);
    const bad = await reader.agent.put("/api/auth/user").send({ directoryVisibility: "everyone" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Directory visibility must be members, chapter or hidden");
    expect((await reader.agent.put("/api/auth/user").send({ shareEmail: "no" })).body.message).toBe("Show my e-mail must be on (true) or off (false)");
  });

  it("when a choice changes, then the directory's data version moves and the next page shows it", async () => {
    const before = (await reader.agent.get("/api/users?limit=100")).body;
    expect(ids(before)).toContain(neighbour.user.id);
    const [versionBefore] = (await testApp.database.db.execute<{ v: number }>(sql`select sum(members)::int as v from data_versions`)).rows;
    await neighbour.agent.put("/api/auth/user").send({ directoryVisibility: "hidden" }).expect(200);
    const [versionAfter] = (await testApp.database.db.execute<{ v: number }>(sql`select sum(members)::int as v from data_versions`)).rows;
    expect(versionAfter!.v).toBeGreaterThan(versionBefore!.v);
    expect(ids((await reader.agent.get("/api/users?limit=100")).body)).not.toContain(neighbour.user.id);
    await neighbour.agent.put("/api/auth/user").send({ directoryVisibility: "members" }).expect(200);
    expect(ids((await reader.agent.get("/api/users?limit=100")).body)).toContain(neighbour.user.id);
  });
});

describe("who appears in each list", () => {
  it("when reading the directory, then hidden members are absent and chapter-only ones show to their chapter only", async () => {
    const other = ids((await reader.agent.get("/api/users?limit=100")).body);
    expect(other).not.toContain(hidden.user.id);
    expect(other).not.toContain(chapterOnly.user.id);
    expect(other).toContain(private_.user.id);
    const own = await neighbour.agent.get("/api/users?limit=100");
    expect(ids(own.body)).toContain(chapterOnly.user.id);
    expect(ids(own.body)).not.toContain(hidden.user.id);
    expect(own.headers["x-total-count"]).toBe(String(own.body.length));
  });

  it("when searching by name, then hidden and other chapters' chapter-only members are not found", async () => {
    expect((await reader.agent.get("/api/users/search?query=hattie")).body).toEqual([]);
    expect((await reader.agent.get("/api/users?query=hattie")).body).toEqual([]);
    expect((await reader.agent.get("/api/users/search?query=chad")).body).toEqual([]);
    expect(ids((await neighbour.agent.get("/api/users/search?query=chad")).body)).toEqual([chapterOnly.user.id]);
  });

  it("when suggesting people, then hidden and chapter-only members are never suggested", async () => {
    const suggested = ids((await reader.agent.get("/api/users/suggested?limit=20")).body);
    expect(suggested).toContain(private_.user.id);
    expect(suggested).not.toContain(hidden.user.id);
    expect(suggested).not.toContain(chapterOnly.user.id);
  });

  it("when a hidden member takes part in a roundtable, then its participants still name them", async () => {
    const roundtable = await createRoundtable(reader.agent);
    await join(hidden, roundtable.id);
    const participants = await reader.agent.get(`/api/roundtables/${roundtable.id}/participants`);
    expect(participants.body.map((row: { user: { firstName: string } }) => row.user.firstName)).toContain("Hattie");
  });
});

describe("e-mails not shared", () => {
  it("when a member doesn't share their e-mail, then the directory, searches and suggestions carry null for it", async () => {
    const directory = (await reader.agent.get("/api/users?limit=100")).body as Array<{ id: number; email: string | null }>;
    expect(directory.find((row) => row.id === private_.user.id)?.email).toBeNull();
    expect(directory.find((row) => row.id === neighbour.user.id)?.email).toBe(neighbour.user.email);
    const search = (await reader.agent.get("/api/users/search?query=priya")).body;
    expect(search).toMatchObject([{ id: private_.user.id, email: null }]);
    const suggested = (await reader.agent.get("/api/users/suggested?limit=20")).body as Array<{ id: number; email: string | null }>;
    expect(suggested.find((row) => row.id === private_.user.id)?.email).toBeNull();
  });

  it("when searching by their e-mail, then nobody is found, though their name still finds them", async () => {
    expect((await reader.agent.get("/api/users/search?query=priya.private@example")).body).toEqual([]);
    expect((await reader.agent.get("/api/users?query=priya.private@example")).body).toEqual([]);
    expect(ids((await reader.agent.get("/api/users?query=private")).body)).toEqual([private_.user.id]);
  });

  it("when they sit at a roundtable, then its organizer sees them by name without their e-mail; staff and they see it", async () => {
    const roundtable = await createRoundtable(reader.agent, { maxParticipants: 2 });
    await join(private_, roundtable.id);
    const path = `/api/roundtables/${roundtable.id}/participants`;
    const seen = (await reader.agent.get(path)).body.find((row: { user: { id: number } }) => row.user.id === private_.user.id);
    expect(seen.user).toMatchObject({ firstName: "Priya", email: null });
    expect(JSON.stringify((await reader.agent.get(path)).body)).not.toContain(private_.user.email);
    expect(JSON.stringify((await staff.agent.get(path)).body)).toContain(private_.user.email);
    expect(JSON.stringify((await private_.agent.get(path)).body)).toContain(private_.user.email);
  });

  it("when staff read the directory and search, then they see the e-mail", async () => {
    expect(JSON.stringify((await staff.agent.get("/api/users?limit=100")).body)).toContain(private_.user.email);
    expect(JSON.stringify((await staff.agent.get("/api/users/search?query=priya")).body)).toContain(private_.user.email);
  });

  it("when staff, the member, and members of both chapters read the same page in turn, then only staff and the member see the e-mail", async () => {
    for (const path of ["/api/users?query=private", "/api/users/search?query=priya"]) {
      const emailSeenBy = async (member: Member) =>
        ((await member.agent.get(path)).body as Array<{ id: number; email: string | null }>).find((row) => row.id === private_.user.id)?.email;
      // Pages are kept per chapter and for staff apart; the member on the page reads it for themselves.
      expect(await emailSeenBy(staff)).toBe(private_.user.email);
      expect(await emailSeenBy(reader)).toBeNull();
      expect(await emailSeenBy(neighbour)).toBeNull();
      expect(await emailSeenBy(private_)).toBe(private_.user.email);
      expect(await emailSeenBy(neighbour)).toBeNull();
    }
  });
});
