/** The e-mail confirmation: the code mailed at sign-up, its tries and expiry, a new code, and open membership. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastConfirmationCode, registerApplicant } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const WRONG = "That confirmation code is not right. Check the e-mail and try again.";
const BURNED = "That confirmation code was wrong too many times. Please ask for a new one.";
const INVALID = "That confirmation code has expired or was already used. Please ask for a new one.";

/** Any other code than `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** As if the last minute had passed: the one-a-minute limit on new codes forgets the member. */
async function letAMinutePass() {
  await testApp.database.db.execute(sql`delete from rate_limits where key like 'confirm-minute:%'`);
}

describe("signing up", () => {
  it("when a newcomer signs up, then the code is mailed and they may use only their own account until they confirm", async () => {
    const { agent, user } = await registerApplicant(testApp, "unconfirmed");
    expect(user).toMatchObject({ emailConfirmed: false, membershipStatus: "pending" });
    expect(lastConfirmationCode(testApp, user.email)).toMatch(/^\d{6}$/);
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    const refused = await agent.get("/api/roundtables");
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "Confirm your e-mail address first", code: "email_not_confirmed" });
    expect((await agent.get("/api/users")).body).toEqual({ message: "Confirm your e-mail address first", code: "email_not_confirmed" });
  });
});

describe("POST /api/auth/confirm-email", () => {
  it("when the code is mistyped, then it says the code is not right (not expired), and the right code still works after it", async () => {
    const { agent, user } = await registerApplicant(testApp, "unconfirmed");
    const code = lastConfirmationCode(testApp, user.email);
    const refused = await agent.post("/api/auth/confirm-email").send({ code: wrong(code) });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: WRONG, code: "invalid_code", errors: { code: [WRONG] } });
    const confirmed = await agent.post("/api/auth/confirm-email").send({ code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ emailConfirmed: true, membershipStatus: "pending" });
    // Confirmed, now waiting for approval (MEMBERSHIP=approval is the default).
    expect((await agent.get("/api/roundtables")).body).toEqual({ message: "Your membership is waiting for approval", code: "membership_pending" });
    expect((await agent.post("/api/auth/confirm-email").send({ code })).status).toBe(409);
  });

  it("when the code has expired, then the right code is refused", async () => {
    const { agent, user } = await registerApplicant(testApp, "unconfirmed");
    const code = lastConfirmationCode(testApp, user.email);
    await testApp.database.db.execute(sql`update password_reset_codes set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    const response = await agent.post("/api/auth/confirm-email").send({ code });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(INVALID);
    expect((await agent.get("/api/auth/user")).body.emailConfirmed).toBe(false);
  });

  it("when the fifth wrong try is made, then the code is burned and the right one no longer works", async () => {
    const { agent, user } = await registerApplicant(testApp, "unconfirmed");
    const code = lastConfirmationCode(testApp, user.email);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await agent.post("/api/auth/confirm-email").send({ code: wrong(code) })).body.message).toBe(WRONG);
    }
    expect((await agent.post("/api/auth/confirm-email").send({ code: wrong(code) })).body.message).toBe(BURNED);
    const response = await agent.post("/api/auth/confirm-email").send({ code });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(INVALID);
  });

  it("when the code is not six digits, then it answers 400 and counts no try", async () => {
    const { agent } = await registerApplicant(testApp, "unconfirmed");
    const response = await agent.post("/api/auth/confirm-email").send({ code: "12ab" });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Enter the 6-digit code from the e-mail");
  });

  it("when a reset code is given, then it does not confirm the address (each code has its purpose)", async () => {
    const { agent, user } = await registerApplicant(testApp, "unconfirmed");
    await testApp.agent().post("/api/auth/reset-password/request").send({ email: user.email }).expect(202);
    await expect.poll(() => testApp.outbox.some((mail) => mail.to === user.email && mail.subject.includes("reset"))).toBe(true);
    const resetCode = /reset code is (\d{6})/.exec(testApp.outbox.filter((mail) => mail.to === user.email).at(-1)!.text)![1]!;
    if (resetCode === lastConfirmationCode(testApp, user.email)) return; // one chance in a million
    expect((await agent.post("/api/auth/confirm-email").send({ code: resetCode })).status).toBe(400);
  });
});

describe("POST /api/auth/confirm-email/resend", () => {
  it("when asked within a minute of the last code, then it answers 429 saying when; later a new code replaces the old", async () => {
    const { agent, user } = await registerApplicant(testApp, "unconfirmed");
    const first = lastConfirmationCode(testApp, user.email);
    const early = await agent.post("/api/auth/confirm-email/resend");
    expect(early.status).toBe(429);
    expect(Number(early.headers["retry-after"])).toBeGreaterThan(0);
    expect(early.body.message).toMatch(/^You can ask for a new code again in \d+ (seconds?|minute)\.$/);
    await letAMinutePass();
    const sent = await agent.post("/api/auth/confirm-email/resend").send({});
    expect(sent.status).toBe(202);
    expect(sent.body.message).toBe(`We have sent a new code to ${user.email}. It is valid for 15 minutes.`);
    const second = lastConfirmationCode(testApp, user.email);
    if (second !== first) expect((await agent.post("/api/auth/confirm-email").send({ code: first })).status).toBe(400);
    expect((await agent.post("/api/auth/confirm-email").send({ code: second })).status).toBe(200);
    expect((await agent.post("/api/auth/confirm-email/resend")).status).toBe(409);
  });

  it("when a sixth code is asked within the hour, then it is refused with the wait in minutes", async () => {
    const { agent } = await registerApplicant(testApp, "unconfirmed");
    for (let sent = 0; sent < 5; sent += 1) {
      await letAMinutePass();
      expect((await agent.post("/api/auth/confirm-email/resend")).status).toBe(202);
    }
    await letAMinutePass();
    const refused = await agent.post("/api/auth/confirm-email/resend");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You can ask for a new code again in \d+ minutes?\.$/);
  });
});

describe("MEMBERSHIP=open", () => {
  it("when a newcomer confirms, then they are approved and may use the product at once", async () => {
    const openApp = await createTestApp({ MEMBERSHIP: "open" });
    try {
      const { agent, user } = await registerApplicant(openApp, "unconfirmed");
      const confirmed = await agent.post("/api/auth/confirm-email").send({ code: lastConfirmationCode(openApp, user.email) });
      expect(confirmed.body).toMatchObject({ emailConfirmed: true, membershipStatus: "approved" });
      expect((await agent.get("/api/roundtables")).status).toBe(200);
    } finally {
      await openApp.close();
    }
  });
});
