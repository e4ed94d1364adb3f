import { sql } from "drizzle-orm";
import addressparser from "nodemailer/lib/addressparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger";
import { chapterIds, registerApplicant, registerMember, type ApplicantStage } from "../testing/factories";
import { memoryLog } from "../testing/memory-log";
import type { Member } from "../testing/roundtables";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
const logged = memoryLog();
let chapterA: number;
let chapterB: number;
let sender: Member;
let recipient: Member;

const BODY = "Dear Toni, would you join our Gothic roundtable? The secret word is marmalade.";

beforeAll(async () => {
  testApp = await createTestApp({}, { logger: createLogger({ logLevel: "info" }, logged.sink) });
  [chapterA, chapterB] = (await chapterIds(testApp)) as [number, number];
  sender = await registerMember(testApp, { firstName: "Sam", lastName: "Sender", chapterId: chapterA });
  recipient = await registerMember(testApp, { firstName: "Toni", lastName: "Morrison", chapterId: chapterB, shareEmail: false });
});
afterAll(() => testApp.close());

const write = (from: Member, toId: number, body: Record<string, unknown> = { subject: "A roundtable", body: BODY }) =>
  from.agent.post(`/api/users/${toId}/message`).send(body);

describe("POST /api/users/:id/message", () => {
  it("when a member writes, then it answers 202 and the recipient gets the text, Reply-To the sender and how to stop it", async () => {
    const sent = testApp.outbox.length;
    const response = await write(sender, recipient.user.id);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ message: "Your message has been sent." });
    const mail = testApp.outbox.slice(sent).find((message) => message.to === recipient.user.email)!;
    expect(mail.replyTo).toContain(sender.user.email);
    expect(mail.subject).toBe("Sam Sender: A roundtable");
    expect(mail.text).toContain(`Sam Sender (${sender.user.chapter})`);
    expect(mail.text).toContain(BODY);
    expect(mail.text).toContain('Turn "Let members write to me through the app" off in your profile');
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(/\/api\/unsubscribe\/\d+\.\d+\.m\./);
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const [row] = (await testApp.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from member_messages where sender_id = ${sender.user.id} and recipient_id = ${recipient.user.id}`,
    )).rows;
    expect(row!.n).toBe(1);
    expect(logged.text).not.toContain("marmalade");
  });

  it("when the sender's name carries an address, commas and quotes, then Reply-To holds only the sender's address and the subject no address", async () => {
    const spoofer = await registerMember(testApp, { firstName: 'Eve <boss@society.org>, "Board"', lastName: "Chair; x\\y", chapterId: chapterA });
    const sent = testApp.outbox.length;
    await write(spoofer, recipient.user.id, { subject: "Dues", body: "Please pay." }).expect(202);
    const mail = testApp.outbox.slice(sent).find((message) => message.to === recipient.user.email)!;
    const replyTo = addressparser(mail.replyTo!, { flatten: true });
    expect(replyTo.map((entry) => entry.address)).toEqual([spoofer.user.email]);
    expect(replyTo[0]!.name).not.toMatch(/[<>,;"\\]/);
    expect(replyTo[0]!.name).toContain("Eve");
    expect(mail.subject).not.toMatch(/[<>,;"\\]/);
    expect(mail.subject).toMatch(/^Eve .*: Dues$/);
  });

  it.each([
    [{ subject: "", body: "Hi" }, "Subject is required"],
    [{ subject: "x".repeat(151), body: "Hi" }, "Subject must be at most 150 characters"],
    [{ subject: "Hi\u0007there", body: "Hi" }, "Subject can't contain control characters"],
    [{ subject: "Hi \u202Ereversed", body: "Hi" }, "Subject can't contain text-direction control characters"],
    [{ subject: "\u200B\u200B", body: "Hi" }, "Subject is required"],
    [{ subject: "Hi", body: "" }, "Message is required"],
    [{ subject: "Hi", body: "x".repeat(5001) }, "Message must be at most 5000 characters"],
    [{ subject: "Hi" }, "Message is required"],
  ])("when the message is %j, then it answers 400: %s", async (body, message) => {
    const response = await write(sender, recipient.user.id, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it("when the body keeps line breaks and is 5000 characters, then it is sent", async () => {
    expect((await write(sender, recipient.user.id, { subject: "Long", body: `Line one\n\t${"y".repeat(4990)}` })).status).toBe(202);
  });

  it("when writing to oneself or to nobody, then it answers 400 or 404", async () => {
    expect((await write(sender, sender.user.id)).body.message).toBe("You can't send a message to yourself");
    expect((await write(sender, 2_000_000_000)).status).toBe(404);
    expect((await write(sender, 0)).status).toBe(400);
  });

  it.each<ApplicantStage>(["unconfirmed", "pending", "declined", "suspended"])(
    "when the recipient is %s (not a confirmed, approved member), then it answers 404 as for an unknown id and mails nothing",
    async (stage) => {
      const outsider = await registerApplicant(testApp, stage, { chapterId: chapterB, email: `victim.${stage}@outside.example` });
      const sent = testApp.outbox.length;
      const response = await write(sender, outsider.user.id);
      expect(response.status).toBe(404);
      expect(response.body).toEqual((await write(sender, 2_000_000_000)).body);
      expect(testApp.outbox.slice(sent).filter((mail) => mail.to === outsider.user.email)).toEqual([]);
    },
  );

  it("when the recipient takes no messages, is hidden, or is chapter-only elsewhere, then it answers 403", async () => {
    const closed = await registerMember(testApp, { chapterId: chapterB, acceptMessages: false });
    const hidden = await registerMember(testApp, { chapterId: chapterB, directoryVisibility: "hidden" });
    const chapterOnly = await registerMember(testApp, { chapterId: chapterB, directoryVisibility: "chapter" });
    for (const member of [closed, hidden, chapterOnly]) {
      const response = await write(sender, member.user.id);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe("This member does not take messages through the app.");
    }
    const neighbour = await registerMember(testApp, { chapterId: chapterB });
    expect((await write(neighbour, chapterOnly.user.id)).status).toBe(202);
  });

  it("when the recipient follows the messages unsubscribe link, then messages are off and writing answers 403", async () => {
    const member = await registerMember(testApp, { chapterId: chapterB });
    const sent = testApp.outbox.length;
    await write(sender, member.user.id).expect(202);
    const link = testApp.outbox.slice(sent)[0]!.headers!["List-Unsubscribe"]!.slice(1, -1);
    const path = new URL(link).pathname;
    const answer = await testApp.agent().post(path);
    expect(answer.body).toEqual({ message: "Messages through the app are off" });
    expect((await member.agent.get("/api/auth/user")).body).toMatchObject({ acceptMessages: false, emailNotifications: true });
    expect((await write(sender, member.user.id)).status).toBe(403);
  });

  it("when a sender passes 10 messages in an hour, then it answers 429 with Retry-After and says when", async () => {
    const busy = await registerMember(testApp, { chapterId: chapterA });
    for (let index = 0; index < 10; index += 1) await write(busy, recipient.user.id).expect(202);
    const refused = await write(busy, recipient.user.id);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^You can send 10 messages an hour\. Please try again in \d+ minutes?\.$/);
  });
});
