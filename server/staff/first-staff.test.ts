import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger";
import { registerMember } from "../testing/factories";
import { memoryLog } from "../testing/memory-log";
import { createTestApp, type TestApp } from "../testing/test-app";
import { offerSetupCode } from "./first-staff.service";

let testApp: TestApp;
const log = memoryLog();
const logger = createLogger({ logLevel: "info", logFormat: "json" }, log.sink);

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;

/** A newcomer who signed up and has not confirmed their e-mail yet. */
async function newcomer() {
  const made = await registerMember(testApp);
  await db().execute(sql`update users set email_confirmed = false, membership_status = 'pending' where id = ${made.user.id}`);
  return made;
}

/** Starts as the app does and reads the setup code from the log. */
async function startAndReadCode(): Promise<string | undefined> {
  const before = log.text.length;
  await offerSetupCode(db(), logger);
  return /Staff setup code: ([0-9A-Z-]+)/.exec(log.text.slice(before))?.[1];
}

const claim = (agent: Awaited<ReturnType<typeof newcomer>>["agent"], code: string) => agent.post("/api/auth/claim-staff").send({ code });

describe("the first staff member's setup code", () => {
  it("when no one is staff, then the start prints a code, a wrong code is refused, and the right one makes the member confirmed, approved staff once", async () => {
    const code = await startAndReadCode();
    expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const stored = await db().execute<{ code_hash: string }>(sql`select code_hash from staff_setup_code`);
    expect(stored.rows[0]!.code_hash).not.toContain(code!.replaceAll("-", ""));

    const first = await newcomer();
    const wrong = await claim(first.agent, "AAAA-BBBB-CCCC");
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("That setup code is not right.");

    // Typed by hand: lower case, no dashes.
    const right = await claim(first.agent, code!.replaceAll("-", "").toLowerCase());
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ id: first.user.id, isStaff: true, emailConfirmed: true, membershipStatus: "approved" });
    expect((await first.agent.get("/api/staff/proposals")).status).toBe(200);
    const audit = await db().execute<{ action: string; actor_id: number }>(sql`select action, actor_id from audit_log where member_id = ${first.user.id} order by id`);
    expect(audit.rows).toEqual([
      { action: "member.approved", actor_id: first.user.id },
      { action: "staff.granted", actor_id: first.user.id },
    ]);

    const second = await newcomer();
    const again = await claim(second.agent, code!);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("A staff member already exists: ask them to approve you.");
    expect((await second.agent.get("/api/auth/user")).body.isStaff).toBe(false);

    // With staff, a start says nothing about it.
    const before = log.text.length;
    await offerSetupCode(db(), logger);
    expect(log.text.slice(before)).toBe("");
  });

  it("when the app's processes start together, then they share the first one's code; a signed-out caller gets 401", async () => {
    await db().execute(sql`update users set is_staff = false`);
    const code = await startAndReadCode();
    expect(code).toBeDefined();
    expect(await startAndReadCode()).toBeUndefined();
    expect(log.text).toContain("enter the staff setup code printed earlier in this log");
    expect((await testApp.agent().post("/api/auth/claim-staff").send({ code })).status).toBe(401);
    const member = await newcomer();
    expect((await claim(member.agent, code!)).status).toBe(200);
  });

  it("when a member keeps guessing, then the sixth try within 15 minutes answers 429 with Retry-After", async () => {
    const member = await newcomer();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await claim(member.agent, "WRONG-CODE")).status).not.toBe(429);
    const refused = await claim(member.agent, "WRONG-CODE");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("when the body has no code, then it answers 400 with the field's message", async () => {
    const member = await newcomer();
    const response = await member.agent.post("/api/auth/claim-staff").send({});
    expect(response.status).toBe(400);
    expect(response.body.errors.code).toEqual(["Enter the setup code from the app's log"]);
  });
});
