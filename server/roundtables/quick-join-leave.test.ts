import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRoundtable, notificationsOf, registerMembers, type Member } from "../testing/roundtables";
import { createTestAppWithMember } from "../testing/file-set-up";
import type { TestApp } from "../testing/test-app";

let testApp: TestApp;
let organizer: Member;

beforeAll(async () => ({ testApp, member: organizer } = await createTestAppWithMember({ firstName: "Olive", lastName: "Organizer" })));
afterAll(() => testApp.close());

const joinOf = (member: Member, id: number) => member.agent.post(`/api/roundtables/${id}/join`).expect(200);
const leaveOf = (member: Member, id: number) => member.agent.post(`/api/roundtables/${id}/leave`).expect(200);
const aboutTable = async (id: number) => (await notificationsOf(testApp, organizer.user.id)).filter((row) => row.roundtableId === id);

describe("a member going in and out of a roundtable within minutes", () => {
  it("when a member joins and leaves 20 times, then the organizer has at most one notice about it", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 3 });
    const [member] = await registerMembers(testApp, 1);
    for (let cycle = 0; cycle < 20; cycle += 1) {
      await joinOf(member!, roundtable.id);
      await leaveOf(member!, roundtable.id);
    }
    // Joined then left is no news.
    expect(await aboutTable(roundtable.id)).toEqual([]);
    await joinOf(member!, roundtable.id);
    expect((await aboutTable(roundtable.id)).map((row) => row.kind)).toEqual(["participant_joined"]);
  });

  it("when a seated member leaves and comes back, then the join replaces the unread leave; another member's notices stay", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 3 });
    const [member, other] = await registerMembers(testApp, 2);
    await joinOf(member!, roundtable.id);
    await joinOf(other!, roundtable.id);
    await organizer.agent.post("/api/notifications/read-all").expect(200);
    for (let cycle = 0; cycle < 5; cycle += 1) {
      await leaveOf(member!, roundtable.id);
      await joinOf(member!, roundtable.id);
    }
    await leaveOf(other!, roundtable.id);
    const unread = (await aboutTable(roundtable.id)).filter((row) => row.readAt === null);
    expect(unread.map((row) => [row.kind, row.message])).toEqual([
      ["participant_joined", `${member!.user.firstName} ${member!.user.lastName} joined "${roundtable.title}".`],
      ["participant_left", `${other!.user.firstName} ${other!.user.lastName} left "${roundtable.title}".`],
    ]);
  });

  it("when the organizer read the join, or it is older than ten minutes, then the leave is news of its own", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 3 });
    const [reader, slow] = await registerMembers(testApp, 2);
    await joinOf(reader!, roundtable.id);
    await organizer.agent.post("/api/notifications/read-all").expect(200);
    await leaveOf(reader!, roundtable.id);
    await joinOf(slow!, roundtable.id);
    await testApp.database.pool.query(
      "update notifications set created_at = now() - interval '11 minutes' where user_id = $1 and actor_id = $2",
      [organizer.user.id, slow!.user.id],
    );
    await leaveOf(slow!, roundtable.id);
    expect((await aboutTable(roundtable.id)).map((row) => [row.actorId, row.kind])).toEqual([
      [reader!.user.id, "participant_joined"],
      [reader!.user.id, "participant_left"],
      [slow!.user.id, "participant_joined"],
      [slow!.user.id, "participant_left"],
    ]);
  });
});

describe("the organizer adding and removing a member within minutes", () => {
  const addOf = (member: Member, id: number) => organizer.agent.post(`/api/roundtables/${id}/participants/${member.user.id}`).expect(201);
  const removeOf = (member: Member, id: number) => organizer.agent.delete(`/api/roundtables/${id}/participants/${member.user.id}`).expect(200);
  const bellOf = async (member: Member, id: number) => (await notificationsOf(testApp, member.user.id)).filter((row) => row.roundtableId === id);

  it("when the organizer adds then removes a member 20 times, then the member's bell has nothing about it", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 3 });
    const [member] = await registerMembers(testApp, 1);
    for (let cycle = 0; cycle < 20; cycle += 1) {
      await addOf(member!, roundtable.id);
      await removeOf(member!, roundtable.id);
    }
    // Added then removed is no news: the unread "added you" goes, and no "removed you" is written.
    expect(await bellOf(member!, roundtable.id)).toEqual([]);
    await addOf(member!, roundtable.id);
    expect((await bellOf(member!, roundtable.id)).map((row) => row.kind)).toEqual(["added_to_roundtable"]);
  });

  it("when the member removed is added back, then the add replaces the unread removal", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 3 });
    const [member] = await registerMembers(testApp, 1);
    await joinOf(member!, roundtable.id);
    await removeOf(member!, roundtable.id);
    await addOf(member!, roundtable.id);
    expect((await bellOf(member!, roundtable.id)).map((row) => [row.kind, row.readAt])).toEqual([["added_to_roundtable", null]]);
  });

  it("when the member read the add, or it is older than ten minutes, then the removal is news of its own", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 3 });
    const [reader, slow] = await registerMembers(testApp, 2);
    await addOf(reader!, roundtable.id);
    await reader!.agent.post("/api/notifications/read-all").expect(200);
    await removeOf(reader!, roundtable.id);
    await addOf(slow!, roundtable.id);
    await testApp.database.pool.query("update notifications set created_at = now() - interval '11 minutes' where user_id = $1", [slow!.user.id]);
    await removeOf(slow!, roundtable.id);
    for (const member of [reader!, slow!]) {
      expect((await bellOf(member, roundtable.id)).map((row) => row.kind)).toEqual(["added_to_roundtable", "removed_from_roundtable"]);
    }
  });
});
