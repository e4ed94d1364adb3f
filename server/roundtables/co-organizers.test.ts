/**
 * Co-organizers (docs/product.md, "Co-organizers"): invitations and their limit, accept and
 * decline, an accept racing joins for the last seat, the rights of a co-organizer, stepping down,
 * hand-over, account deletion, and no unshared e-mail in any answer that names them.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { participations } from "@shared/schema";
import type { Roundtable } from "@shared/types";
import { chapterIds, DEFAULT_PASSWORD, registerMember } from "../testing/factories";
import { createRoundtable, join, notificationsOf, registerMembers, roundtableAs, validEdit, type Member } from "../testing/roundtables";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
let chapter: number;

beforeAll(async () => {
  testApp = await createTestApp();
  [chapter] = (await chapterIds(testApp)) as [number];
});
afterAll(() => testApp.close());

const member = (overrides: Parameters<typeof registerMember>[1] = {}) => registerMember(testApp, { chapterId: chapter, ...overrides });
const invite = (organizer: Member, id: number, userId: number) => organizer.agent.post(`/api/roundtables/${id}/co-organizers`).send({ userId });
const accept = (invitee: Member, id: number) => invitee.agent.post(`/api/roundtables/${id}/co-organizers/accept`);
const decline = (invitee: Member, id: number) => invitee.agent.post(`/api/roundtables/${id}/co-organizers/decline`);
const seatsAt = async (id: number) =>
  (await testApp.database.db.select().from(participations).where(and(eq(participations.roundtableId, id), eq(participations.status, "joined")))).length;

/** A roundtable with `coOrganizer` invited and accepted. */
async function coOrganized(organizer: Member, coOrganizer: Member, overrides: Record<string, unknown> = {}): Promise<Roundtable> {
  const roundtable = await createRoundtable(organizer.agent, overrides);
  expect((await invite(organizer, roundtable.id, coOrganizer.user.id)).status).toBe(201);
  expect((await accept(coOrganizer, roundtable.id)).status).toBe(200);
  return roundtable;
}

describe("inviting", () => {
  it("when the organizer invites two members, then both are told by bell and mail, and a third is refused by the limit", async () => {
    const organizer = await member();
    const [first, second, third] = await registerMembers(testApp, 3, { chapterId: chapter });
    const roundtable = await createRoundtable(organizer.agent, { title: "Invited table" });
    const invited = await invite(organizer, roundtable.id, first!.user.id);
    expect(invited.status).toBe(201);
    expect(invited.body.coOrganizerInvitations).toEqual([{ user: expect.objectContaining({ id: first!.user.id }), status: "pending" }]);
    expect((await invite(organizer, roundtable.id, second!.user.id)).status).toBe(201);
    const refused = await invite(organizer, roundtable.id, third!.user.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("co_organizers_full");
    const again = await invite(organizer, roundtable.id, first!.user.id);
    expect(again.body.code).toBe("already_invited");

    expect((await notificationsOf(testApp, first!.user.id)).map((row) => row.kind)).toEqual(["co_organizer_invited"]);
    expect(testApp.outbox.filter((mail) => mail.to === first!.user.email)).toEqual([
      expect.objectContaining({ subject: expect.stringContaining('invites you to co-organize "Invited table"'), text: expect.stringContaining(`/roundtables/${roundtable.id}`) }),
    ]);
    // The invitee sees their invitation; a stranger sees neither invitation nor its status.
    expect(await roundtableAs(first!, roundtable.id)).toMatchObject({ isInvitedToCoOrganize: true, isCoOrganizer: false, coOrganizers: [] });
    expect((await roundtableAs(first!, roundtable.id)).coOrganizerInvitations).toBeUndefined();
    expect((await roundtableAs(third!, roundtable.id)).coOrganizerInvitations).toBeUndefined();

    // A declined invitation still counts until the organizer removes it.
    expect((await decline(first!, roundtable.id)).status).toBe(200);
    const organizerView = await roundtableAs(organizer, roundtable.id);
    expect(organizerView.coOrganizerInvitations).toEqual([
      { user: expect.objectContaining({ id: first!.user.id }), status: "declined" },
      { user: expect.objectContaining({ id: second!.user.id }), status: "pending" },
    ]);
    expect((await invite(organizer, roundtable.id, third!.user.id)).status).toBe(409);
    expect((await organizer.agent.delete(`/api/roundtables/${roundtable.id}/co-organizers/${first!.user.id}`)).status).toBe(200);
    expect((await invite(organizer, roundtable.id, third!.user.id)).status).toBe(201);
  });

  it("when the member is hidden from the organizer or unknown, then it answers 404 and invites nobody", async () => {
    const organizer = await member();
    const hidden = await member({ directoryVisibility: "hidden" });
    const roundtable = await createRoundtable(organizer.agent);
    const unknown = await invite(organizer, roundtable.id, 2_000_000_000);
    const unseen = await invite(organizer, roundtable.id, hidden.user.id);
    expect([unknown.status, unseen.status]).toEqual([404, 404]);
    expect(unseen.body).toEqual(unknown.body);
    expect((await roundtableAs(organizer, roundtable.id)).coOrganizerInvitations).toEqual([]);
  });

  it("when someone other than the organizer invites, or the body is bad, then it is refused and nothing changes", async () => {
    const organizer = await member();
    const [coOrganizer, other] = await registerMembers(testApp, 2, { chapterId: chapter });
    const roundtable = await coOrganized(organizer, coOrganizer!);
    expect((await invite(coOrganizer!, roundtable.id, other!.user.id)).status).toBe(403);
    expect((await invite(other!, roundtable.id, other!.user.id)).status).toBe(403);
    expect((await organizer.agent.post(`/api/roundtables/${roundtable.id}/co-organizers`).send({ userId: "x" })).status).toBe(400);
    expect((await roundtableAs(organizer, roundtable.id)).coOrganizerInvitations).toEqual([]);
  });
});

describe("accepting", () => {
  it("when an invitee without a seat accepts, then they take a seat; on a full roundtable it answers 409 and changes nothing", async () => {
    const organizer = await member();
    const [invitee, filler] = await registerMembers(testApp, 2, { chapterId: chapter });
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 2 });
    await invite(organizer, roundtable.id, invitee!.user.id);
    await join(filler!, roundtable.id);
    const full = await accept(invitee!, roundtable.id);
    expect(full.status).toBe(409);
    expect(full.body.code).toBe("roundtable_full");
    expect(await roundtableAs(invitee!, roundtable.id)).toMatchObject({ isInvitedToCoOrganize: true, isJoined: false, coOrganizers: [] });
    // A seat frees: the accept now seats them.
    await filler!.agent.post(`/api/roundtables/${roundtable.id}/leave`);
    const accepted = await accept(invitee!, roundtable.id);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ isCoOrganizer: true, isJoined: true, isInvitedToCoOrganize: false, participantCount: 2 });
    expect(accepted.body.coOrganizers).toEqual([
      { id: invitee!.user.id, firstName: invitee!.user.firstName, lastName: invitee!.user.lastName, profileImageUrl: null },
    ]);
    expect((await accept(invitee!, roundtable.id)).body.code).toBe("no_invitation");
  });

  it("when an invitee waiting in line accepts and a seat is free, then they are seated; when none is, they keep their place", async () => {
    const organizer = await member();
    const [seated, waiting] = await registerMembers(testApp, 2, { chapterId: chapter });
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 2 });
    await join(seated!, roundtable.id);
    expect((await join(waiting!, roundtable.id)).waitlisted).toBe(true);
    await invite(organizer, roundtable.id, waiting!.user.id);
    expect((await accept(waiting!, roundtable.id)).status).toBe(409);
    expect(await roundtableAs(waiting!, roundtable.id)).toMatchObject({ isWaitlisted: true, waitlistPosition: 1 });
  });

  it("when accepts race joins for the last seats, then the roundtable is never over capacity", async () => {
    const organizer = await member();
    const invitees = await registerMembers(testApp, 2, { chapterId: chapter });
    const joiners = await registerMembers(testApp, 6, { chapterId: chapter });
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 3 });
    for (const invitee of invitees) await invite(organizer, roundtable.id, invitee.user.id);
    const answers = await Promise.all([
      ...invitees.map((invitee) => accept(invitee, roundtable.id)),
      ...joiners.map((joiner) => joiner.agent.post(`/api/roundtables/${roundtable.id}/join`)),
    ]);
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    expect(await seatsAt(roundtable.id)).toBe(3);
    const accepted = answers.slice(0, 2).filter((answer) => answer.status === 200).length;
    const after = await roundtableAs(organizer, roundtable.id);
    expect(after.participantCount).toBe(3);
    expect(after.coOrganizers).toHaveLength(accepted);
    // A refused accept leaves the invitation pending.
    expect(after.coOrganizerInvitations).toHaveLength(2 - accepted);
  });
});

describe("a co-organizer's rights", () => {
  it("when a co-organizer edits, adds, removes and seats, then it works as for the organizer, but never on the organizer or the other co-organizer", async () => {
    const organizer = await member();
    const [coOrganizer, second, guest] = await registerMembers(testApp, 3, { chapterId: chapter });
    const roundtable = await coOrganized(organizer, coOrganizer!);
    await invite(organizer, roundtable.id, second!.user.id);
    await accept(second!, roundtable.id);
    const base = `/api/roundtables/${roundtable.id}`;
    expect((await coOrganizer!.agent.put(base).send({ ...validEdit, title: "Edited together" })).status).toBe(200);
    expect((await coOrganizer!.agent.post(`${base}/participants/${guest!.user.id}`)).status).toBe(201);
    const participants = await coOrganizer!.agent.get(`${base}/participants`);
    expect(participants.body.map((row: { user: { id: number } }) => row.user.id)).toContain(guest!.user.id);
    expect((await coOrganizer!.agent.delete(`${base}/participants/${guest!.user.id}`)).status).toBe(200);
    const organizerRemoved = await coOrganizer!.agent.delete(`${base}/participants/${organizer.user.id}`);
    expect(organizerRemoved.status).toBe(403);
    const otherRemoved = await coOrganizer!.agent.delete(`${base}/participants/${second!.user.id}`);
    expect([otherRemoved.status, otherRemoved.body.code]).toEqual([403, "co_organizer_protected"]);
    // Only the organizer deletes, hands over or invites.
    expect((await coOrganizer!.agent.delete(base)).status).toBe(403);
    expect((await coOrganizer!.agent.post(`${base}/hand-over`).send({ userId: coOrganizer!.user.id })).status).toBe(403);
    expect((await coOrganizer!.agent.delete(`${base}/co-organizers/${second!.user.id}`)).status).toBe(403);
    expect(await roundtableAs(organizer, roundtable.id)).toMatchObject({ title: "Edited together", participantCount: 3 });
  });

  it("when a co-organizer steps down, then they keep their seat and lose the rights; when they leave, the role goes with the seat", async () => {
    const organizer = await member();
    const [coOrganizer, guest] = await registerMembers(testApp, 2, { chapterId: chapter });
    const roundtable = await coOrganized(organizer, coOrganizer!);
    const stepped = await coOrganizer!.agent.delete(`/api/roundtables/${roundtable.id}/co-organizers/${coOrganizer!.user.id}`);
    expect(stepped.status).toBe(200);
    expect(stepped.body).toMatchObject({ isCoOrganizer: false, isJoined: true, coOrganizers: [] });
    expect((await coOrganizer!.agent.post(`/api/roundtables/${roundtable.id}/participants/${guest!.user.id}`)).status).toBe(403);

    const other = await coOrganized(organizer, guest!);
    expect((await guest!.agent.post(`/api/roundtables/${other.id}/leave`)).status).toBe(200);
    expect((await roundtableAs(organizer, other.id)).coOrganizers).toEqual([]);
  });
});

describe("handing over", () => {
  it("when the organizer hands over to a co-organizer, then they swap roles and the new organizer is told", async () => {
    const organizer = await member();
    const [coOrganizer, stranger] = await registerMembers(testApp, 2, { chapterId: chapter });
    const roundtable = await coOrganized(organizer, coOrganizer!, { title: "Handed table" });
    const notCo = await organizer.agent.post(`/api/roundtables/${roundtable.id}/hand-over`).send({ userId: stranger!.user.id });
    expect([notCo.status, notCo.body.code]).toEqual([409, "hand_over_to_co_organizer"]);
    const handed = await organizer.agent.post(`/api/roundtables/${roundtable.id}/hand-over`).send({ userId: coOrganizer!.user.id });
    expect(handed.status).toBe(200);
    expect(handed.body).toMatchObject({ organizerId: coOrganizer!.user.id, isOrganizer: false, isCoOrganizer: true });
    expect(handed.body.coOrganizers.map((row: { id: number }) => row.id)).toEqual([organizer.user.id]);
    expect(await roundtableAs(coOrganizer!, roundtable.id)).toMatchObject({ isOrganizer: true, isCoOrganizer: false });
    expect((await notificationsOf(testApp, coOrganizer!.user.id)).at(-1)).toMatchObject({ kind: "roundtable_handed_over", roundtableId: roundtable.id });
    // The old organizer, now a co-organizer, may step down; the new one may delete.
    expect((await organizer.agent.delete(`/api/roundtables/${roundtable.id}`)).status).toBe(403);
    expect((await coOrganizer!.agent.delete(`/api/roundtables/${roundtable.id}`)).status).toBe(200);
  });
});

describe("deleting an account", () => {
  it("when the organizer deletes their account, then the earliest co-organizer organizes, before the earliest seated member", async () => {
    const organizer = await member();
    const [seatedFirst, coOrganizer] = await registerMembers(testApp, 2, { chapterId: chapter });
    const roundtable = await createRoundtable(organizer.agent);
    await join(seatedFirst!, roundtable.id);
    await invite(organizer, roundtable.id, coOrganizer!.user.id);
    await accept(coOrganizer!, roundtable.id);
    expect((await organizer.agent.delete("/api/auth/user").send({ password: DEFAULT_PASSWORD })).status).toBe(204);
    expect(await roundtableAs(coOrganizer!, roundtable.id)).toMatchObject({ organizerId: coOrganizer!.user.id, isOrganizer: true, coOrganizers: [] });
  });

  it("when a co-organizer deletes their account, then they are no longer a co-organizer and their seat is free", async () => {
    const organizer = await member();
    const coOrganizer = await member();
    const roundtable = await coOrganized(organizer, coOrganizer);
    expect((await coOrganizer.agent.delete("/api/auth/user").send({ password: DEFAULT_PASSWORD })).status).toBe(204);
    expect(await roundtableAs(organizer, roundtable.id)).toMatchObject({ coOrganizers: [], coOrganizerInvitations: [], participantCount: 1 });
  });
});

describe("deleting a roundtable, a seat or an invitee", () => {
  it("when the organizer deletes a co-organized roundtable, then the co-organizer and a pending invitee lose it, and an accept finds nothing", async () => {
    const organizer = await member();
    const [coOrganizer, invitee] = await registerMembers(testApp, 2, { chapterId: chapter });
    const roundtable = await coOrganized(organizer, coOrganizer!);
    await invite(organizer, roundtable.id, invitee!.user.id);
    expect((await organizer.agent.delete(`/api/roundtables/${roundtable.id}`)).status).toBe(200);
    const mine = (await coOrganizer!.agent.get("/api/user/participations")).body as Array<{ roundtableId: number }>;
    expect(mine.map((row) => row.roundtableId)).not.toContain(roundtable.id);
    expect((await accept(invitee!, roundtable.id)).status).toBe(404);
    const rows = await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from roundtable_co_organizers where roundtable_id = ${roundtable.id}`);
    expect(rows.rows[0]!.n).toBe(0);
  });

  it("when the organizer removes a co-organizer's seat, then they stop co-organizing with it", async () => {
    const organizer = await member();
    const coOrganizer = await member();
    const roundtable = await coOrganized(organizer, coOrganizer);
    expect((await organizer.agent.delete(`/api/roundtables/${roundtable.id}/participants/${coOrganizer.user.id}`)).status).toBe(200);
    expect(await roundtableAs(organizer, roundtable.id)).toMatchObject({ coOrganizers: [], coOrganizerInvitations: [], participantCount: 1 });
    expect(await roundtableAs(coOrganizer, roundtable.id)).toMatchObject({ isCoOrganizer: false, isJoined: false });
  });

  it("when a pending invitee deletes their account, then the invitation goes and frees its place toward the two", async () => {
    const organizer = await member();
    const [first, second, third] = await registerMembers(testApp, 3, { chapterId: chapter });
    const roundtable = await createRoundtable(organizer.agent);
    await invite(organizer, roundtable.id, first!.user.id);
    await invite(organizer, roundtable.id, second!.user.id);
    expect((await invite(organizer, roundtable.id, third!.user.id)).status).toBe(409);
    expect((await second!.agent.delete("/api/auth/user").send({ password: DEFAULT_PASSWORD })).status).toBe(204);
    expect((await roundtableAs(organizer, roundtable.id)).coOrganizerInvitations).toEqual([{ user: expect.objectContaining({ id: first!.user.id }), status: "pending" }]);
    expect((await invite(organizer, roundtable.id, third!.user.id)).status).toBe(201);
  });

  it("when the organizer deletes their account and a co-organizer's place goes to the new organizer, then no one is both", async () => {
    const organizer = await member();
    const [first, second] = await registerMembers(testApp, 2, { chapterId: chapter });
    const roundtable = await coOrganized(organizer, first!);
    await invite(organizer, roundtable.id, second!.user.id);
    await accept(second!, roundtable.id);
    expect((await organizer.agent.delete("/api/auth/user").send({ password: DEFAULT_PASSWORD })).status).toBe(204);
    const after = await roundtableAs(first!, roundtable.id);
    expect(after).toMatchObject({ organizerId: first!.user.id, isOrganizer: true, isCoOrganizer: false, participantCount: 2 });
    expect(after.coOrganizers.map((row) => row.id)).toEqual([second!.user.id]);
  });
});

describe("matching", () => {
  it("when a member co-organizes a roundtable, then it counts as their own: no match score, as for its organizer", async () => {
    const organizer = await member();
    const fan = await member({ interests: ["gothic", "Poe"] });
    const roundtable = await createRoundtable(organizer.agent, { title: "Gothic evenings" });
    expect((await roundtableAs(fan, roundtable.id)).matchScore).toBeGreaterThan(0);
    await invite(organizer, roundtable.id, fan.user.id);
    await accept(fan, roundtable.id);
    expect((await roundtableAs(fan, roundtable.id)).matchScore).toBe(0);
    const ranked = (await fan.agent.get("/api/roundtables?sort=match")).body as Roundtable[];
    expect(ranked.find((item) => item.id === roundtable.id)?.matchScore ?? 0).toBe(0);
    const listed = (await fan.agent.get("/api/roundtables")).body as Roundtable[];
    expect(listed.find((item) => item.id === roundtable.id)).toMatchObject({ matchScore: 0, isCoOrganizer: true });
  });
});

describe("privacy", () => {
  it("when answers name co-organizers and invitations, then no unshared e-mail appears in them", async () => {
    const organizer = await member();
    const [coOrganizer, invitee] = await registerMembers(testApp, 2, { chapterId: chapter });
    const roundtable = await coOrganized(organizer, coOrganizer!);
    await invite(organizer, roundtable.id, invitee!.user.id);
    const emails = [coOrganizer!.user.email, invitee!.user.email];
    for (const reader of [organizer, coOrganizer!, invitee!]) {
      for (const path of [`/api/roundtables/${roundtable.id}`, "/api/roundtables", "/api/user/participations", "/api/roundtables?sort=match"]) {
        const text = JSON.stringify((await reader.agent.get(path)).body);
        for (const email of emails) if (email !== reader.user.email) expect(text).not.toContain(email);
      }
    }
    const rows = await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from roundtable_co_organizers where roundtable_id = ${roundtable.id}`);
    expect(rows.rows[0]!.n).toBe(2);
  });
});
