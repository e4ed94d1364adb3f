import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "@shared/types";
import { registerMember } from "../testing/factories";
import { createTestAppWithChapters } from "../testing/file-set-up";
import type { TestApp } from "../testing/test-app";

let testApp: TestApp;
let chapters: number[];

beforeAll(async () => ({ testApp, chapters } = await createTestAppWithChapters()));
afterAll(() => testApp.close());

const currentUserOf = async (agent: Awaited<ReturnType<typeof registerMember>>["agent"]) =>
  (await agent.get("/api/auth/user")).body as CurrentUser;

describe("emailNotifications", () => {
  it("when a member registers, then notification e-mails are on and GET /api/auth/user says so, without any secret", async () => {
    const { agent } = await registerMember(testApp);
    const me = await currentUserOf(agent);
    expect(me).toMatchObject({ emailNotifications: true, isStaff: false });
    expect(me).not.toHaveProperty("passwordHash");
    expect(me).not.toHaveProperty("calendarToken");
  });

  it("when the switch alone is sent, then it is saved, answered with the member, and the profile is untouched", async () => {
    const { agent, user } = await registerMember(testApp, { interests: ["sonnets"] });
    const off = await agent.put("/api/auth/user").send({ emailNotifications: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: user.id, emailNotifications: false, firstName: user.firstName, interests: ["sonnets"] });
    expect(await currentUserOf(agent)).toMatchObject({ emailNotifications: false, interests: ["sonnets"] });
    await agent.put("/api/auth/user").send({ emailNotifications: true }).expect(200);
    expect((await currentUserOf(agent)).emailNotifications).toBe(true);
  });

  it("when the whole profile is saved without the switch, then the preference stays; with it, it changes", async () => {
    const { agent, user } = await registerMember(testApp);
    await agent.put("/api/auth/user").send({ emailNotifications: false }).expect(200);
    const profile = { firstName: "Toni", lastName: "Morrison", userType: "advisor", chapterId: chapters[1], interests: [], expertiseAreas: [] };
    const saved = await agent.put("/api/auth/user").send(profile);
    expect(saved.body).toMatchObject({ id: user.id, firstName: "Toni", emailNotifications: false });
    await agent.put("/api/auth/user").send({ ...profile, emailNotifications: true }).expect(200);
    expect((await currentUserOf(agent)).emailNotifications).toBe(true);
  });

  it.each([
    [{ emailNotifications: "no" }, "Notifications by e-mail must be on (true) or off (false)"],
    [{ emailNotifications: null }, "Notifications by e-mail must be on (true) or off (false)"],
  ])("when the body is %o, then it answers 400 with %s and nothing changes", async (body, message) => {
    const { agent } = await registerMember(testApp);
    const response = await agent.put("/api/auth/user").send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await currentUserOf(agent)).toMatchObject({ emailNotifications: true, isStaff: false });
  });

  it("when the profile tries to grant staff rights, then it answers 400 Unknown field: isStaff", async () => {
    const { agent } = await registerMember(testApp);
    const profile = { firstName: "Toni", lastName: "Morrison", userType: "advisor", chapterId: chapters[1], emailNotifications: false, isStaff: true };
    const response = await agent.put("/api/auth/user").send(profile);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Unknown field: isStaff");
    expect(await currentUserOf(agent)).toMatchObject({ emailNotifications: true, isStaff: false });
  });

  it("when signed out, then changing the preference answers 401", async () => {
    expect((await testApp.agent().put("/api/auth/user").send({ emailNotifications: false })).status).toBe(401);
  });

  it("when a member signs in, then the answer carries their preference", async () => {
    const { agent, user, password } = await registerMember(testApp);
    await agent.put("/api/auth/user").send({ emailNotifications: false }).expect(200);
    const login = await testApp.agent().post("/api/auth/login").send({ email: user.email, password });
    expect(login.body).toMatchObject({ id: user.id, emailNotifications: false });
  });
});
