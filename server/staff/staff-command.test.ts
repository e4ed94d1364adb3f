import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { runStaffCommand } from "./staff-flag.storage";

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

  it("when a member waiting for approval is made staff, then their e-mail is confirmed and membership approved, and grant and removal are in the audit log", async () => {
    const { agent, user } = await registerMember(testApp, { firstName: "Katherine", lastName: "Johnson" });
    await testApp.database.db.execute(sql`update users set email_confirmed = false, membership_status = 'pending' where id = ${user.id}`);

    expect(await run("add", user.email)).toEqual({
      ok: true,
      message:
        `Katherine Johnson (${user.email}) is now staff: the Review page and the staff API are theirs on their next page load.\n` +
        "Their membership was waiting: it is approved now, and their e-mail counts as confirmed.",
    });
    expect((await agent.get("/api/auth/user")).body).toMatchObject({ isStaff: true, emailConfirmed: true, membershipStatus: "approved" });
    expect((await agent.get("/api/staff/proposals")).status).toBe(200);
    await run("remove", user.email);
    const audit = await testApp.database.db.execute<{ action: string; actor_id: number | null }>(
      sql`select action, actor_id from audit_log where member_id = ${user.id} order by id`,
    );
    expect(audit.rows).toEqual([
      { action: "member.approved", actor_id: null },
      { action: "staff.granted", actor_id: null },
      { action: "staff.removed", actor_id: null },
    ]);
  });

  it("when a suspended member is named, then it refuses and changes nothing", async () => {
    const { user } = await registerMember(testApp, { firstName: "Mary", lastName: "Jackson" });
    await testApp.database.db.execute(sql`update users set membership_status = 'suspended' where id = ${user.id}`);
    expect(await run("add", user.email)).toEqual({
      ok: false,
      message: `Mary Jackson (${user.email}) is suspended: reinstate them from the members console first; nothing was changed.`,
    });
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
