import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { runStaffCommand } from "./staff-flag";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const run = (...args: string[]) => runStaffCommand(testApp.database.db, args);

describe("npm run staff", () => {
  it("when staff is granted by e-mail in any letter case, then the member is staff at once, and revoking takes it back", async () => {
    const { agent, user } = await registerMember(testApp, { firstName: "Grace", lastName: "Hopper" });
    expect((await agent.get("/api/staff/proposals")).status).toBe(403);

    expect(await run("add", user.email.toUpperCase())).toEqual({
      ok: true,
      message: `Grace Hopper (${user.email}) is now staff: the Review page and the staff API are theirs on their next page load.`,
    });
    expect((await agent.get("/api/auth/user")).body.isStaff).toBe(true);
    expect((await agent.get("/api/staff/proposals")).status).toBe(200);
    expect(await run("add", user.email)).toEqual({ ok: true, message: `Grace Hopper (${user.email}) is already staff.` });
    expect(await run("list")).toEqual({ ok: true, message: `${user.email} (Grace Hopper)` });

    expect(await run("remove", user.email)).toEqual({ ok: true, message: `Grace Hopper (${user.email}) is no longer staff.` });
    expect((await agent.get("/api/staff/proposals")).status).toBe(403);
    expect(await run("remove", user.email)).toEqual({ ok: true, message: `Grace Hopper (${user.email}) was not staff; nothing changed.` });
    expect(await run("list")).toEqual({ ok: true, message: "No member is staff yet." });
  });

  it("when the e-mail belongs to nobody, then it says so and fails", async () => {
    expect(await run("add", "nobody@example.edu")).toEqual({
      ok: false,
      message: "No member has the e-mail nobody@example.edu. They must register first; nothing was changed.",
    });
  });

  it.each([[[]], [["promote", "a@example.edu"]], [["add"]], [["add", "a@example.edu", "b@example.edu"]]])(
    "when the arguments are %j, then it prints the usage and fails",
    async (args) => {
      expect(await run(...args)).toEqual({ ok: false, message: "Usage: npm run staff -- add EMAIL | remove EMAIL | list" });
    },
  );
});
