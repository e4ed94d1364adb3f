import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PASSWORD, registerApplicant, registerMember } from "../testing/factories";
import { createTestAppWithChapters } from "../testing/file-set-up";
import type { TestApp } from "../testing/test-app";

let testApp: TestApp;
let chapters: number[];

beforeAll(async () => ({ testApp, chapters } = await createTestAppWithChapters()));
afterAll(() => testApp.close());

const profile = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Toni",
  lastName: "Morrison",
  userType: "advisor",
  chapterId: chapters[2],
  interests: ["jazz"],
  expertiseAreas: ["American Literature", " "],
  ...overrides,
});

describe("PUT /api/auth/user", () => {
  it("when signed out, then it answers 401", async () => {
    expect((await testApp.agent().put("/api/auth/user").send(profile())).status).toBe(401);
  });

  it("when the profile is valid, then it is saved and the current user shows it", async () => {
    const { agent } = await registerApplicant(testApp, "pending");
    const response = await agent.put("/api/auth/user").send(profile());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ firstName: "Toni", userType: "advisor", chapterId: chapters[2], expertiseAreas: ["American Literature"] });
    expect(response.body.pendingChange).toBeNull();
    expect((await agent.get("/api/auth/user")).body).toMatchObject({ lastName: "Morrison", interests: ["jazz"] });
  });

  it.each([
    [{ firstName: "" }, "First name is required"],
    [{ firstName: "x".repeat(51) }, "First name must be less than 50 characters"],
    [{ lastName: " " }, "Last name is required"],
    [{ lastName: "x".repeat(51) }, "Last name must be less than 50 characters"],
    [{ chapterId: null }, "Chapter selection is required"],
    [{ chapterId: 123456 }, "Chapter selection is required"],
    [{ userType: "dean" }, "Role must be student or advisor"],
    [{ email: "new@example.edu" }, "Unknown field: email"],
  ])("when the change is %o, then it answers 400 with %s and nothing changes", async (change, message) => {
    const { agent, user } = await registerMember(testApp);
    const response = await agent.put("/api/auth/user").send(profile(change));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await agent.get("/api/auth/user")).body.firstName).toBe(user.firstName);
  });
});

describe("POST /api/auth/update-password", () => {
  const change = (overrides: Record<string, unknown> = {}) => ({
    currentPassword: DEFAULT_PASSWORD,
    newPassword: "a brand new password",
    confirmPassword: "a brand new password",
    ...overrides,
  });

  it.each([
    [{ currentPassword: "" }, "currentPassword", "Current password is required"],
    [{ newPassword: "short", confirmPassword: "short" }, "newPassword", "Password must be at least 8 characters"],
    [{ confirmPassword: "something else" }, "confirmPassword", "Passwords don't match"],
  ])("when %o, then it answers 400 with %s's message", async (overrides, field, message) => {
    const { agent } = await registerMember(testApp);
    const response = await agent.post("/api/auth/update-password").send(change(overrides));
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toContain(message);
  });

  it("when the current password is wrong, then it answers 400 and the password stays", async () => {
    const { agent, user } = await registerMember(testApp);
    const response = await agent.post("/api/auth/update-password").send(change({ currentPassword: "not it at all" }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Current password is incorrect");
    expect((await testApp.agent().post("/api/auth/login").send({ email: user.email, password: DEFAULT_PASSWORD })).status).toBe(200);
  });

  it("when it succeeds, then only the new password works and the member's other sessions end", async () => {
    const { agent, user } = await registerMember(testApp);
    const elsewhere = testApp.agent();
    await elsewhere.post("/api/auth/login").send({ email: user.email, password: DEFAULT_PASSWORD }).expect(200);
    const response = await agent.post("/api/auth/update-password").send(change());
    expect(response.status).toBe(200);
    expect(response.body.message).toBe("Your password has been updated successfully!");
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    expect((await elsewhere.get("/api/auth/user")).status).toBe(401);
    expect((await testApp.agent().post("/api/auth/login").send({ email: user.email, password: DEFAULT_PASSWORD })).status).toBe(401);
    expect((await testApp.agent().post("/api/auth/login").send({ email: user.email, password: "a brand new password" })).status).toBe(200);
  });

  it("when signed out, then it answers 401", async () => {
    expect((await testApp.agent().post("/api/auth/update-password").send(change())).status).toBe(401);
  });
});
