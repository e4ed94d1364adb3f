/** Hostile input, abuse limits, cross-site rules and the role/seat rule, each against the real app. */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { participations, roundtables, users } from "@shared/schema";
import { DEFAULT_PASSWORD, registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { loginSlowDownMs, SLOW_DOWN_AFTER } from "../lib/rate-limits";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const newRoundtable = (overrides: Record<string, unknown> = {}) => ({
  title: "Gothic novels",
  description: "Castles and ghosts",
  tags: ["gothic"],
  targetAudience: "both",
  maxParticipants: 5,
  ...overrides,
});

describe("characters PostgreSQL can't store", () => {
  it.each([
    ["/api/roundtables?query=%00", "query"],
    ["/api/roundtables?tag=a%00b", "tag"],
    ["/api/users?query=%00", "query"],
    ["/api/users?expertise=%00", "expertise"],
    ["/api/users/search?query=%00", "query"],
    ["/api/roundtables/1%00", "path"],
  ])("when GET %s, then it answers 400 naming %s", async (url, field) => {
    const { agent } = await registerMember(testApp);
    const response = await agent.get(url);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(field);
    expect(response.body.message).toContain("NUL");
  });

  it("when a profile field holds NUL or a lone surrogate, then it answers 400 naming the field and nothing changes", async () => {
    const { agent, user } = await registerMember(testApp);
    const profile = { firstName: "Ada", lastName: "L", userType: user.userType, chapterId: user.chapterId, interests: [], expertiseAreas: [] };
    const nul = await agent.put("/api/auth/user").send({ ...profile, lastName: "Love\u0000lace" });
    expect(nul.status).toBe(400);
    expect(nul.body.errors).toHaveProperty("lastName");
    const surrogate = await agent
      .put("/api/auth/user")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ ...profile, interests: ["ok", "\uD800"] }).replace("\\ud800", "\\uD800"));
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.message).toContain("interests[1]");
    const [row] = await testApp.database.db.select({ lastName: users.lastName }).from(users).where(eq(users.id, user.id));
    expect(row!.lastName).toBe(user.lastName);
  });
});

describe("invisible and direction-control text", () => {
  it.each([
    [{ title: "\u200B\u200B\u2060" }, "Title is required"],
    [{ description: "\uFEFF \u200D" }, "Description is required"],
    [{ tags: ["\u200B", " \u2060 "] }, "Tags are required"],
    [{ title: "Poe \u202Ecilbup" }, "Title can't contain text-direction control characters"],
    [{ tags: ["gothic\u2066"] }, "A tag can't contain text-direction control characters"],
  ])("when a roundtable has %o, then it answers 400 %s and creates nothing", async (fields, message) => {
    const { agent } = await registerMember(testApp);
    const before = await testApp.database.db.select({ count: sql<number>`count(*)::int` }).from(roundtables);
    const response = await agent.post("/api/roundtables").send(newRoundtable(fields));
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    const after = await testApp.database.db.select({ count: sql<number>`count(*)::int` }).from(roundtables);
    expect(after[0]!.count).toBe(before[0]!.count);
  });

  it("when a name is only zero-width characters or carries a right-to-left override, then registration is refused", async () => {
    const [chapter] = await testApp.database.db.execute<{ id: number }>(sql`select id from chapters limit 1`).then((r) => r.rows);
    const base = { email: "bidi@example.edu", password: DEFAULT_PASSWORD, userType: "student", chapterId: chapter!.id };
    const invisible = await testApp.agent().post("/api/auth/register").send({ ...base, firstName: "\u200B", lastName: "Lovelace" });
    expect(invisible.body.errors.firstName).toContain("First name is required");
    const override = await testApp.agent().post("/api/auth/register").send({ ...base, firstName: "Ada", lastName: "\u202Eecalevol" });
    expect(override.body.errors.lastName).toContain("Last name can't contain text-direction control characters");
  });
});

describe("sign-in limits", () => {
  it("when someone elsewhere fails 5 times for an e-mail, then the member still signs in from their own address", async () => {
    const app = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const { user } = await registerMember(app);
      for (let attempt = 0; attempt < 6; attempt += 1) {
        await app.agent().post("/api/auth/login").set("X-Forwarded-For", "203.0.113.9").send({ email: user.email, password: `guess${attempt}` });
      }
      const attacker = await app.agent().post("/api/auth/login").set("X-Forwarded-For", "203.0.113.9").send({ email: user.email, password: DEFAULT_PASSWORD });
      expect(attacker.status).toBe(429);
      expect(attacker.headers["retry-after"]).toMatch(/^\d+$/);
      const member = await app.agent().post("/api/auth/login").set("X-Forwarded-For", "198.51.100.7").send({ email: user.email, password: DEFAULT_PASSWORD });
      expect(member.status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("when 30 wrong guesses arrive at once, then at most 5 of them are checked", async () => {
    const app = await createTestApp();
    try {
      const { user } = await registerMember(app);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) => app.agent().post("/api/auth/login").send({ email: user.email, password: `wrong${index}` })),
      );
      const checked = answers.filter((answer) => answer.status === 401).length;
      const refused = answers.filter((answer) => answer.status === 429).length;
      expect(checked).toBeLessThanOrEqual(5);
      expect(checked + refused).toBe(30);
    } finally {
      await app.close();
    }
  });

  it("when an e-mail has failed many times from many addresses, then each further attempt is slowed, never refused", async () => {
    expect(loginSlowDownMs(SLOW_DOWN_AFTER)).toBe(0);
    expect(loginSlowDownMs(SLOW_DOWN_AFTER + 2)).toBe(500);
    expect(loginSlowDownMs(10_000)).toBe(3_000);
    const app = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const { user } = await registerMember(app);
      for (let attempt = 0; attempt < SLOW_DOWN_AFTER + 1; attempt += 1) {
        await app.agent().post("/api/auth/login").set("X-Forwarded-For", `192.0.2.${attempt + 1}`).send({ email: user.email, password: "nope" });
      }
      const started = Date.now();
      const member = await app.agent().post("/api/auth/login").set("X-Forwarded-For", "198.51.100.7").send({ email: user.email, password: DEFAULT_PASSWORD });
      expect(member.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    } finally {
      await app.close();
    }
  });
});

describe("registration limit", () => {
  it("when one address creates more accounts than allowed in an hour, then it gets 429 and no account", async () => {
    const app = await createTestApp({ REGISTRATIONS_PER_ADDRESS: "3" });
    try {
      for (let index = 0; index < 3; index += 1) await registerMember(app);
      const countBefore = await app.database.db.select({ count: sql<number>`count(*)::int` }).from(users);
      await expect(registerMember(app)).rejects.toThrow(/429.*Too many accounts/);
      const countAfter = await app.database.db.select({ count: sql<number>`count(*)::int` }).from(users);
      expect(countAfter[0]!.count).toBe(countBefore[0]!.count);
    } finally {
      await app.close();
    }
  });
});

describe("reset request timing", () => {
  it("when the mail is slow, then the answer for a known e-mail comes as fast as for an unknown one, and the mail still goes", async () => {
    const app = await createTestApp({}, {
      wrapMailer: (mailer) => ({
        send: async (message) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await mailer.send(message);
        },
        close: mailer.close,
      }),
    });
    try {
      const { user } = await registerMember(app);
      const timed = async (email: string) => {
        const started = performance.now();
        const response = await app.agent().post("/api/auth/reset-password/request").send({ email });
        expect(response.status).toBe(202);
        return performance.now() - started;
      };
      const known = await timed(user.email);
      const unknown = await timed("ghost@example.edu");
      // The mail takes 1.5 s: an answer well under that was sent before the mail, as for a stranger.
      expect(known).toBeLessThan(1000);
      expect(Math.abs(known - unknown)).toBeLessThan(500);
      await expect.poll(() => app.outbox.filter((mail) => mail.to === user.email).length, { timeout: 5000 }).toBe(1);
    } finally {
      await app.close();
    }
  });
});

describe("cross-site", () => {
  it("when a cross-site page navigates to GET logout, then the member stays signed in; a same-site link signs them out", async () => {
    const { agent } = await registerMember(testApp);
    const fromElsewhere = await agent.get("/api/auth/logout").set("Sec-Fetch-Site", "cross-site");
    expect(fromElsewhere.status).toBe(302);
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    await agent.get("/api/auth/logout").set("Referer", "https://evil.example/page");
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    await agent.get("/api/auth/logout").set("Sec-Fetch-Site", "same-origin");
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });

  it("when X-Forwarded-Host names the attacker's site, then a write from there is still refused", async () => {
    const app = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const { agent } = await registerMember(app);
      const forged = await agent
        .post("/api/roundtables")
        .set("Origin", "https://evil.example")
        .set("X-Forwarded-Host", "evil.example")
        .set("X-Forwarded-Proto", "https")
        .send(newRoundtable());
      expect(forged.status).toBe(403);
      expect(forged.body.message).toBe("Cross-site request refused");
    } finally {
      await app.close();
    }
  });

  it("when the Origin has the right host but another scheme or port, then it is refused; the exact origin and PUBLIC_URL pass", async () => {
    const app = await createTestApp({ PUBLIC_URL: "https://convention.example.org" });
    try {
      const { agent } = await registerMember(app);
      const host = "app.internal:8080";
      const post = (origin: string) => agent.post("/api/notifications/read-all").set("Host", host).set("Origin", origin);
      expect((await post("https://app.internal:8080")).status).toBe(403);
      expect((await post("http://app.internal:9090")).status).toBe(403);
      expect((await post("http://app.internal:8080")).status).toBe(200);
      expect((await post("https://convention.example.org")).status).toBe(200);
      expect((await post("http://convention.example.org")).status).toBe(403);
      expect((await post("null")).status).toBe(403);
    } finally {
      await app.close();
    }
  });
});

describe("a member's type and their seats", () => {
  // With MEMBERSHIP=open a change of role applies at once, so the seat rule meets it here; with
  // approval it waits for an approver, whose approval meets the same rule (members/decisions.ts).
  let openApp: TestApp;
  beforeAll(async () => {
    openApp = await createTestApp({ MEMBERSHIP: "open" });
  });
  afterAll(() => openApp.close());

  it("when a student seated at a students-only roundtable switches to advisor, then it is refused until they leave", async () => {
    const organizer = await registerMember(openApp, { userType: "student" });
    const student = await registerMember(openApp, { userType: "student" });
    const created = await organizer.agent.post("/api/roundtables").send(newRoundtable({ targetAudience: "students", title: "Students only" }));
    await student.agent.post(`/api/roundtables/${created.body.id}/join`).expect(200);
    const profile = { firstName: student.user.firstName, lastName: student.user.lastName, chapterId: student.user.chapterId, interests: [], expertiseAreas: [] };
    const refused = await student.agent.put("/api/auth/user").send({ ...profile, userType: "advisor" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('"Students only"');
    await student.agent.post(`/api/roundtables/${created.body.id}/leave`).expect(200);
    expect((await student.agent.put("/api/auth/user").send({ ...profile, userType: "advisor" })).status).toBe(200);
  });

  it("when a student switches to advisor, joins an advisors-only table and switches back, then the switch back is refused", async () => {
    const organizer = await registerMember(openApp, { userType: "advisor" });
    const student = await registerMember(openApp, { userType: "student" });
    const created = await organizer.agent.post("/api/roundtables").send(newRoundtable({ targetAudience: "advisors" }));
    const profile = { firstName: student.user.firstName, lastName: student.user.lastName, chapterId: student.user.chapterId, interests: [], expertiseAreas: [] };
    await student.agent.put("/api/auth/user").send({ ...profile, userType: "advisor" }).expect(200);
    await student.agent.post(`/api/roundtables/${created.body.id}/join`).expect(200);
    expect((await student.agent.put("/api/auth/user").send({ ...profile, userType: "student" })).status).toBe(409);
  });

  it("when joins and type switches race, then no member ends up seated where their type may not sit", async () => {
    const organizer = await registerMember(openApp, { userType: "advisor" });
    const created = await organizer.agent.post("/api/roundtables").send(newRoundtable({ targetAudience: "advisors", maxParticipants: 5 }));
    const racers = await Promise.all(Array.from({ length: 4 }, () => registerMember(openApp, { userType: "advisor" })));
    await Promise.all(
      racers.flatMap(({ agent, user }) => [
        agent.post(`/api/roundtables/${created.body.id}/join`),
        agent.put("/api/auth/user").send({ firstName: user.firstName, lastName: user.lastName, chapterId: user.chapterId, userType: "student", interests: [], expertiseAreas: [] }),
      ]),
    );
    const misplaced = await openApp.database.db
      .select({ userId: participations.userId })
      .from(participations)
      .innerJoin(users, eq(users.id, participations.userId))
      .innerJoin(roundtables, eq(roundtables.id, participations.roundtableId))
      .where(sql`${roundtables.targetAudience} = 'advisors' and ${users.userType} <> 'advisor'`);
    expect(misplaced).toEqual([]);
  });
});
