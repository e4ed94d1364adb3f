import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chapterIds, DEFAULT_PASSWORD, memberDetails, registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
let chapterId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  [chapterId] = (await chapterIds(testApp)) as [number];
});
afterAll(() => testApp.close());

const sessionCookie = (response: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((response.headers["set-cookie"] as string[] | undefined) ?? []).find((cookie) => cookie.startsWith("ec.sid="));

describe("POST /api/auth/register", () => {
  it("when the details are valid, then it answers 201 with the member, signs them in, and never shows the hash", async () => {
    const agent = testApp.agent();
    const details = memberDetails({ chapterId, interests: [" folklore ", "", "Folklore", "jazz"], expertiseAreas: [] });
    const response = await agent.post("/api/auth/register").send(details);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ email: details.email, firstName: details.firstName, chapterId, interests: ["folklore", "jazz"] });
    expect(response.text).not.toMatch(/passwordHash|\$2[aby]\$/);
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await agent.get("/api/auth/user")).body.id).toBe(response.body.id);
  });

  it.each([
    ["firstName", "", "First name is required"],
    ["lastName", "", "Last name is required"],
    ["email", "nope", "Please enter a valid email address"],
    ["password", "short", "Password must be at least 8 characters"],
    ["password", "é".repeat(40), "Password must be at most 72 bytes long"],
    ["userType", "dean", "Please select your role"],
    ["chapterId", 0, "Please select your chapter"],
    ["chapterId", "abc", "Please select your chapter"],
    ["chapterId", 99999, "Please select your chapter"],
    ["firstName", 42, "First name is required"],
    ["interests", "not a list", "Interests must be a list"],
  ])("when %s is %j, then it answers 400 with %s and creates nothing", async (field, value, message) => {
    const details = { ...memberDetails({ chapterId }), [field]: value };
    const response = await testApp.agent().post("/api/auth/register").send(details);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    if (field !== "chapterId" || value !== 99999) expect(response.body.errors[field]).toContain(message);
    const login = await testApp.agent().post("/api/auth/login").send({ email: details.email, password: details.password });
    expect([400, 401]).toContain(login.status);
  });

  it("when the e-mail is taken in another letter case, then it answers 409", async () => {
    const { user } = await registerMember(testApp);
    const response = await testApp.agent().post("/api/auth/register").send(memberDetails({ chapterId, email: user.email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(response.body.message).toContain("already exists");
  });

  it("when the body has an unknown field, is not JSON, or is too large, then it answers 400 or 413 with a message", async () => {
    const unknown = await testApp.agent().post("/api/auth/register").send({ ...memberDetails({ chapterId }), isAdmin: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Unknown field: isAdmin");
    const malformed = await testApp.agent().post("/api/auth/register").set("Content-Type", "application/json").send('{"firstName": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("The request body is not valid JSON");
    expect(malformed.body.code).toBe("invalid_json");
    const huge = await testApp.agent().post("/api/auth/register").send({ ...memberDetails({ chapterId }), firstName: "x".repeat(120_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toContain("too large");
    const array = await testApp.agent().post("/api/auth/register").send([1, 2]);
    expect(array.status).toBe(400);
  });
});

describe("POST /api/auth/login and logout", () => {
  it("when the credentials are right, then it signs in with a new session id", async () => {
    const { user, password } = await registerMember(testApp);
    const agent = testApp.agent();
    const before = sessionCookie(await agent.post("/api/auth/login").send({ email: "nobody@example.edu", password: "x" }));
    const response = await agent.post("/api/auth/login").send({ email: user.email.toUpperCase(), password });
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(user.id);
    expect(sessionCookie(response)).toBeDefined();
    expect(sessionCookie(response)).not.toBe(before);
  });

  it("when the password is wrong or the e-mail unknown, then both answer 401 Invalid email or password", async () => {
    const { user } = await registerMember(testApp);
    const wrong = await testApp.agent().post("/api/auth/login").send({ email: user.email, password: "not the password" });
    const unknown = await testApp.agent().post("/api/auth/login").send({ email: "ghost@example.edu", password: "whatever" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Invalid email or password", code: "invalid_credentials" });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("when the fields are missing, then it answers 400 with the form's messages", async () => {
    const response = await testApp.agent().post("/api/auth/login").send({ email: "a@b.co", password: "" });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Password is required");
    expect((await testApp.agent().post("/api/auth/login").send({ email: "x", password: "y" })).body.message).toBe(
      "Please enter a valid email address",
    );
  });

  it("when POST logout, then the session ends and /api/auth/user says Unauthorized", async () => {
    const { agent } = await registerMember(testApp);
    expect((await agent.post("/api/auth/logout")).status).toBe(200);
    const after = await agent.get("/api/auth/user");
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: "Unauthorized", code: "not_signed_in" });
  });

  it("when GET logout, then it redirects to / and the old cookie no longer works", async () => {
    const { user, password } = await registerMember(testApp);
    const login = await testApp.agent().post("/api/auth/login").send({ email: user.email, password });
    const cookie = sessionCookie(login)!.split(";")[0]!;
    const logout = await testApp.agent().get("/api/auth/logout").set("Cookie", cookie);
    expect(logout.status).toBe(302);
    expect(logout.headers.location).toBe("/");
    expect((await testApp.agent().get("/api/auth/user").set("Cookie", cookie)).status).toBe(401);
  });
});

describe("rate limits", () => {
  it("when one e-mail fails 5 times, then it is refused with 429 even with the right password, while others still sign in", async () => {
    const limited = await createTestApp();
    try {
      const victim = await registerMember(limited);
      const bystander = await registerMember(limited);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await limited.agent().post("/api/auth/login").send({ email: victim.user.email, password: "guess" + attempt })).status).toBe(401);
      }
      const blocked = await limited.agent().post("/api/auth/login").send({ email: victim.user.email, password: DEFAULT_PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toContain("Too many failed sign-in attempts");
      const other = await limited.agent().post("/api/auth/login").send({ email: bystander.user.email, password: DEFAULT_PASSWORD });
      expect(other.status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("when a member signs in successfully, then their earlier failures are forgotten", async () => {
    const { user } = await registerMember(testApp);
    for (let attempt = 0; attempt < 4; attempt += 1) await testApp.agent().post("/api/auth/login").send({ email: user.email, password: "nope" });
    expect((await testApp.agent().post("/api/auth/login").send({ email: user.email, password: DEFAULT_PASSWORD })).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) await testApp.agent().post("/api/auth/login").send({ email: user.email, password: "nope" });
    expect((await testApp.agent().post("/api/auth/login").send({ email: user.email, password: DEFAULT_PASSWORD })).status).toBe(200);
  });
});
