import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chapterIds, memberDetails, registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createNotificationMail } from "../mail";
import { approverMailRenderers, notifyApprovers } from "./approver-notice";
import { countWaitingFor } from "./approver-notice.storage";

let testApp: TestApp;
let chapterWithAdvisor: number;
let chapterWithout: number;
let advisorId: number;
let staffId: number;

const run = async <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) => (await testApp.database.db.execute<T>(statement)).rows;

async function member(chapterId: number, standing: { confirmed: boolean; status: string; userType?: "student" | "advisor"; staff?: boolean }) {
  const { user } = await registerMember(testApp, { chapterId, userType: standing.userType ?? "student" });
  await run(sql`update users set email_confirmed = ${standing.confirmed}, membership_status = ${standing.status}::membership_status,
    is_staff = ${standing.staff ?? false} where id = ${user.id}`);
  return user;
}

const bell = (userId: number) => run<{ kind: string; message: string }>(sql`select kind, message from notifications where user_id = ${userId} order by id`);
const mailsTo = (userId: number) =>
  testApp.outbox.filter((mail) => mail.to === emails.get(userId) && mail.subject === "Members are waiting for your approval");
const emails = new Map<number, string>();

beforeAll(async () => {
  testApp = await createTestApp();
  [chapterWithAdvisor, chapterWithout] = (await chapterIds(testApp)) as [number, number];
  const advisor = await member(chapterWithAdvisor, { confirmed: true, status: "approved", userType: "advisor" });
  const staff = await member(chapterWithout, { confirmed: true, status: "approved", staff: true });
  // A chapter's advisor who still waits approves nobody.
  await member(chapterWithAdvisor, { confirmed: true, status: "pending", userType: "advisor" });
  advisorId = advisor.id;
  staffId = staff.id;
  emails.set(advisorId, advisor.email).set(staffId, staff.email);
});
afterAll(() => testApp.close());

describe("approvers are told who waits", () => {
  it("when a confirmed member of a chapter with an advisor waits, then the advisor (not staff) gets a bell notification and one e-mail a day at most", async () => {
    const first = await member(chapterWithAdvisor, { confirmed: true, status: "pending" });
    await notifyApprovers(testApp.context, first.id);
    expect(await bell(advisorId)).toEqual([{ kind: "member_waiting", message: expect.stringContaining(`${first.firstName} ${first.lastName} (`) }]);
    expect(await bell(staffId)).toEqual([]);
    expect(mailsTo(advisorId)).toHaveLength(1);
    expect(mailsTo(advisorId)[0]!.subject).toBe("Members are waiting for your approval");
    expect(mailsTo(advisorId)[0]!.text).toContain("is waiting for your approval.");

    const second = await member(chapterWithAdvisor, { confirmed: true, status: "pending" });
    await notifyApprovers(testApp.context, second.id);
    expect(await bell(advisorId)).toHaveLength(2);
    expect(mailsTo(advisorId)).toHaveLength(1);

    // A day later, the next member waiting brings the next e-mail, counting all who wait.
    await run(sql`update approver_digests set mailed_at = now() - interval '25 hours' where user_id = ${advisorId}`);
    const third = await member(chapterWithAdvisor, { confirmed: true, status: "pending" });
    await notifyApprovers(testApp.context, third.id);
    expect(mailsTo(advisorId)).toHaveLength(2);
    // The newcomers so far, and the advisor who waits in the same chapter.
    expect(mailsTo(advisorId)[0]!.text).toContain("2 requests wait for you on the Members page.");
    expect(mailsTo(advisorId)[1]!.text).toContain("4 requests wait for you on the Members page.");
  });

  it("when the chapter has no approved advisor, then the staff are told; an unconfirmed or approved member tells nobody", async () => {
    const waiting = await member(chapterWithout, { confirmed: true, status: "pending" });
    await notifyApprovers(testApp.context, waiting.id);
    expect(await bell(staffId)).toHaveLength(1);
    expect(mailsTo(staffId)).toHaveLength(1);
    expect(mailsTo(staffId)[0]!.text).toContain("One request waits for you on the Members page.");

    const unconfirmed = await member(chapterWithout, { confirmed: false, status: "pending" });
    const approved = await member(chapterWithout, { confirmed: true, status: "approved" });
    await notifyApprovers(testApp.context, unconfirmed.id);
    await notifyApprovers(testApp.context, approved.id);
    expect(await bell(staffId)).toHaveLength(1);
  });

  it("when an approved member's change of chapter waits, then the new chapter's approvers are told", async () => {
    const mover = await member(chapterWithout, { confirmed: true, status: "approved" });
    await run(sql`update users set pending_change = ${JSON.stringify({ chapterId: chapterWithAdvisor, userType: "student" })}::jsonb where id = ${mover.id}`);
    const before = (await bell(advisorId)).length;
    await notifyApprovers(testApp.context, mover.id);
    const notes = await bell(advisorId);
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)!.message).toMatch(/asks to move to .+ or change role, and waits for your approval$/);
  });

  it("when a newcomer confirms the e-mail, or an approved member asks for another chapter, then the approvers hear of it through the API", async () => {
    const email = `newcomer.${Date.now()}@example.edu`;
    const agent = testApp.agent();
    const signUp = await agent.post("/api/auth/register").send(memberDetails({ email, chapterId: chapterWithAdvisor }));
    expect(signUp.status).toBe(201);
    const code = /Your confirmation code is (\d{6})/.exec(testApp.outbox.findLast((mail) => mail.to === email)!.text!)![1];
    const before = (await bell(advisorId)).length;
    expect((await agent.post("/api/auth/confirm-email").send({ code })).status).toBe(200);
    await expect.poll(async () => (await bell(advisorId)).length).toBe(before + 1);
    expect((await bell(advisorId)).at(-1)!.message).toContain(`${signUp.body.firstName} ${signUp.body.lastName} (`);

    const { agent: mover, user } = await registerMember(testApp, { chapterId: chapterWithout });
    await run(sql`update users set email_confirmed = true, membership_status = 'approved' where id = ${user.id}`);
    const profile = { firstName: user.firstName, lastName: user.lastName, userType: user.userType, chapterId: chapterWithAdvisor, interests: [], expertiseAreas: [] };
    const moved = await mover.put("/api/auth/user").send(profile);
    expect(moved.body.pendingChange).toEqual({ chapterId: chapterWithAdvisor, userType: user.userType });
    await expect.poll(async () => (await bell(advisorId)).length).toBe(before + 2);
  });
});

describe("a decided request leaves every approver's bell", () => {
  it("when one of two advisors approves a waiting member, then the notice about that member is gone from both bells, and others stay", async () => {
    const chapter = (await chapterIds(testApp))[2]!;
    const first = await registerMember(testApp, { chapterId: chapter, userType: "advisor" });
    const second = await registerMember(testApp, { chapterId: chapter, userType: "advisor" });
    const waiting = await member(chapter, { confirmed: true, status: "pending" });
    const stillWaiting = await member(chapter, { confirmed: true, status: "pending" });
    await notifyApprovers(testApp.context, waiting.id);
    await notifyApprovers(testApp.context, stillWaiting.id);
    const about = (userId: number, person: { firstName: string; lastName: string }) =>
      bell(userId).then((rows) => rows.filter((row) => row.message.startsWith(`${person.firstName} ${person.lastName} (`)));
    expect(await about(second.user.id, waiting)).toHaveLength(1);

    expect((await first.agent.post(`/api/members/${waiting.id}/approve`)).status).toBe(200);
    expect(await about(first.user.id, waiting)).toEqual([]);
    expect(await about(second.user.id, waiting)).toEqual([]);
    expect(await about(second.user.id, stillWaiting)).toHaveLength(1);

    expect((await second.agent.post(`/api/members/${stillWaiting.id}/decline`).send({ note: "Not on the roll" })).status).toBe(200);
    expect(await about(first.user.id, stillWaiting)).toEqual([]);
  });
});

describe("the approvers' daily e-mail waits in the outbox", () => {
  const sweep = () => createNotificationMail(testApp.context, approverMailRenderers).sweep();
  const digestRows = (userId: number) => run(sql`select id from mail_outbox where recipient_id = ${userId} and kind = 'approver_digest'`);
  const mailedToday = (userId: number) =>
    run(sql`insert into approver_digests (user_id, mailed_at) values (${userId}, now()) on conflict (user_id) do update set mailed_at = now()`);
  async function aDayPasses(userId: number) {
    await run(sql`update approver_digests set mailed_at = mailed_at - interval '25 hours' where user_id = ${userId}`);
    await run(sql`update mail_outbox set send_after = now() where recipient_id = ${userId} and kind = 'approver_digest'`);
  }

  it("when members start waiting after the day's e-mail, then one e-mail follows once the day has passed, counting who waits then, with nobody else arriving", async () => {
    await mailedToday(staffId);
    const before = mailsTo(staffId).length;
    const late = [await member(chapterWithout, { confirmed: true, status: "pending" }), await member(chapterWithout, { confirmed: true, status: "pending" })];
    for (const waiting of late) await notifyApprovers(testApp.context, waiting.id);
    expect(mailsTo(staffId)).toHaveLength(before);
    expect(await digestRows(staffId)).toHaveLength(1);

    await aDayPasses(staffId);
    expect(await sweep()).toBe(1);
    expect(mailsTo(staffId)).toHaveLength(before + 1);
    const waitingNow = (await countWaitingFor(testApp.database.db, [staffId])).get(staffId)!;
    expect(waitingNow).toBeGreaterThanOrEqual(2);
    expect(mailsTo(staffId).at(-1)!.text).toContain(`${waitingNow} requests wait for you on the Members page.`);
    expect(mailsTo(staffId).at(-1)!.text).toContain(`${late[1]!.firstName} ${late[1]!.lastName} (`);
    expect(await sweep()).toBe(0);
    expect(await digestRows(staffId)).toEqual([]);
  });

  it("when nobody waits any more by the time it would go, then nothing is sent and the day stays free", async () => {
    await mailedToday(staffId);
    const before = mailsTo(staffId).length;
    const waiting = await member(chapterWithout, { confirmed: true, status: "pending" });
    await notifyApprovers(testApp.context, waiting.id);
    await run(sql`update users set membership_status = 'approved' where chapter_id = ${chapterWithout} and membership_status = 'pending'`);
    await aDayPasses(staffId);
    expect(await sweep()).toBe(1);
    expect(mailsTo(staffId)).toHaveLength(before);
    expect(await digestRows(staffId)).toEqual([]);
    expect(await run(sql`select 1 from approver_digests where user_id = ${staffId} and mailed_at > now() - interval '1 day'`)).toEqual([]);
  });
});
