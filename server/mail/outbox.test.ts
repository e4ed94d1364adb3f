/**
 * The mail outbox (docs/mail.md, "The outbox"): held mails about one member and roundtable merge,
 * a held mail goes once its hold has passed, two processes' sweeps send a due mail once, and a
 * change rolled back enqueues nothing. The app's own timer is not running here: each test drives
 * the sweep itself, as the timer would.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { Mailer, MailMessage } from "../lib/mailer";
import { DEFAULT_PASSWORD, registerMember } from "../testing/factories";
import { createRoundtable, join, registerMembers, type Member } from "../testing/roundtables";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createNotificationMail } from "./outbox";

/** Short, but far longer than an add and a removal take. */
const HOLD_SECONDS = 2;

let testApp: TestApp;
let organizer: Member;

beforeAll(async () => {
  testApp = await createTestApp({ MAIL_HOLD_SECONDS: String(HOLD_SECONDS) });
  organizer = await registerMember(testApp, { firstName: "Olive", lastName: "Organizer" });
});
afterAll(() => testApp.close());

const mailsTo = (member: Member, outbox: MailMessage[] = testApp.outbox) => outbox.filter((mail) => mail.to === member.user.email);
const add = (id: number, member: Member) => organizer.agent.post(`/api/roundtables/${id}/participants/${member.user.id}`).expect(201);
const remove = (id: number, member: Member) => organizer.agent.delete(`/api/roundtables/${id}/participants/${member.user.id}`).expect(200);
const sweep = () => createNotificationMail(testApp.context).sweep();

async function outboxRowsOf(member: Member): Promise<Array<{ kind: string }>> {
  return (await testApp.database.pool.query<{ kind: string }>("select kind from mail_outbox where recipient_id = $1 order by id", [member.user.id])).rows;
}

/** Waits until every mail held now is due, then sweeps as the timer would. */
async function sweepAfterTheHold(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, HOLD_SECONDS * 1000 + 200));
  return sweep();
}

describe("held mails about one member and roundtable", () => {
  it("when the organizer adds then removes a member within the hold, again and again, then the member gets no mail at all", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "In and out" });
    const member = await registerMember(testApp);
    for (let cycle = 0; cycle < 20; cycle += 1) {
      await add(roundtable.id, member);
      await remove(roundtable.id, member);
    }
    expect(await outboxRowsOf(member)).toEqual([]);
    await sweepAfterTheHold();
    expect(mailsTo(member)).toEqual([]);
  });

  it("when the organizer removes a seated member then adds them back within the hold, then nothing is sent; off the waitlist then seated, the add is sent", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Back again", maxParticipants: 3 });
    const seated = await registerMember(testApp);
    await join(seated, roundtable.id);
    await remove(roundtable.id, seated);
    await add(roundtable.id, seated);
    expect(await outboxRowsOf(seated)).toEqual([]);

    // Waiting, then seated by the organizer: that is news, told by the add alone.
    const small = await createRoundtable(organizer.agent, { title: "Seated at last", maxParticipants: 2 });
    const [filler, waiting] = await registerMembers(testApp, 2);
    await join(filler!, small.id);
    await join(waiting!, small.id);
    await remove(small.id, waiting!);
    await remove(small.id, filler!);
    await add(small.id, waiting!);
    expect(await outboxRowsOf(waiting!)).toEqual([{ kind: "added" }]);
    await sweepAfterTheHold();
    expect(mailsTo(waiting!).map((mail) => mail.subject)).toEqual([`You were added to "Seated at last"`]);
    expect(mailsTo(filler!).map((mail) => mail.subject)).toEqual([`You were removed from "Seated at last"`]);
    expect(mailsTo(seated)).toEqual([]);
  });

  it("when an add is not undone, then it is sent once the hold has passed, once; a member who turned mail off meanwhile gets nothing", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Kept" });
    const [kept, quiet] = await registerMembers(testApp, 2);
    await add(roundtable.id, kept!);
    await add(roundtable.id, quiet!);
    expect(await sweep()).toBe(0);
    expect(mailsTo(kept!)).toEqual([]);
    await quiet!.agent.put("/api/auth/user").send({ emailNotifications: false }).expect(200);

    expect(await sweepAfterTheHold()).toBe(2);
    expect(mailsTo(kept!).map((mail) => mail.subject)).toEqual([`You were added to "Kept"`]);
    expect(mailsTo(kept!)[0]!.text).toContain('Olive Organizer added you to the roundtable "Kept".');
    expect(mailsTo(quiet!)).toEqual([]);
    expect(await sweep()).toBe(0);
    expect([...(await outboxRowsOf(kept!)), ...(await outboxRowsOf(quiet!))]).toEqual([]);
    expect(mailsTo(kept!)).toHaveLength(1);
  });

  it("when a member has a held mail, then their data export shows it, and deleting their account takes it along", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Exported" });
    const member = await registerMember(testApp);
    await add(roundtable.id, member);
    expect(await outboxRowsOf(member)).toEqual([{ kind: "added" }]);
    const exported = await member.agent.get("/api/auth/user/export").expect(200);
    expect(exported.body.mailWaiting).toEqual([{ subject: 'You were added to "Exported"', sendAfter: expect.any(String) }]);
    await member.agent.delete("/api/auth/user").send({ password: DEFAULT_PASSWORD }).expect(204);
    expect(await outboxRowsOf(member)).toEqual([]);
  });
});

describe("mail due at once", () => {
  it("when a roundtable is cancelled, then its people are mailed at once and the held mails about it go with it", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Called off" });
    const [seated, added] = await registerMembers(testApp, 2);
    await join(seated!, roundtable.id);
    await add(roundtable.id, added!);
    await organizer.agent.delete(`/api/roundtables/${roundtable.id}`).expect(200);
    for (const member of [seated!, added!]) expect(mailsTo(member).map((mail) => mail.subject)).toEqual(['"Called off" was cancelled']);
    // The held add went with the cancellation's transaction. The cancellation's own row leaves once
    // the mailer took it, after the request's answer (kick waits for the hand-over only).
    expect((await outboxRowsOf(added!)).filter((row) => row.kind !== "notice")).toEqual([]);
    await expect.poll(() => outboxRowsOf(added!)).toEqual([]);
  });

  it("when the change is rolled back, then nothing was enqueued and nobody is mailed", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Not cancelled after all" });
    const member = await registerMember(testApp);
    await join(member, roundtable.id);
    // The cancellation's mail is enqueued before the roundtable's row goes; failing that delete rolls it all back.
    await testApp.database.pool.query(`create function ec_test_refuse_delete() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await testApp.database.pool.query(
      `create trigger ec_test_refuse_delete before delete on roundtables for each row when (old.id = ${roundtable.id}) execute function ec_test_refuse_delete()`,
    );
    try {
      await organizer.agent.delete(`/api/roundtables/${roundtable.id}`).expect(500);
    } finally {
      await testApp.database.pool.query("drop trigger ec_test_refuse_delete on roundtables; drop function ec_test_refuse_delete()");
    }
    expect(await outboxRowsOf(member)).toEqual([]);
    expect(await sweep()).toBe(0);
    expect(mailsTo(member)).toEqual([]);

    await organizer.agent.delete(`/api/roundtables/${roundtable.id}`).expect(200);
    expect(mailsTo(member).map((mail) => mail.subject)).toEqual(['"Not cancelled after all" was cancelled']);
  });

  it("when a send fails, then the mail stays and a later sweep sends it", async () => {
    let failures = 1;
    const flaky = await createTestApp({}, {
      wrapMailer: (mailer): Mailer => ({
        send: async (message) => {
          // Only the notification: the members' sign-up codes go through.
          if (message.subject.startsWith("You were added") && failures-- > 0) throw new Error("the mail server is down");
          await mailer.send(message);
        },
        close: mailer.close,
      }),
    });
    try {
      const owner = await registerMember(flaky);
      const member = await registerMember(flaky);
      const roundtable = await createRoundtable(owner.agent, { title: "Second try" });
      await owner.agent.post(`/api/roundtables/${roundtable.id}/participants/${member.user.id}`).expect(201);
      const row = () => flaky.database.pool.query<{ attempts: number; claimed: boolean }>("select attempts, claimed_at is not null as claimed from mail_outbox");
      await expect.poll(async () => (await row()).rows).toEqual([{ attempts: 1, claimed: false }]);
      expect(flaky.outbox.filter((mail) => mail.to === member.user.email)).toEqual([]);
      // Its retry is a minute away; make it due now rather than wait.
      await flaky.database.pool.query("update mail_outbox set send_after = now()");
      expect(await createNotificationMail(flaky.context).sweep()).toBe(1);
      expect(flaky.outbox.filter((mail) => mail.to === member.user.email).map((mail) => mail.subject)).toEqual(['You were added to "Second try"']);
      expect((await row()).rows).toEqual([]);
    } finally {
      await flaky.close();
    }
  });
});

describe("a mail the mail server accepted", () => {
  it("when the outbox can't be cleaned up after the send, then a later sweep retries the clean-up and the mail never goes again, even once its claim has expired", async () => {
    let sends = 0;
    const shaky = await createTestApp({}, {
      wrapMailer: (mailer): Mailer => ({
        send: async (message) => {
          await mailer.send(message);
          if (!message.subject.startsWith("You were added")) return;
          sends += 1;
          // Accepted; then the database refuses the outbox's clean-up (as while it restarts).
          if (sends === 1) await shaky.database.pool.query("alter table mail_outbox rename to mail_outbox_away");
        },
        close: mailer.close,
      }),
    });
    try {
      const owner = await registerMember(shaky);
      const member = await registerMember(shaky);
      const roundtable = await createRoundtable(owner.agent, { title: "Only once" });
      await owner.agent.post(`/api/roundtables/${roundtable.id}/participants/${member.user.id}`).expect(201);
      await expect.poll(() => sends).toBe(1);
      // Give the failed clean-up its turn, then bring the table back with the mail's claim expired.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await shaky.database.pool.query("alter table mail_outbox_away rename to mail_outbox");
      await shaky.database.pool.query("update mail_outbox set claimed_at = now() - interval '1 hour'");
      await createNotificationMail(shaky.context).sweep();
      await createNotificationMail(shaky.context).sweep();
      expect(sends).toBe(1);
      expect(shaky.outbox.filter((mail) => mail.to === member.user.email).map((mail) => mail.subject)).toEqual(['You were added to "Only once"']);
      expect((await shaky.database.pool.query("select count(*)::int as count from mail_outbox")).rows[0]).toEqual({ count: 0 });
    } finally {
      await shaky.close();
    }
  });
});

describe("two app processes on one database", () => {
  it("when both sweep the same due mails at once, then each mail is sent exactly once", async () => {
    const secondOutbox: MailMessage[] = [];
    const secondMailer: Mailer = { send: async (message) => void secondOutbox.push(message), close: () => {} };
    const second = createApp({ config: testApp.config, database: testApp.database, mailer: secondMailer, spa: "none" });
    const members = await registerMembers(testApp, 6);
    const subjects = Array.from({ length: 20 }, (_, index) => `Mail ${index + 1}`);
    // 120 due mails, more than one sweep's batch, written without a kick so that both sweeps find them.
    const first = createNotificationMail(testApp.context);
    await testApp.database.db.transaction((tx) =>
      first.enqueue(tx, subjects.map((subject) => ({ to: members.map((member) => member.user.id), content: { subject, paragraphs: ["Hello."] } }))),
    );
    const sent = await Promise.all([first.sweep(), createNotificationMail(second.context).sweep(), first.sweep()]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(120);
    for (const member of members) {
      const received = [...mailsTo(member), ...mailsTo(member, secondOutbox)].map((mail) => mail.subject).filter((subject) => subject.startsWith("Mail "));
      expect(received.sort()).toEqual([...subjects].sort());
    }
    expect((await testApp.database.pool.query("select count(*)::int as count from mail_outbox")).rows[0]).toEqual({ count: 0 });
  });
});
