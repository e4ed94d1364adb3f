/**
 * Tablemates (docs/product.md, "People at the table"): every member reads who is seated, and no
 * answer that lists them carries the e-mail of a member who doesn't share it (the reader's own
 * excepted). Readers: the organizer, a seated member who shares, one who doesn't, a member waiting
 * in line and a member at no seat.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoundtableParticipant } from "@shared/types";
import { createRoundtable, join, registerMembers, type Member } from "../testing/roundtables";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
let organizer: Member, sharer: Member, keeper: Member, waiter: Member, waitingSharer: Member, stranger: Member;
let roundtableId: number;

async function shareEmail(member: Member, share: boolean) {
  await testApp.database.db.execute(sql`update users set share_email = ${share} where id = ${member.user.id}`);
}

beforeAll(async () => {
  testApp = await createTestApp();
  [organizer, sharer, keeper, waiter, waitingSharer, stranger] = (await registerMembers(testApp, 6)) as [Member, Member, Member, Member, Member, Member];
  for (const member of [organizer!, keeper!, waiter!, stranger!]) await shareEmail(member, false);
  for (const member of [sharer!, waitingSharer!]) await shareEmail(member, true);
  roundtableId = (await createRoundtable(organizer!.agent, { title: "Who sits here", maxParticipants: 3 })).id;
  await join(sharer!, roundtableId);
  await join(keeper!, roundtableId);
  expect(await join(waiter!, roundtableId)).toEqual({ joined: false, waitlisted: true });
  expect(await join(waitingSharer!, roundtableId)).toEqual({ joined: false, waitlisted: true });
});
afterAll(() => testApp.close());

const readers = () => ({ organizer: organizer!, sharer: sharer!, keeper: keeper!, waiter: waiter!, stranger: stranger! });

/** No e-mail in `text` of a member who keeps it, other than the reader's own. */
function expectNoUnsharedEmail(text: string, reader: Member, what: string) {
  const lower = text.toLowerCase();
  for (const member of [organizer!, keeper!, waiter!, stranger!]) {
    if (member === reader) continue;
    expect(lower, `${what} carries ${member.user.firstName}'s unshared e-mail`).not.toContain(member.user.email.toLowerCase());
  }
}

describe.each(Object.keys(readers()))("the tablemates as %s reads them", (name) => {
  const reader = () => readers()[name as keyof ReturnType<typeof readers>];

  it("when they read the participants, then the seated show with chapter and color, e-mails only where shared", async () => {
    const response = await reader().agent.get(`/api/roundtables/${roundtableId}/participants`);
    expect(response.status).toBe(200);
    const participants = response.body as RoundtableParticipant[];
    const seated = participants.filter((participant) => participant.status === "joined");
    expect(seated.map((participant) => participant.user.id)).toEqual([organizer!.user.id, sharer!.user.id, keeper!.user.id]);
    for (const participant of seated) {
      expect(participant.user.chapter).toEqual(expect.any(String));
      expect(participant.user.chapterColor).toMatch(/^#[0-9a-f]{6}$/i);
    }
    const emails = Object.fromEntries(participants.map((participant) => [participant.user.id, participant.user.email]));
    expect(emails[sharer!.user.id]).toBe(sharer!.user.email);
    if (reader() !== keeper!) expect(emails[keeper!.user.id]).toBeNull();
    if (reader() !== organizer!) expect(emails[organizer!.user.id]).toBeNull();
    expectNoUnsharedEmail(response.text, reader(), "the participants");
  });

  it("when they read the participants, then only the organizer sees who waits; others see at most themselves in line", async () => {
    const participants = (await reader().agent.get(`/api/roundtables/${roundtableId}/participants`)).body as RoundtableParticipant[];
    const waiting = participants.filter((participant) => participant.status === "waitlisted").map((participant) => participant.user.id);
    if (reader() === organizer!) expect(waiting).toEqual([waiter!.user.id, waitingSharer!.user.id]);
    else if (reader() === waiter!) expect(waiting).toEqual([waiter!.user.id]);
    else expect(waiting).toEqual([]);
  });

  it("when they read the roundtable, the lists, their participations and recommendations, then no unshared e-mail is in any", async () => {
    for (const path of [`/api/roundtables/${roundtableId}`, "/api/roundtables", "/api/user/participations", "/api/roundtables/recommended"]) {
      const response = await reader().agent.get(path);
      expect(response.status, path).toBe(200);
      expectNoUnsharedEmail(response.text, reader(), path);
    }
  });
});

describe("the waitlist as a count", () => {
  it("when a member waits, then the roundtable answers the count and their own place, and nobody else's", async () => {
    const seen = await waitingSharer!.agent.get(`/api/roundtables/${roundtableId}`);
    expect(seen.body).toMatchObject({ participantCount: 3, waitlistCount: 2, isWaitlisted: true, waitlistPosition: 2 });
    const other = await stranger!.agent.get(`/api/roundtables/${roundtableId}`);
    expect(other.body).toMatchObject({ waitlistCount: 2, isWaitlisted: false, waitlistPosition: null });
  });
});

describe("a seat the organizer adds", () => {
  it("when the organizer seats a member who keeps their e-mail, then the answer names them without it", async () => {
    const [newcomer] = await registerMembers(testApp, 1);
    await shareEmail(newcomer!, false);
    const table = await createRoundtable(organizer!.agent, { title: "Room for one more", maxParticipants: 5 });
    const added = await organizer!.agent.post(`/api/roundtables/${table.id}/participants/${newcomer!.user.id}`);
    expect(added.status).toBe(201);
    expect((added.body as RoundtableParticipant).user).toMatchObject({ id: newcomer!.user.id, email: null, chapterColor: expect.any(String) });
    expect(added.text.toLowerCase()).not.toContain(newcomer!.user.email.toLowerCase());
    // And the list every member reads: the newcomer's e-mail stays out of it too.
    const list = await stranger!.agent.get(`/api/roundtables/${table.id}/participants`);
    expect(list.text.toLowerCase()).not.toContain(newcomer!.user.email.toLowerCase());
  });
});
