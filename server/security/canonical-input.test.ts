/** Ids written only one way, and one-line fields that stay on one line (docs/security.md, "Input"). */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roundtables, users } from "@shared/schema";
import { DEFAULT_PASSWORD, registerMember } from "../testing/factories";
import { createRoundtable } from "../testing/roundtables";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const roundtableCount = async () =>
  (await testApp.database.db.select({ count: sql<number>`count(*)::int` }).from(roundtables))[0]!.count;

describe("record ids", () => {
  it("when an id is written in hex, with a space, an exponent, a sign or a leading zero, then it answers 400, not another roundtable", async () => {
    const { agent } = await registerMember(testApp);
    // Make enough roundtables that 31, 10 and 1 all exist: a lenient reader would find them.
    for (let index = 0; index < 31; index += 1) await createRoundtable(agent, { title: `Table ${index}` });
    const [first] = await testApp.database.db.select({ id: roundtables.id }).from(roundtables).orderBy(roundtables.id).limit(1);
    expect((await agent.get(`/api/roundtables/${first!.id}`)).status).toBe(200);
    for (const written of ["0x1F", "%201", "1e1", "01", "+1", "1.0", "1%20", "0"]) {
      const response = await agent.get(`/api/roundtables/${written}`);
      expect({ written, status: response.status }).toEqual({ written, status: 400 });
      expect(response.body.message).toEqual(expect.any(String));
    }
  });

  it("when a query filter's chapter id is not canonical, then it answers 400", async () => {
    const { agent, user } = await registerMember(testApp);
    expect((await agent.get(`/api/users?chapterId=${user.chapterId}`)).status).toBe(200);
    expect((await agent.get(`/api/users?chapterId=0x${user.chapterId.toString(16)}`)).status).toBe(400);
  });
});

describe("one-line fields", () => {
  it.each([
    [{ title: "Poe\r\nBcc: everyone@example.edu" }, "Title must be on one line, without control characters"],
    [{ title: "Poe\u2028Night" }, "Title must be on one line, without control characters"],
    [{ tags: ["gothic\nhorror"] }, "A tag must be on one line, without control characters"],
  ])("when a roundtable has %o, then it answers 400 naming the field and creates nothing", async (fields, message) => {
    const { agent } = await registerMember(testApp);
    const before = await roundtableCount();
    const response = await agent.post("/api/roundtables").send({
      title: "Gothic novels",
      description: "Castles and ghosts",
      tags: ["gothic"],
      targetAudience: "both",
      maxParticipants: 5,
      ...fields,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect(await roundtableCount()).toBe(before);
  });

  it("when a description has line breaks, then they are kept: it is a multi-line field", async () => {
    const { agent } = await registerMember(testApp);
    const created = await createRoundtable(agent, { description: "First line\nSecond line" });
    expect(created.description).toBe("First line\nSecond line");
  });

  it("when a name carries a line break at sign-up or in the profile, then it is refused naming the field and nothing changes", async () => {
    const [chapter] = await testApp.database.db.execute<{ id: number }>(sql`select id from chapters limit 1`).then((r) => r.rows);
    const signUp = await testApp
      .agent()
      .post("/api/auth/register")
      .send({ email: "eve@example.edu", password: DEFAULT_PASSWORD, userType: "student", chapterId: chapter!.id, firstName: "Eve\r\nBcc: all@example.edu", lastName: "Smith" });
    expect(signUp.status).toBe(400);
    expect(signUp.body.errors.firstName).toContain("First name must be on one line, without control characters");
    expect(await testApp.database.db.select().from(users).where(eq(users.email, "eve@example.edu"))).toHaveLength(0);

    const { agent, user } = await registerMember(testApp);
    const profile = { firstName: user.firstName, lastName: "Smith\tJones", userType: user.userType, chapterId: user.chapterId, interests: ["poetry\n"], expertiseAreas: [] };
    const edit = await agent.put("/api/auth/user").send(profile);
    expect(edit.status).toBe(400);
    expect(edit.body.errors.lastName).toContain("Last name must be on one line, without control characters");
    const [row] = await testApp.database.db.select({ lastName: users.lastName }).from(users).where(eq(users.id, user.id));
    expect(row!.lastName).toBe(user.lastName);
  });
});
