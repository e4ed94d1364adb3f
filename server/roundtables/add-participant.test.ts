/**
 * The organizer's add (POST /api/roundtables/{id}/participants/{userId}) follows the seat rules of
 * a member's own join (audience, capacity, a seat elsewhere in the session), with its own words,
 * and refuses where the join would queue: a full roundtable is "full", never a waitlist.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoundtableParticipant } from "@shared/types";
import { registerMember } from "../testing/factories";
import { createRoundtable, join, notificationsOf, registerMembers, roundtableAs, type Member } from "../testing/roundtables";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
let organizer: Member;

beforeAll(async () => {
  testApp = await createTestApp();
  organizer = await registerMember(testApp, { firstName: "Olive", lastName: "Organizer", userType: "advisor" });
});
afterAll(() => testApp.close());

const add = (by: Member, roundtableId: number, userId: number) => by.agent.post(`/api/roundtables/${roundtableId}/participants/${userId}`);
const participantsOf = async (roundtableId: number) =>
  ((await organizer.agent.get(`/api/roundtables/${roundtableId}/participants`)).body as RoundtableParticipant[]).map((participant) => [
    participant.user.id,
    participant.status,
  ]);

describe("POST /api/roundtables/:id/participants/:userId", () => {
  it("when there is a seat, then the member is seated, answered as a participant and told in the bell", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Added by hand", maxParticipants: 3 });
    const member = await registerMember(testApp, { firstName: "Ada", lastName: "Added" });
    const response = await add(organizer, roundtable.id, member.user.id);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: "joined",
      user: { id: member.user.id, firstName: "Ada", lastName: "Added", email: member.user.email, userType: "student", chapterId: member.user.chapterId },
    });
    expect(typeof response.body.id).toBe("number");
    expect(Number.isNaN(Date.parse(response.body.joinedAt))).toBe(false);
    expect(await roundtableAs(member, roundtable.id)).toMatchObject({ participantCount: 2, isJoined: true });
    expect((await notificationsOf(testApp, member.user.id)).at(-1)).toMatchObject({
      kind: "added_to_roundtable",
      roundtableId: roundtable.id,
      message: 'Olive Organizer added you to "Added by hand".',
    });
    // The organizer's own bell hears nothing of their own add.
    expect((await notificationsOf(testApp, organizer.user.id)).filter((row) => row.roundtableId === roundtable.id)).toEqual([]);
  });

  it("when the roundtable is full, then 409 says so and nobody is seated or queued", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Full by hand", maxParticipants: 2 });
    const [seated, outsider] = await registerMembers(testApp, 2);
    await join(seated!, roundtable.id);
    const response = await add(organizer, roundtable.id, outsider!.user.id);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: "This roundtable is full" });
    expect(await participantsOf(roundtable.id)).toEqual([
      [organizer.user.id, "joined"],
      [seated!.user.id, "joined"],
    ]);
    expect(await notificationsOf(testApp, outsider!.user.id)).toEqual([]);
  });

  it("when a student is added to an advisors-only roundtable, then 403 words it for the member, before any word on seats", async () => {
    // Full too (the organizer's is the only seat): the audience is what is said.
    const roundtable = await createRoundtable(organizer.agent, { title: "Advisors by hand", targetAudience: "advisors", maxParticipants: 1 });
    const student = await registerMember(testApp, { userType: "student" });
    const refused = await add(organizer, roundtable.id, student.user.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "This roundtable is for advisors only; this member is a student" });
    expect(await participantsOf(roundtable.id)).toEqual([[organizer.user.id, "joined"]]);
  });

  it("when an advisor is added to a students-only roundtable, then 403 says the member is an advisor", async () => {
    const owner = await registerMember(testApp, { userType: "student" });
    const roundtable = await createRoundtable(owner.agent, { title: "Students only by hand", targetAudience: "students" });
    const advisor = await registerMember(testApp, { userType: "advisor" });
    const refused = await add(owner, roundtable.id, advisor.user.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "This roundtable is for students only; this member is an advisor" });
  });

  it("when the member is already seated or waiting, then 409 says they are participating, even on a full roundtable", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Twice by hand", maxParticipants: 2 });
    const [seated, waiting] = await registerMembers(testApp, 2);
    await join(seated!, roundtable.id);
    expect(await join(waiting!, roundtable.id)).toEqual({ joined: false, waitlisted: true });
    for (const member of [seated!, waiting!]) {
      const refused = await add(organizer, roundtable.id, member.user.id);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ message: "This member is already participating in this roundtable" });
    }
    expect(await participantsOf(roundtable.id)).toEqual([
      [organizer.user.id, "joined"],
      [seated!.user.id, "joined"],
      [waiting!.user.id, "waitlisted"],
    ]);
  });

  it("when the organizer adds themselves, then 409 says they are already part of it, even on a full roundtable", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Myself by hand", maxParticipants: 1 });
    const refused = await add(organizer, roundtable.id, organizer.user.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: "The organizer is already part of this roundtable" });
  });

  it("when the member does not exist, then 404 Member not found; an unknown roundtable is 404 Roundtable not found", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Nobody by hand" });
    const unknownMember = await add(organizer, roundtable.id, 2_000_000_000);
    expect(unknownMember.status).toBe(404);
    expect(unknownMember.body).toEqual({ message: "Member not found" });
    const member = await registerMember(testApp);
    const unknownRoundtable = await add(organizer, 2_000_000_000, member.user.id);
    expect(unknownRoundtable.status).toBe(404);
    expect(unknownRoundtable.body).toEqual({ message: "Roundtable not found" });
  });

  it("when someone else than the organizer adds, then 403 before anything about the member", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Not yours", maxParticipants: 1 });
    const stranger = await registerMember(testApp);
    for (const userId of [stranger.user.id, organizer.user.id, 2_000_000_000]) {
      const refused = await add(stranger, roundtable.id, userId);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: "Only the organizer can add participants to this roundtable" });
    }
  });

  it("when adds and joins race for the last seats, then the roundtable never holds more than its limit and each loser hears why", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Race by hand", maxParticipants: 4 });
    const joiners = await registerMembers(testApp, 6);
    const added = await registerMembers(testApp, 6);
    const [joins, adds] = await Promise.all([
      Promise.all(joiners.map((member) => member.agent.post(`/api/roundtables/${roundtable.id}/join`))),
      Promise.all(added.map((member) => add(organizer, roundtable.id, member.user.id))),
    ]);
    for (const response of joins) expect(response.status).toBe(200);
    for (const response of adds) {
      expect([201, 409]).toContain(response.status);
      if (response.status === 409) expect(response.body).toEqual({ message: "This roundtable is full" });
    }
    const seats = await participantsOf(roundtable.id);
    const joined = seats.filter(([, status]) => status === "joined");
    expect(joined).toHaveLength(4);
    const seatedByAdd = adds.filter((response) => response.status === 201).length;
    const seatedByJoin = joins.filter((response) => response.body.joined).length;
    expect(seatedByAdd + seatedByJoin).toBe(3);
    expect(seats.filter(([, status]) => status === "waitlisted")).toHaveLength(6 - seatedByJoin);
  });
});
