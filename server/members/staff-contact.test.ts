/** STAFF_CONTACT_EMAIL: a declined member is told where to write, at sign-in and in the decision's mail. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chapterIds, DEFAULT_PASSWORD, registerApplicant, registerMember, type RegisteredMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
let chapter: number;
let advisor: RegisteredMember;

beforeAll(async () => {
  testApp = await createTestApp({ STAFF_CONTACT_EMAIL: "staff@convention.example.org" });
  [chapter] = (await chapterIds(testApp)) as [number];
  advisor = await registerMember(testApp, { userType: "advisor", chapterId: chapter });
});
afterAll(() => testApp.close());

describe("a declined member and the staff's address", () => {
  it("when declined, then the sign-in refusal and the mail both name the staff's address", async () => {
    const newcomer = await registerApplicant(testApp, "pending", { chapterId: chapter });
    await advisor.agent.post(`/api/members/${newcomer.user.id}/decline`).send({ note: "Not on the roll" }).expect(200);
    const login = await testApp.agent().post("/api/auth/login").send({ email: newcomer.user.email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(
      "Your membership request was declined. If you think this is a mistake, write to the convention staff at staff@convention.example.org.",
    );
    const mail = testApp.outbox.filter((item) => item.to === newcomer.user.email).at(-1);
    expect(mail?.text).toContain("write to the convention staff at staff@convention.example.org.");
  });
});
