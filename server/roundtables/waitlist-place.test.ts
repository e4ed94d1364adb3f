import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { participations } from "@shared/schema";
import type { Roundtable, RoundtableParticipant, UserParticipation } from "@shared/types";
import { registerMember } from "../testing/factories";
import { createTestAppWithMember } from "../testing/file-set-up";
import type { TestApp } from "../testing/test-app";
import { createRoundtable, join, notificationsOf, registerMembers, roundtableAs, type Member } from "../testing/roundtables";

let testApp: TestApp;
let organizer: Member;

beforeAll(async () => ({ testApp, member: organizer } = await createTestAppWithMember({ firstName: "Olive", lastName: "Organizer" })));
afterAll(() => testApp.close());

/** A full roundtable (organizer + one seated member, 2 seats) with `waiting` members in line, in order. */
async function fullWithLine(waiting: number, title = "A full table") {
  const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 2, title });
  const [seated] = await registerMembers(testApp, 1);
  await join(seated!, roundtable.id);
  const line: Member[] = [];
  for (const member of await registerMembers(testApp, waiting)) {
    expect((await join(member, roundtable.id)).waitlisted).toBe(true);
    line.push(member);
  }
  return { roundtable, seated: seated!, line };
}

/** Frees a seat without the automatic promotion, as a deleted account does. */
async function freeSeatOf(member: Member, roundtableId: number) {
  await testApp.database.db
    .delete(participations)
    .where(and(eq(participations.roundtableId, roundtableId), eq(participations.userId, member.user.id)));
}

const participantsOf = async (roundtableId: number) =>
  (await organizer.agent.get(`/api/roundtables/${roundtableId}/participants`)).body as RoundtableParticipant[];

describe("waitlistPosition", () => {
  it("when three members wait, then each sees their own place in the list, the details and their participations", async () => {
    const { roundtable, line } = await fullWithLine(3, "Three in line");
    for (const [index, member] of line.entries()) {
      expect((await roundtableAs(member, roundtable.id)).waitlistPosition).toBe(index + 1);
      const listed = ((await member.agent.get("/api/roundtables?query=three%20in%20line")).body as Roundtable[])[0];
      expect(listed).toMatchObject({ id: roundtable.id, isWaitlisted: true, waitlistPosition: index + 1 });
      const mine = ((await member.agent.get("/api/user/participations")).body as UserParticipation[]).find(
        (item) => item.roundtableId === roundtable.id,
      );
      expect(mine?.roundtable.waitlistPosition).toBe(index + 1);
    }
  });

  it("when a member is seated, organizes or is a stranger, then their waitlistPosition is null and nobody sees another's place", async () => {
    const { roundtable, seated, line } = await fullWithLine(2);
    const stranger = await registerMember(testApp);
    expect((await roundtableAs(organizer, roundtable.id)).waitlistPosition).toBeNull();
    expect((await roundtableAs(seated, roundtable.id)).waitlistPosition).toBeNull();
    expect((await roundtableAs(stranger, roundtable.id)).waitlistPosition).toBeNull();
    const secondSees = await roundtableAs(line[1]!, roundtable.id);
    expect(secondSees).toMatchObject({ waitlistPosition: 2, waitlistCount: 2 });
    expect(JSON.stringify(secondSees)).not.toContain(String(line[0]!.user.email));
  });

  it("when a member lists the participants, then they see who is seated and only themselves in line; the organizer sees the whole line in order", async () => {
    const { roundtable, seated, line } = await fullWithLine(3);
    const asSecond = (await line[1]!.agent.get(`/api/roundtables/${roundtable.id}/participants`)).body as RoundtableParticipant[];
    expect(asSecond.map((participant) => [participant.user.id, participant.status])).toEqual([
      [organizer.user.id, "joined"],
      [seated.user.id, "joined"],
      [line[1]!.user.id, "waitlisted"],
    ]);
    const stranger = await registerMember(testApp);
    const asStranger = (await stranger.agent.get(`/api/roundtables/${roundtable.id}/participants`)).body as RoundtableParticipant[];
    expect(asStranger.every((participant) => participant.status === "joined")).toBe(true);
    expect((await participantsOf(roundtable.id)).map((participant) => participant.user.id)).toEqual([
      organizer.user.id,
      seated.user.id,
      ...line.map((member) => member.user.id),
    ]);
  });

  it("when the first in line leaves the waitlist, then everyone behind moves up one place", async () => {
    const { roundtable, line } = await fullWithLine(3);
    await line[0]!.agent.post(`/api/roundtables/${roundtable.id}/leave`).expect(200);
    expect((await roundtableAs(line[1]!, roundtable.id)).waitlistPosition).toBe(1);
    expect((await roundtableAs(line[2]!, roundtable.id)).waitlistPosition).toBe(2);
  });

  it("when a seated member leaves, then the first in line is seated and the second becomes first", async () => {
    const { roundtable, seated, line } = await fullWithLine(2);
    await seated.agent.post(`/api/roundtables/${roundtable.id}/leave`).expect(200);
    expect(await roundtableAs(line[0]!, roundtable.id)).toMatchObject({ isJoined: true, waitlistPosition: null });
    expect((await roundtableAs(line[1]!, roundtable.id)).waitlistPosition).toBe(1);
  });
});

describe("POST /api/roundtables/:id/waitlist/promote", () => {
  it("when a seat is free and members wait, then the organizer seats the first in line, who is notified and mailed", async () => {
    const { roundtable, seated, line } = await fullWithLine(2, "Seat by hand");
    await freeSeatOf(seated, roundtable.id);

    const response = await organizer.agent.post(`/api/roundtables/${roundtable.id}/waitlist/promote`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: "joined", user: { id: line[0]!.user.id } });
    expect(await roundtableAs(line[0]!, roundtable.id)).toMatchObject({ isJoined: true, waitlistPosition: null, participantCount: 2 });
    expect((await roundtableAs(line[1]!, roundtable.id)).waitlistPosition).toBe(1);
    expect(await notificationsOf(testApp, line[0]!.user.id)).toEqual([
      expect.objectContaining({ kind: "waitlist_promoted", roundtableId: roundtable.id }),
    ]);
    expect(testApp.outbox.filter((mail) => mail.to === line[0]!.user.email)).toEqual([
      expect.objectContaining({ subject: 'You\'re in: "Seat by hand"' }),
    ]);
  });

  it("when no seat is free, then it answers 409 and the line stays as it was", async () => {
    const { roundtable, line } = await fullWithLine(1);
    const response = await organizer.agent.post(`/api/roundtables/${roundtable.id}/waitlist/promote`);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe("There is no free seat: raise max participants or remove a participant first");
    expect((await roundtableAs(line[0]!, roundtable.id)).waitlistPosition).toBe(1);
  });

  it("when a seat is free but nobody waits, then it answers 409 Nobody is on the waitlist", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 3 });
    const response = await organizer.agent.post(`/api/roundtables/${roundtable.id}/waitlist/promote`);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: "Nobody is on the waitlist", code: "nobody_to_seat" });
  });

  it("when someone other than the organizer asks, then it answers 403 and nobody moves; signed out 401; unknown 404", async () => {
    const { roundtable, seated, line } = await fullWithLine(1);
    await freeSeatOf(seated, roundtable.id);
    const refused = await line[0]!.agent.post(`/api/roundtables/${roundtable.id}/waitlist/promote`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only the organizer or a co-organizer can seat waitlisted members of this roundtable");
    expect((await testApp.agent().post(`/api/roundtables/${roundtable.id}/waitlist/promote`)).status).toBe(401);
    expect((await organizer.agent.post("/api/roundtables/999999/waitlist/promote")).status).toBe(404);
    expect((await organizer.agent.post("/api/roundtables/abc/waitlist/promote")).status).toBe(400);
    expect((await participantsOf(roundtable.id)).map((participant) => participant.status)).toEqual(["joined", "waitlisted"]);
  });

  it("when the organizer clicks twice at once for one free seat, then exactly one member is seated", async () => {
    const { roundtable, seated, line } = await fullWithLine(3);
    await freeSeatOf(seated, roundtable.id);
    const responses = await Promise.all([1, 2, 3].map(() => organizer.agent.post(`/api/roundtables/${roundtable.id}/waitlist/promote`)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    const statuses = (await participantsOf(roundtable.id)).map((participant) => [participant.user.id, participant.status]);
    expect(statuses).toEqual([
      [organizer.user.id, "joined"],
      [line[0]!.user.id, "joined"],
      [line[1]!.user.id, "waitlisted"],
      [line[2]!.user.id, "waitlisted"],
    ]);
  });
});
