import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Roundtable, RoundtableParticipant, UserParticipation } from "@shared/types";
import { registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createRoundtable } from "./roundtable-test-helpers";

let testApp: TestApp;
type Member = Awaited<ReturnType<typeof registerMember>>;
let organizer: Member;

beforeAll(async () => {
  testApp = await createTestApp();
  organizer = await registerMember(testApp, { firstName: "Olive", userType: "advisor" });
});
afterAll(() => testApp.close());

const members = (count: number, overrides: Parameters<typeof registerMember>[1] = {}) =>
  Promise.all(Array.from({ length: count }, () => registerMember(testApp, overrides)));

async function roundtableAs(member: Member, id: number): Promise<Roundtable> {
  return (await member.agent.get(`/api/roundtables/${id}`)).body as Roundtable;
}

describe("joining", () => {
  it("when there is a seat, then the member joins and the organizer is notified", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 3 });
    const [member] = await members(1);
    const response = await member!.agent.post(`/api/roundtables/${roundtable.id}/join`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ joined: true, waitlisted: false });
    expect(await roundtableAs(member!, roundtable.id)).toMatchObject({ participantCount: 2, isJoined: true, isWaitlisted: false, isOrganizer: false });
    const feed = await organizer.agent.get("/api/notifications");
    expect(feed.body.items[0]).toMatchObject({ kind: "participant_joined", roundtableId: roundtable.id });
    expect(feed.body.unreadCount).toBeGreaterThan(0);
  });

  it("when the roundtable is full, then the member is waitlisted and not counted", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 2 });
    const [first, second] = await members(2);
    await first!.agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    const response = await second!.agent.post(`/api/roundtables/${roundtable.id}/join`);
    expect(response.body).toEqual({ joined: false, waitlisted: true });
    expect(await roundtableAs(second!, roundtable.id)).toMatchObject({ participantCount: 2, waitlistCount: 1, isWaitlisted: true, isJoined: false });
  });

  it("when joining twice or as the organizer, then it answers 409 already participating", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    const [member] = await members(1);
    await member!.agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    const again = await member!.agent.post(`/api/roundtables/${roundtable.id}/join`);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("already participating");
    expect((await organizer.agent.post(`/api/roundtables/${roundtable.id}/join`)).body.message).toContain("already participating");
  });

  it("when the audience does not fit, then it answers 403 and nothing is recorded", async () => {
    const forAdvisors = await createRoundtable(organizer.agent, { targetAudience: "advisors" });
    const forStudents = await createRoundtable(organizer.agent, { targetAudience: "students" });
    const [student] = await members(1, { userType: "student" });
    const [advisor] = await members(1, { userType: "advisor" });
    const refused = await student!.agent.post(`/api/roundtables/${forAdvisors.id}/join`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("This roundtable is for advisors only");
    expect((await advisor!.agent.post(`/api/roundtables/${forStudents.id}/join`)).body.message).toBe("This roundtable is for students only");
    expect((await advisor!.agent.post(`/api/roundtables/${forAdvisors.id}/join`)).status).toBe(200);
    expect((await roundtableAs(student!, forAdvisors.id)).isJoined).toBe(false);
  });

  it("when 40 members join a roundtable with 4 free seats at once, then exactly 4 join and 36 wait, without an error", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 5 });
    const crowd = await members(40);
    const responses = await Promise.all(crowd.map((member) => member.agent.post(`/api/roundtables/${roundtable.id}/join`)));
    expect(responses.map((response) => response.status)).toEqual(Array(40).fill(200));
    expect(responses.filter((response) => response.body.joined)).toHaveLength(4);
    expect(responses.filter((response) => response.body.waitlisted)).toHaveLength(36);
    expect(await roundtableAs(organizer, roundtable.id)).toMatchObject({ participantCount: 5, waitlistCount: 36 });
  }, 60_000);
});

describe("leaving and the waitlist", () => {
  it("when a joined member leaves, then the earliest waitlisted member is promoted, notified and mailed", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 2, title: "Tiny table" });
    const [seated, firstInLine, secondInLine] = await members(3);
    await seated!.agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    await firstInLine!.agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    await secondInLine!.agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);

    const left = await seated!.agent.post(`/api/roundtables/${roundtable.id}/leave`);
    expect(left.status).toBe(200);
    expect(await roundtableAs(firstInLine!, roundtable.id)).toMatchObject({ isJoined: true, isWaitlisted: false, participantCount: 2, waitlistCount: 1 });
    expect((await roundtableAs(secondInLine!, roundtable.id)).isWaitlisted).toBe(true);
    const feed = await firstInLine!.agent.get("/api/notifications");
    expect(feed.body.items[0]).toMatchObject({ kind: "waitlist_promoted", roundtableId: roundtable.id });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(testApp.outbox.some((mail) => mail.to === firstInLine!.user.email && mail.subject.includes("Tiny table"))).toBe(true);
  });

  it("when a waitlisted member leaves, then nobody is promoted", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 1 });
    const [first, second] = await members(2);
    await first!.agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    await second!.agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    await first!.agent.post(`/api/roundtables/${roundtable.id}/leave`).expect(200);
    expect(await roundtableAs(second!, roundtable.id)).toMatchObject({ participantCount: 1, waitlistCount: 1, isWaitlisted: true });
  });

  it("when the organizer raises max participants, then waitlisted members are promoted in order", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 1 });
    const [first, second, third] = await members(3);
    for (const member of [first, second, third]) await member!.agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    await organizer.agent
      .put(`/api/roundtables/${roundtable.id}`)
      .send({ title: "T", description: "D", category: "Gothic Literature", targetAudience: "both", maxParticipants: 3, tags: [] })
      .expect(200);
    expect((await roundtableAs(first!, roundtable.id)).isJoined).toBe(true);
    expect((await roundtableAs(second!, roundtable.id)).isJoined).toBe(true);
    expect((await roundtableAs(third!, roundtable.id)).isWaitlisted).toBe(true);
  });

  it("when the organizer tries to leave, or a stranger leaves, then it is refused", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    const refused = await organizer.agent.post(`/api/roundtables/${roundtable.id}/leave`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain("organizer cannot leave");
    const [stranger] = await members(1);
    expect((await stranger!.agent.post(`/api/roundtables/${roundtable.id}/leave`)).status).toBe(404);
  });
});

describe("managing participants", () => {
  it("when the organizer adds and removes a member, then the list follows and both are notified", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    const [guest] = await members(1);
    const added = await organizer.agent.post(`/api/roundtables/${roundtable.id}/participants/${guest!.user.id}`);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ status: "joined", user: { id: guest!.user.id, email: guest!.user.email } });
    const list = (await guest!.agent.get(`/api/roundtables/${roundtable.id}/participants`)).body as RoundtableParticipant[];
    expect(list.map((participant) => participant.user.id)).toEqual([organizer.user.id, guest!.user.id]);
    expect(list[0]!.joinedAt).toEqual(expect.any(String));
    expect(JSON.stringify(list)).not.toContain("passwordHash");

    expect((await organizer.agent.delete(`/api/roundtables/${roundtable.id}/participants/${guest!.user.id}`)).status).toBe(200);
    expect((await guest!.agent.get(`/api/roundtables/${roundtable.id}`)).body.isJoined).toBe(false);
    const kinds = (await guest!.agent.get("/api/notifications")).body.items.map((item: { kind: string }) => item.kind);
    expect(kinds).toEqual(expect.arrayContaining(["added_to_roundtable", "removed_from_roundtable"]));
  });

  it("when the organizer adds themselves, a participant twice, an unknown member, or into a full table, then it is refused", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 2 });
    const [guest, another] = await members(2);
    const self = await organizer.agent.post(`/api/roundtables/${roundtable.id}/participants/${organizer.user.id}`);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe("The organizer is already part of this roundtable");
    await organizer.agent.post(`/api/roundtables/${roundtable.id}/participants/${guest!.user.id}`).expect(201);
    const twice = await organizer.agent.post(`/api/roundtables/${roundtable.id}/participants/${guest!.user.id}`);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain("already participating");
    expect((await organizer.agent.post(`/api/roundtables/${roundtable.id}/participants/999999`)).status).toBe(404);
    const full = await organizer.agent.post(`/api/roundtables/${roundtable.id}/participants/${another!.user.id}`);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe("This roundtable is full");
  });

  it("when someone else manages, or the organizer is removed, then it answers 403", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    const [guest, intruder] = await members(2);
    expect((await intruder!.agent.post(`/api/roundtables/${roundtable.id}/participants/${guest!.user.id}`)).status).toBe(403);
    expect((await intruder!.agent.delete(`/api/roundtables/${roundtable.id}/participants/${organizer.user.id}`)).status).toBe(403);
    const removeOrganizer = await organizer.agent.delete(`/api/roundtables/${roundtable.id}/participants/${organizer.user.id}`);
    expect(removeOrganizer.status).toBe(403);
    expect(removeOrganizer.body.message).toBe("The organizer cannot be removed");
    expect((await organizer.agent.delete(`/api/roundtables/${roundtable.id}/participants/${guest!.user.id}`)).status).toBe(404);
  });

  it("when a member is added to an audience they don't fit, then it answers 403", async () => {
    const roundtable = await createRoundtable(organizer.agent, { targetAudience: "advisors" });
    const [student] = await members(1, { userType: "student" });
    expect((await organizer.agent.post(`/api/roundtables/${roundtable.id}/participants/${student!.user.id}`)).status).toBe(403);
  });
});

describe("GET /api/user/participations", () => {
  it("when a member organizes, joins and waits, then each appears with its status and the embedded roundtable", async () => {
    const [member] = await members(1);
    const own = await createRoundtable(member!.agent, { title: "Mine" });
    const open = await createRoundtable(organizer.agent, { title: "Open" });
    const full = await createRoundtable(organizer.agent, { title: "Full", maxParticipants: 1 });
    await member!.agent.post(`/api/roundtables/${open.id}/join`).expect(200);
    await member!.agent.post(`/api/roundtables/${full.id}/join`).expect(200);
    const items = (await member!.agent.get("/api/user/participations")).body as UserParticipation[];
    const byTitle = Object.fromEntries(items.map((item) => [item.roundtable.title, item]));
    expect(Object.keys(byTitle).sort()).toEqual(["Full", "Mine", "Open"]);
    expect(byTitle.Mine).toMatchObject({ roundtableId: own.id, status: "joined", roundtable: { isOrganizer: true } });
    expect(byTitle.Open).toMatchObject({ roundtableId: open.id, status: "joined", roundtable: { isJoined: true, isOrganizer: false } });
    expect(byTitle.Full).toMatchObject({ roundtableId: full.id, status: "waitlisted", roundtable: { isWaitlisted: true } });
  });
});
