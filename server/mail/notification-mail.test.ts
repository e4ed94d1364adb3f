import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../testing/factories";
import { startSmtpReceiver } from "../testing/smtp-receiver";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createRoundtable, join, notificationsOf, roundtableAs, type Member } from "../testing/roundtables";
import { loadSessions, registerStaff, sessionNamed } from "../testing/program";
import type { MailMessage } from "../lib/mailer";

let testApp: TestApp;
let organizer: Member;

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: "https://convention.example.org" });
  organizer = await registerMember(testApp, { firstName: "Olive", lastName: "Organizer" });
});
afterAll(() => testApp.close());

const mailsTo = (app: TestApp, member: Member): MailMessage[] => app.outbox.filter((mail) => mail.to === member.user.email);
const UNSUBSCRIBE = /^<https:\/\/convention\.example\.org\/api\/unsubscribe\/\d+\.\d+\.[A-Za-z0-9_-]{43}>$/;

function expectNotificationMail(mail: MailMessage | undefined, subject: string, says: string) {
  expect(mail).toBeDefined();
  expect(mail!.subject).toBe(subject);
  expect(mail!.text).toContain(says);
  expect(mail!.html).toContain("<!doctype html>");
  expect(mail!.headers?.["List-Unsubscribe"]).toMatch(UNSUBSCRIBE);
  expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const url = mail!.headers!["List-Unsubscribe"]!.slice(1, -1);
  expect(mail!.text).toContain(url);
  expect(mail!.html).toContain(`href="${url}"`);
}

describe("notification e-mails", () => {
  it("when the organizer adds a member, then the member gets a mail with text, HTML and the one-click unsubscribe headers", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Added by hand" });
    const member = await registerMember(testApp, { firstName: "Ada" });
    await organizer.agent.post(`/api/roundtables/${roundtable.id}/participants/${member.user.id}`).expect(201);
    const [mail, ...more] = mailsTo(testApp, member);
    expect(more).toEqual([]);
    expectNotificationMail(mail, 'You were added to "Added by hand"', 'Olive Organizer added you to the roundtable "Added by hand".');
    expect(mail!.text).toMatch(/^Hello Ada,/);
    // It links to the roundtable's own page.
    expect(mail!.text).toContain(`Open the roundtable: https://convention.example.org/roundtables/${roundtable.id}`);
    expect(mail!.html).toContain(`href="https://convention.example.org/roundtables/${roundtable.id}"`);
  });

  it("when the organizer removes a member or a waitlisted member, then each is mailed, with the right words", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Small circle", maxParticipants: 2 });
    const seated = await registerMember(testApp);
    const waiting = await registerMember(testApp);
    await join(seated, roundtable.id);
    await join(waiting, roundtable.id);
    await organizer.agent.delete(`/api/roundtables/${roundtable.id}/participants/${waiting.user.id}`).expect(200);
    expectNotificationMail(mailsTo(testApp, waiting).at(-1), 'You were removed from "Small circle"', 'The organizer of "Small circle" took you off its waitlist.');
    await organizer.agent.delete(`/api/roundtables/${roundtable.id}/participants/${seated.user.id}`).expect(200);
    expectNotificationMail(mailsTo(testApp, seated).at(-1), 'You were removed from "Small circle"', 'The organizer of "Small circle" removed you from the roundtable.');
    expect(mailsTo(testApp, seated).at(-1)!.text).toContain(`/roundtables/${roundtable.id}`);
  });

  it("when a roundtable is deleted, then everyone in it or waiting for it is mailed, but not the organizer", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Short-lived", maxParticipants: 2 });
    const seated = await registerMember(testApp);
    const waiting = await registerMember(testApp);
    await join(seated, roundtable.id);
    await join(waiting, roundtable.id);
    const before = mailsTo(testApp, organizer).length;
    await organizer.agent.delete(`/api/roundtables/${roundtable.id}`).expect(200);
    for (const member of [seated, waiting]) {
      expectNotificationMail(mailsTo(testApp, member).at(-1), '"Short-lived" was cancelled', 'The organizer cancelled the roundtable "Short-lived"');
    }
    expect(mailsTo(testApp, organizer)).toHaveLength(before);
  });

  it("when a title holds HTML, then the HTML part escapes it and the text part keeps it as typed", async () => {
    const title = `<script>alert("x")</script> & "Friends"`;
    const roundtable = await createRoundtable(organizer.agent, { title });
    const member = await registerMember(testApp, { firstName: "<b>Bo</b>" });
    await organizer.agent.post(`/api/roundtables/${roundtable.id}/participants/${member.user.id}`).expect(201);
    const mail = mailsTo(testApp, member).at(-1)!;
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>Bo</b>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Friends&quot;");
    expect(mail.html).toContain("Hello &lt;b&gt;Bo&lt;/b&gt;,");
    expect(mail.text).toContain(title);
  });

  it("when a member turned notification e-mails off, then they get no mail but the bell still has the notification", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Quiet please", maxParticipants: 2 });
    const member = await registerMember(testApp);
    await member.agent.put("/api/auth/user").send({ emailNotifications: false }).expect(200);
    await organizer.agent.post(`/api/roundtables/${roundtable.id}/participants/${member.user.id}`).expect(201);
    // Read, so the removal is news of its own (an unread add and a removal minutes later merge).
    await member.agent.post("/api/notifications/read-all").expect(200);
    await organizer.agent.delete(`/api/roundtables/${roundtable.id}/participants/${member.user.id}`).expect(200);
    const waiting = await registerMember(testApp);
    await join(await registerMember(testApp), roundtable.id);
    await join(waiting, roundtable.id);
    await waiting.agent.put("/api/auth/user").send({ emailNotifications: false }).expect(200);
    await organizer.agent.delete(`/api/roundtables/${roundtable.id}`).expect(200);

    expect(mailsTo(testApp, member)).toEqual([]);
    expect(mailsTo(testApp, waiting)).toEqual([]);
    expect((await notificationsOf(testApp, member.user.id)).map((row) => row.kind)).toEqual(["added_to_roundtable", "removed_from_roundtable"]);
    expect((await notificationsOf(testApp, waiting.user.id)).map((row) => row.kind)).toEqual(["roundtable_deleted"]);
  });

  it("when a promoted member turned e-mails off, then the promotion is only in the bell", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 2 });
    const seated = await registerMember(testApp);
    const waiting = await registerMember(testApp);
    await join(seated, roundtable.id);
    await join(waiting, roundtable.id);
    await waiting.agent.put("/api/auth/user").send({ emailNotifications: false }).expect(200);
    await seated.agent.post(`/api/roundtables/${roundtable.id}/leave`).expect(200);
    expect((await roundtableAs(waiting, roundtable.id)).isJoined).toBe(true);
    expect(mailsTo(testApp, waiting)).toEqual([]);
    expect((await notificationsOf(testApp, waiting.user.id)).map((row) => row.kind)).toEqual(["waitlist_promoted"]);
  });
});

describe("program e-mails", () => {
  it("when staff place a roundtable or move it, then members are mailed in the same layout, with unsubscribe, unless they turned mail off", async () => {
    const staff = await registerStaff(testApp, { firstName: "Stella", lastName: "Staff" });
    const sessions = await loadSessions(testApp, ["Sunday Afternoon,2026-03-29 14:00,2026-03-29 15:15,Bayou Room A;Bayou Room B"], organizer.agent);
    const sunday = sessionNamed(sessions, "Sunday Afternoon");
    const roundtable = await createRoundtable(organizer.agent, { title: "On the program" });
    const [mailed, quiet] = [await registerMember(testApp, { firstName: "Mae" }), await registerMember(testApp)];
    await join(mailed, roundtable.id);
    await join(quiet, roundtable.id);
    await quiet.agent.put("/api/auth/user").send({ emailNotifications: false }).expect(200);

    await staff.agent.put(`/api/staff/roundtables/${roundtable.id}/placement`).send({ sessionId: sunday.id }).expect(200);
    const placed = mailsTo(testApp, mailed).at(-1);
    expectNotificationMail(placed, '"On the program" is on the program', 'The roundtable "On the program" is on the convention program.');
    expect(placed!.text).toContain("Where: Bayou Room A");
    expect(placed!.html).toContain("Where: Bayou Room A<br>Session: Sunday Afternoon");

    await staff.agent.put(`/api/staff/roundtables/${roundtable.id}/placement`).send({ sessionId: sunday.id, roomId: sunday.rooms[1]!.id }).expect(200);
    expectNotificationMail(mailsTo(testApp, mailed).at(-1), '"On the program" moved', 'moved to a new time or room');
    expect(mailsTo(testApp, mailed).at(-1)!.text).toContain("Where: Bayou Room B");

    expect(mailsTo(testApp, quiet)).toEqual([]);
    expect((await notificationsOf(testApp, quiet.user.id)).map((row) => row.kind)).toEqual(["program_placed", "program_moved"]);
  });
});

describe("notification e-mails that can't be sent", () => {
  it("when the mail server is unreachable, then adding, removing and deleting still succeed and the bell has them", async () => {
    const unreachable = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1" });
    try {
      const owner = await registerMember(unreachable);
      const member = await registerMember(unreachable);
      const roundtable = await createRoundtable(owner.agent, { maxParticipants: 3 });
      expect((await owner.agent.post(`/api/roundtables/${roundtable.id}/participants/${member.user.id}`)).status).toBe(201);
      expect((await roundtableAs(member, roundtable.id)).isJoined).toBe(true);
      await member.agent.post("/api/notifications/read-all").expect(200);
      expect((await owner.agent.delete(`/api/roundtables/${roundtable.id}/participants/${member.user.id}`)).status).toBe(200);
      await join(member, roundtable.id);
      expect((await owner.agent.delete(`/api/roundtables/${roundtable.id}`)).status).toBe(200);
      expect((await member.agent.get(`/api/roundtables/${roundtable.id}`)).status).toBe(404);
      expect((await notificationsOf(unreachable, member.user.id)).map((row) => row.kind)).toEqual([
        "added_to_roundtable",
        "removed_from_roundtable",
        "roundtable_deleted",
      ]);
      await new Promise((resolve) => setTimeout(resolve, 200)); // let the refused SMTP connections settle before closing
    } finally {
      await unreachable.close();
    }
  });
});

describe("notification e-mails over real SMTP", () => {
  it("when a mail server is configured, then the message arrives as text and HTML alternatives with both unsubscribe headers", async () => {
    const smtp = await startSmtpReceiver();
    const mailing = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "https://convention.example.org" });
    try {
      const owner = await registerMember(mailing, { firstName: "Toni", lastName: "Morrison" });
      const member = await registerMember(mailing, { firstName: "Zora" });
      const roundtable = await createRoundtable(owner.agent, { title: "Beloved & Jazz" });
      await owner.agent.post(`/api/roundtables/${roundtable.id}/participants/${member.user.id}`).expect(201);
      // The members' sign-up codes went to the same server; the notification is the one mail beside them.
      const notifications = () => smtp.received.filter((received) => !received.subject?.includes("confirmation code"));
      await expect.poll(() => notifications().length, { timeout: 5000 }).toBe(1);
      const mail = notifications()[0]!;
      expect(mail.subject).toBe('You were added to "Beloved & Jazz"');
      expect(mail.headers.get("content-type")).toMatchObject({ value: "multipart/alternative" });
      expect(mail.text).toContain('Toni Morrison added you to the roundtable "Beloved & Jazz".');
      expect(mail.html).toContain("Beloved &amp; Jazz");
      // Unfolded (RFC 5322 lets a long header continue on the next line).
      const rawHeader = (key: string) => mail.headerLines.find((header) => header.key === key)?.line.replace(/\r?\n\s+/g, " ");
      expect(rawHeader("list-unsubscribe")).toMatch(/^List-Unsubscribe: <https:\/\/convention\.example\.org\/api\/unsubscribe\/\d+\.\d+\.[A-Za-z0-9_-]{43}>$/);
      expect(rawHeader("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });
});
