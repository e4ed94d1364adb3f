/**
 * Calendars update in place (docs/product.md, "Calendars"; docs/mail.md, "Calendars in mail"):
 * every .ics, the download, the member's feed and the mail's text/calendar part, is read with
 * ical.js (server/testing/ics-reader.ts), and the mail goes through the outbox to a real SMTP
 * server, as in production.
 */
import { sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProgramSession, Roundtable } from "@shared/types";
import { createNotificationMail } from "../mail";
import { registerMember } from "../testing/factories";
import { readIcs, type IcsEvent } from "../testing/ics-reader";
import { loadProgram, registerStaff } from "../testing/program";
import { createRoundtable, join, validEdit, type Member } from "../testing/roundtables";
import { startSmtpReceiver, type SmtpReceiver } from "../testing/smtp-receiver";
import { createTestApp, type TestApp } from "../testing/test-app";

let smtp: SmtpReceiver;
let testApp: TestApp;
let staff: Member;
let organizer: Member;
let seated: Member;
let waiting: Member;
let sunday: ProgramSession;
let monday: ProgramSession;
let tuesday: ProgramSession;
let wednesday: ProgramSession;
let roundtable: Roundtable;

const DOMAIN = "calendar.example.org";
// A member is seated once per session: each roundtable below has a session of its own.
const PROGRAM = {
  sunday: "Sunday Afternoon,2026-03-29 14:00,2026-03-29 15:15,Bayou Room A;Magnolia Room",
  monday: "Monday Morning,2026-03-30 09:00,2026-03-30 10:15,Audubon Room",
  tuesday: "Tuesday Afternoon,2026-03-31 14:00,2026-03-31 15:15,Jackson Boardroom;Cypress Room",
  wednesday: "Wednesday Morning,2026-04-01 09:00,2026-04-01 10:15,Pelican Room;Heron Room",
};
const uidOf = (id: number) => `roundtable-${id}@${DOMAIN}`;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  testApp = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: `https://${DOMAIN}`, MAIL_FROM: "English Convention <program@calendar.example.org>" });
  staff = await registerStaff(testApp);
  organizer = await registerMember(testApp, { firstName: "Zadie", lastName: "Smith" });
  seated = await registerMember(testApp, { firstName: "Chinua" });
  waiting = await registerMember(testApp, { firstName: "Wole" });
  ({ sunday, monday, tuesday, wednesday } = await loadProgram(testApp, staff.agent, PROGRAM));
  roundtable = await createRoundtable(organizer.agent, { title: "White Teeth at twenty-five", maxParticipants: 2 });
  await join(seated, roundtable.id);
  expect(await join(waiting, roundtable.id)).toEqual({ joined: false, waitlisted: true });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const place = (id: number, body: { sessionId: number; roomId?: number }) => staff.agent.put(`/api/staff/roundtables/${id}/placement`).send(body).expect(200);
const download = async (id: number): Promise<IcsEvent> => {
  const response = await seated.agent.get(`/api/roundtables/${id}/calendar.ics`).expect(200);
  const { events } = readIcs(response.text);
  expect(events).toHaveLength(1);
  return events[0]!;
};
const feedUrls = new Map<number, string>();
async function feedOf(member: Member): Promise<IcsEvent[]> {
  if (!feedUrls.has(member.user.id)) feedUrls.set(member.user.id, new URL((await member.agent.get("/api/user/calendar").expect(200)).body.url).pathname);
  const response = await supertest(testApp.app).get(feedUrls.get(member.user.id)!).expect(200);
  return readIcs(response.text).events;
}
const inFeed = async (member: Member, id: number) => (await feedOf(member)).find((event) => event.uid === uidOf(id));

const mailsFor = (member: Member, subject: string) =>
  smtp.received.filter((mail) => mail.subject === subject && [mail.to].flat().some((to) => to?.value.some((address) => address.address === member.user.email)));

/** The first mail received for `member` whose subject is `subject` (waits for the outbox to send it). */
async function mailFor(member: Member, subject: string): Promise<ParsedMail> {
  await expect.poll(() => mailsFor(member, subject).length, { timeout: 5000 }).toBeGreaterThan(0);
  return mailsFor(member, subject)[0]!;
}

/** The mail's text/calendar part (its Content-Type names the method), read with ical.js. */
function calendarPart(mail: ParsedMail): { method: string; contentTypeMethod: string; event: IcsEvent } | undefined {
  const part = mail.attachments.find((attachment) => attachment.contentType === "text/calendar");
  if (!part) return undefined;
  const { calendar, events } = readIcs(part.content.toString("utf8"));
  expect(events).toHaveLength(1);
  const params = (part.headers.get("content-type") as { params: Record<string, string> }).params;
  return { method: String(calendar.getFirstPropertyValue("method")), contentTypeMethod: params.method!, event: events[0]! };
}

describe("one UID per roundtable and a SEQUENCE that counts its changes", () => {
  it("when placed, edited, joined and moved, then the UID stays; time, room and title raise SEQUENCE, a seat or a description does not", async () => {
    await place(roundtable.id, { sessionId: sunday.id });
    let event = await download(roundtable.id);
    expect(event).toMatchObject({ uid: uidOf(roundtable.id), sequence: 1, status: "CONFIRMED", location: "Bayou Room A" });
    expect(await inFeed(seated, roundtable.id)).toMatchObject({ uid: uidOf(roundtable.id), sequence: 1 });

    // Seat changes: a seated member leaves and the waiting one moves up, then the seat changes hands back.
    await seated.agent.post(`/api/roundtables/${roundtable.id}/leave`).expect(200);
    await waiting.agent.post(`/api/roundtables/${roundtable.id}/leave`).expect(200);
    expect(await join(seated, roundtable.id)).toEqual({ joined: true, waitlisted: false });
    expect((await download(roundtable.id)).sequence).toBe(1);

    // The description alone: the event's words change, its time and place do not.
    const edit = { ...validEdit, title: "White Teeth at twenty-five", maxParticipants: 2 };
    await organizer.agent.put(`/api/roundtables/${roundtable.id}`).send({ ...edit, description: "Now with the TV series too, episode by episode." }).expect(200);
    expect((await download(roundtable.id)).sequence).toBe(1);

    await organizer.agent.put(`/api/roundtables/${roundtable.id}`).send({ ...edit, title: "White Teeth at 25" }).expect(200);
    event = await download(roundtable.id);
    expect(event).toMatchObject({ uid: uidOf(roundtable.id), sequence: 2, summary: "White Teeth at 25" });

    await place(roundtable.id, { sessionId: sunday.id, roomId: sunday.rooms[1]!.id });
    expect(await download(roundtable.id)).toMatchObject({ uid: uidOf(roundtable.id), sequence: 3, location: "Magnolia Room" });

    await place(roundtable.id, { sessionId: monday.id });
    event = await download(roundtable.id);
    expect(event).toMatchObject({ uid: uidOf(roundtable.id), sequence: 4, location: "Audubon Room", startLocal: "9:00" });
    expect(event.start.toISOString()).toBe("2026-03-30T14:00:00.000Z");
    for (const member of [organizer, seated]) expect(await inFeed(member, roundtable.id)).toMatchObject({ uid: uidOf(roundtable.id), sequence: 4, status: "CONFIRMED" });
  });
});

describe("mail with a text/calendar part", () => {
  it("when placed and moved, then each seated member's mail carries METHOD:REQUEST with the feed's UID and SEQUENCE, the app as ORGANIZER and them as ATTENDEE; the waiting member's has none", async () => {
    const host = await registerMember(testApp, { firstName: "Howard" });
    const table = await createRoundtable(host.agent, { title: "On Beauty", maxParticipants: 2 });
    const reader = await registerMember(testApp, { firstName: "Kiran" });
    const inLine = await registerMember(testApp, { firstName: "Ama" });
    await join(reader, table.id);
    await join(inLine, table.id);
    await place(table.id, { sessionId: sunday.id, roomId: sunday.rooms[0]!.id });

    for (const member of [host, reader]) {
      const part = calendarPart(await mailFor(member, `"On Beauty" is on the program`));
      expect(part).toMatchObject({ method: "REQUEST", contentTypeMethod: "REQUEST" });
      expect(part!.event).toMatchObject({ uid: uidOf(table.id), sequence: 1, status: "CONFIRMED", summary: "On Beauty", location: "Bayou Room A" });
      expect(part!.event.start.toISOString()).toBe("2026-03-29T19:00:00.000Z");
      expect(part!.event.organizer).toBe("mailto:program@calendar.example.org");
      // The recipient alone: no other member's address is in their mail.
      expect(part!.event.attendees.map((attendee) => attendee.toLowerCase())).toEqual([`mailto:${member.user.email.toLowerCase()}`]);
    }
    const waitingMail = await mailFor(inLine, `"On Beauty" is on the program`);
    expect(calendarPart(waitingMail)).toBeUndefined();

    await place(table.id, { sessionId: tuesday.id, roomId: tuesday.rooms[0]!.id });
    const moved = calendarPart(await mailFor(reader, `"On Beauty" moved`));
    expect(moved).toMatchObject({ method: "REQUEST", contentTypeMethod: "REQUEST" });
    expect(moved!.event).toMatchObject({ uid: uidOf(table.id), sequence: 2, location: "Jackson Boardroom" });
    expect(moved!.event.sequence).toBe((await inFeed(reader, table.id))!.sequence);
  });

  it("when a session's times change, then the moved roundtable's mail carries a REQUEST with a higher SEQUENCE", async () => {
    const before = (await inFeed(seated, roundtable.id))!;
    const subject = `"White Teeth at 25" moved`;
    const earlier = mailsFor(seated, subject).length;
    await loadProgram(testApp, staff.agent, { ...PROGRAM, monday: "Monday Morning,2026-03-30 10:00,2026-03-30 11:15,Audubon Room" });
    // A sessions file is loaded from the command line: the app's sweep sends its mail.
    await createNotificationMail(testApp.context).sweep();
    await expect.poll(() => mailsFor(seated, subject).length, { timeout: 5000 }).toBe(earlier + 1);
    const part = calendarPart(mailsFor(seated, subject).at(-1)!);
    expect(part).toMatchObject({ method: "REQUEST" });
    expect(part!.event).toMatchObject({ uid: before.uid, sequence: before.sequence + 1 });
    expect(part!.event.start.toISOString()).toBe("2026-03-30T15:00:00.000Z");
  });
});

describe("mail that gives a member a seat", () => {
  it("when a waiting member moves up or the organizer adds one at a placed roundtable, then their mail carries METHOD:REQUEST for the event as it is; at a proposal not yet placed, words only", async () => {
    const host = await registerMember(testApp, { firstName: "Eliza" });
    const table = await createRoundtable(host.agent, { title: "The Fraud", maxParticipants: 2 });
    const [first, second] = [await registerMember(testApp, { firstName: "Andrew" }), await registerMember(testApp, { firstName: "Sarah" })];
    await join(first, table.id);
    expect(await join(second, table.id)).toEqual({ joined: false, waitlisted: true });
    await place(table.id, { sessionId: wednesday.id, roomId: wednesday.rooms[1]!.id });

    // The member's own leave seats the first in line in the same statement.
    await first.agent.post(`/api/roundtables/${table.id}/leave`).expect(200);
    const promoted = calendarPart(await mailFor(second, `You're in: "The Fraud"`));
    expect(promoted).toMatchObject({ method: "REQUEST", contentTypeMethod: "REQUEST" });
    expect(promoted!.event).toMatchObject({ uid: uidOf(table.id), sequence: 1, status: "CONFIRMED", summary: "The Fraud", location: "Heron Room" });
    expect(promoted!.event.start.toISOString()).toBe("2026-04-01T14:00:00.000Z");
    expect(promoted!.event.attendees.map((attendee) => attendee.toLowerCase())).toEqual([`mailto:${second.user.email.toLowerCase()}`]);
    expect(promoted!.event.sequence).toBe((await inFeed(second, table.id))!.sequence);

    await host.agent.delete(`/api/roundtables/${table.id}/participants/${second.user.id}`).expect(200);
    await host.agent.post(`/api/roundtables/${table.id}/participants/${first.user.id}`).expect(201);
    const added = calendarPart(await mailFor(first, `You were added to "The Fraud"`));
    expect(added).toMatchObject({ method: "REQUEST" });
    expect(added!.event).toMatchObject({ uid: uidOf(table.id), sequence: 1, location: "Heron Room" });
    expect(calendarPart(await mailFor(second, `You were removed from "The Fraud"`))).toBeUndefined();

    const proposal = await createRoundtable(host.agent, { title: "On the Road Again", maxParticipants: 2 });
    await join(second, proposal.id);
    expect(await join(first, proposal.id)).toEqual({ joined: false, waitlisted: true });
    await second.agent.post(`/api/roundtables/${proposal.id}/leave`).expect(200);
    expect(calendarPart(await mailFor(first, `You're in: "On the Road Again"`))).toBeUndefined();
  });
});

describe("cancelled events", () => {
  let removed: Roundtable;
  let deleted: Roundtable;

  it("when staff take a roundtable off the program, then the seated members' mail carries METHOD:CANCEL and their feeds list it as cancelled; the waiting member's does not", async () => {
    removed = await createRoundtable(organizer.agent, { title: "Swing Time", maxParticipants: 2 });
    await join(seated, removed.id);
    await join(waiting, removed.id);
    await place(removed.id, { sessionId: wednesday.id, roomId: wednesday.rooms[0]!.id });
    await staff.agent.delete(`/api/staff/roundtables/${removed.id}/placement`).expect(200);

    const part = calendarPart(await mailFor(seated, `"Swing Time" was taken off the program`));
    expect(part).toMatchObject({ method: "CANCEL", contentTypeMethod: "CANCEL" });
    expect(part!.event).toMatchObject({ uid: uidOf(removed.id), sequence: 2, status: "CANCELLED" });
    expect(calendarPart(await mailFor(waiting, `"Swing Time" was taken off the program`))).toBeUndefined();

    for (const member of [organizer, seated]) {
      const event = await inFeed(member, removed.id);
      expect(event).toMatchObject({ uid: uidOf(removed.id), sequence: 2, status: "CANCELLED", summary: "Swing Time", location: "Pelican Room" });
      expect(event!.start.toISOString()).toBe("2026-04-01T14:00:00.000Z");
    }
    expect(await inFeed(waiting, removed.id)).toBeUndefined();
    // The download gives a member who had it the cancelled event (importing it removes theirs); nobody else gets one.
    expect(await download(removed.id)).toMatchObject({ uid: uidOf(removed.id), sequence: 2, status: "CANCELLED" });
    expect((await waiting.agent.get(`/api/roundtables/${removed.id}/calendar.ics`)).status).toBe(404);
  });

  it("when it is placed again, then the feed holds it once, confirmed, with a higher SEQUENCE; taken off again, it is cancelled again", async () => {
    await place(removed.id, { sessionId: wednesday.id, roomId: wednesday.rooms[0]!.id });
    const events = (await feedOf(seated)).filter((event) => event.uid === uidOf(removed.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ sequence: 3, status: "CONFIRMED" });
    await staff.agent.delete(`/api/staff/roundtables/${removed.id}/placement`).expect(200);
    expect(await inFeed(seated, removed.id)).toMatchObject({ sequence: 4, status: "CANCELLED" });
  });

  it("when the organizer deletes a placed roundtable, then its seated member's mail carries METHOD:CANCEL and both feeds list it as cancelled", async () => {
    deleted = await createRoundtable(organizer.agent, { title: "NW", maxParticipants: 3 });
    await join(seated, deleted.id);
    await place(deleted.id, { sessionId: tuesday.id, roomId: tuesday.rooms[1]!.id });
    await organizer.agent.delete(`/api/roundtables/${deleted.id}`).expect(200);

    const part = calendarPart(await mailFor(seated, `"NW" was cancelled`));
    expect(part).toMatchObject({ method: "CANCEL", contentTypeMethod: "CANCEL" });
    expect(part!.event).toMatchObject({ uid: uidOf(deleted.id), sequence: 2, status: "CANCELLED", location: "Cypress Room" });
    for (const member of [organizer, seated]) expect(await inFeed(member, deleted.id)).toMatchObject({ uid: uidOf(deleted.id), sequence: 2, status: "CANCELLED" });
    expect(await download(deleted.id)).toMatchObject({ uid: uidOf(deleted.id), sequence: 2, status: "CANCELLED" });
  });

  it("when staff mark a placed roundtable not selected, then its seated member's mail carries METHOD:CANCEL and the feed lists it as cancelled", async () => {
    const declined = await createRoundtable(organizer.agent, { title: "Changing My Mind" });
    await join(seated, declined.id);
    await place(declined.id, { sessionId: sunday.id });
    await staff.agent.post(`/api/staff/roundtables/${declined.id}/not-selected`).send({ note: "Two on Zadie Smith is one too many." }).expect(200);
    const part = calendarPart(await mailFor(seated, `"Changing My Mind" was not selected for the program`));
    expect(part).toMatchObject({ method: "CANCEL" });
    expect(part!.event).toMatchObject({ uid: uidOf(declined.id), sequence: 2, status: "CANCELLED" });
    expect(await inFeed(seated, declined.id)).toMatchObject({ uid: uidOf(declined.id), sequence: 2, status: "CANCELLED" });
  });

  it("when a member is deleted straight in the database with a placed roundtable, then it goes with them and stays cancelled only in the others' feeds", async () => {
    const leaving = await registerMember(testApp, { firstName: "Leaving" });
    const gone = await createRoundtable(leaving.agent, { title: "The Autograph Man" });
    await join(seated, gone.id);
    await place(gone.id, { sessionId: sunday.id });
    await testApp.database.db.execute(sql`delete from users where id = ${leaving.user.id}`);
    expect(await inFeed(seated, gone.id)).toMatchObject({ uid: uidOf(gone.id), status: "CANCELLED" });
    const rows = await testApp.database.db.execute<{ user_id: number }>(sql`select user_id from calendar_cancellations where roundtable_id = ${gone.id}`);
    expect(rows.rows).toEqual([{ user_id: seated.user.id }]);
  });

  it("when a proposal that was never placed is deleted, then no feed lists it and its mail has no calendar part", async () => {
    const proposal = await createRoundtable(organizer.agent, { title: "The Embassy of Cambodia" });
    await join(seated, proposal.id);
    await organizer.agent.delete(`/api/roundtables/${proposal.id}`).expect(200);
    expect(calendarPart(await mailFor(seated, `"The Embassy of Cambodia" was cancelled`))).toBeUndefined();
    expect(await inFeed(seated, proposal.id)).toBeUndefined();
  });

  it("when the convention is over, then the cancelled events leave the feed and the placed ones stay", async () => {
    testApp.clock.set("2026-04-01T23:00:00Z"); // 6 PM in New Orleans on the last day: not over yet
    expect(await inFeed(seated, deleted.id)).toMatchObject({ status: "CANCELLED" });
    testApp.clock.set("2026-04-02T12:00:00Z");
    const uids = (await feedOf(seated)).map((event) => event.uid);
    expect(uids).toContain(uidOf(roundtable.id));
    expect(uids).not.toContain(uidOf(removed.id));
    expect(uids).not.toContain(uidOf(deleted.id));
    expect((await feedOf(organizer)).map((event) => event.status)).not.toContain("CANCELLED");
    expect((await seated.agent.get(`/api/roundtables/${deleted.id}/calendar.ics`)).status).toBe(404);
  });
});

describe("a room's new name", () => {
  it("when staff rename a room, then its roundtables' events take the new LOCATION with a higher SEQUENCE; another room's rename leaves them be", async () => {
    const sessions = (await staff.agent.get("/api/program/sessions").expect(200)).body as ProgramSession[];
    const session = sessions.find((candidate) => candidate.id === monday.id)!;
    const before = await download(roundtable.id);
    expect(before.location).toBe("Audubon Room");
    const rename = (rooms: string[]) =>
      staff.agent.put(`/api/staff/sessions/${session.id}`).send({ name: session.name, startsAt: session.startsAt, endsAt: session.endsAt, rooms }).expect(200);

    await rename(["Audubon Hall"]);
    // Higher, not one higher: the save moves a renamed room's name out of the way first (two renames).
    const after = await download(roundtable.id);
    expect(after).toMatchObject({ uid: before.uid, location: "Audubon Hall" });
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(await inFeed(seated, roundtable.id)).toMatchObject({ sequence: after.sequence, location: "Audubon Hall" });

    // A room added beside it, and the session saved again unchanged: the event's place is the same.
    await rename(["Audubon Hall", "Pontalba Room"]);
    await rename(["Audubon Hall", "Pontalba Room"]);
    expect((await download(roundtable.id)).sequence).toBe(after.sequence);
  });
});
