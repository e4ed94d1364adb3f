import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetCodes } from "@shared/schema";
import { DEFAULT_PASSWORD, registerMember } from "../testing/factories";
import { startSmtpReceiver } from "../testing/smtp-receiver";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const codeIn = (text: string) => /reset code is (\d{6})/.exec(text)?.[1];

/** The code mailed for `email`: the mail goes out just after the answer, so wait for it. */
async function requestCode(email: string) {
  const mailsBefore = testApp.outbox.filter((message) => message.to === email).length;
  const response = await testApp.agent().post("/api/auth/reset-password/request").send({ email });
  expect(response.status).toBe(202);
  await expect.poll(() => testApp.outbox.filter((message) => message.to === email).length, { timeout: 5000 }).toBe(mailsBefore + 1);
  const mail = testApp.outbox.filter((message) => message.to === email).at(-1);
  return mail ? codeIn(mail.text) : undefined;
}

describe("password reset", () => {
  it("when the e-mail is known or unknown, then the answer is exactly the same", async () => {
    const { user } = await registerMember(testApp);
    const known = await testApp.agent().post("/api/auth/reset-password/request").send({ email: user.email });
    const unknown = await testApp.agent().post("/api/auth/reset-password/request").send({ email: "ghost@example.edu" });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(testApp.outbox.some((mail) => mail.to === "ghost@example.edu")).toBe(false);
  });

  it("when the right code comes back, then the password changes once and every session ends", async () => {
    const { agent, user } = await registerMember(testApp);
    const code = await requestCode(user.email);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await testApp.database.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    expect(row!.codeHash).not.toContain(code!);

    const reset = await testApp.agent().post("/api/auth/reset-password").send({ email: user.email, code, newPassword: "reset and renewed" });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe("Your password has been reset successfully! You can now log in with your new password.");
    expect((await agent.get("/api/auth/user")).status).toBe(401);
    expect((await testApp.agent().post("/api/auth/login").send({ email: user.email, password: "reset and renewed" })).status).toBe(200);

    const again = await testApp.agent().post("/api/auth/reset-password").send({ email: user.email, code, newPassword: "third password!" });
    expect(again.status).toBe(400);
  });

  it("when the code is wrong, then nothing changes, and five wrong tries retire the code", async () => {
    const { user } = await registerMember(testApp);
    const code = await requestCode(user.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await testApp.agent().post("/api/auth/reset-password").send({ email: user.email, code: wrong, newPassword: "hijacked password" });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain("invalid or has expired");
    }
    const late = await testApp.agent().post("/api/auth/reset-password").send({ email: user.email, code, newPassword: "hijacked password" });
    expect(late.status).toBe(400);
    expect((await testApp.agent().post("/api/auth/login").send({ email: user.email, password: DEFAULT_PASSWORD })).status).toBe(200);
  });

  it("when the code has expired or a newer one was sent, then the old code fails", async () => {
    const { user } = await registerMember(testApp);
    const first = await requestCode(user.email);
    await testApp.database.db
      .update(passwordResetCodes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetCodes.userId, user.id));
    expect((await testApp.agent().post("/api/auth/reset-password").send({ email: user.email, code: first, newPassword: "too late now!" })).status).toBe(400);

    const second = await requestCode(user.email);
    const third = await requestCode(user.email);
    if (second !== third) {
      expect((await testApp.agent().post("/api/auth/reset-password").send({ email: user.email, code: second, newPassword: "superseded!!" })).status).toBe(400);
    }
    expect((await testApp.agent().post("/api/auth/reset-password").send({ email: user.email, code: third, newPassword: "the newest code" })).status).toBe(200);
  });

  it.each([
    [{ email: "x", code: "123456", newPassword: "long enough" }, "Please enter a valid email address"],
    [{ email: "a@b.co", code: "12ab56", newPassword: "long enough" }, "Enter the 6-digit code from the e-mail"],
    [{ email: "a@b.co", code: "123456", newPassword: "short" }, "Password must be at least 8 characters"],
  ])("when the body is %o, then it answers 400 with %s", async (body, message) => {
    const response = await testApp.agent().post("/api/auth/reset-password").send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it("when a mail server is configured, then the code travels over real SMTP and resets the password", async () => {
    const smtp = await startSmtpReceiver();
    const mailingApp = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const { user } = await registerMember(mailingApp);
      await mailingApp.agent().post("/api/auth/reset-password/request").send({ email: user.email }).expect(202);
      // The first message is the sign-up's confirmation code; the second, the reset code.
      await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(2);
      const code = smtp.received.map((mail) => codeIn(mail.text ?? "")).find(Boolean);
      expect(code).toMatch(/^\d{6}$/);
      await mailingApp.agent().post("/api/auth/reset-password").send({ email: user.email, code, newPassword: "delivered by smtp" }).expect(200);
      expect((await mailingApp.agent().post("/api/auth/login").send({ email: user.email, password: "delivered by smtp" })).status).toBe(200);
    } finally {
      await mailingApp.close();
      await smtp.close();
    }
  });
});
