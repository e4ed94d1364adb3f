import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { participations } from "@shared/schema";
import { chapterIds, registerApplicant, registerMember } from "../testing/factories";
import { createRoundtable, notificationsOf, type Member } from "../testing/roundtables";
import { createTestApp, type TestApp } from "../testing/test-app";

// An organizer's add must not reveal a member the directory hides from them (docs/security.md, "Privacy").
let testApp: TestApp;
let organizer: Member;
let chapterA: number;
let chapterB: number;

beforeAll(async () => {
  testApp = await createTestApp();
  [chapterA, chapterB] = (await chapterIds(testApp)) as [number, number];
  organizer = await registerMember(testApp, { chapterId: chapterA, userType: "advisor" });
});
afterAll(() => testApp.close());

const add = (roundtableId: number, userId: number) => organizer.agent.post(`/api/roundtables/${roundtableId}/participants/${userId}`);
const seatsAt = async (roundtableId: number) =>
  (await testApp.database.db.select().from(participations).where(eq(participations.roundtableId, roundtableId))).map((row) => row.userId);

describe("POST /api/roundtables/:id/participants/:userId for a member the organizer can't see", () => {
  it("when the member is hidden, chapter-only elsewhere or not yet a member, then it answers as for an unknown member and seats nobody", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Nobody hidden here" });
    const unknown = await add(roundtable.id, 2_000_000_000);
    expect(unknown.status).toBe(404);
    const unseen = [
      await registerMember(testApp, { chapterId: chapterB, directoryVisibility: "hidden", firstName: "Hidden", lastName: "Person" }),
      await registerMember(testApp, { chapterId: chapterA, directoryVisibility: "hidden" }),
      await registerMember(testApp, { chapterId: chapterB, directoryVisibility: "chapter" }),
      await registerApplicant(testApp, "pending", { chapterId: chapterB }),
    ];
    for (const member of unseen) {
      const refused = await add(roundtable.id, member.user.id);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual(unknown.body);
      expect(JSON.stringify(refused.body)).not.toContain(member.user.lastName);
      expect(await notificationsOf(testApp, member.user.id)).toEqual([]);
    }
    expect(await seatsAt(roundtable.id)).toEqual([organizer.user.id]);
  });

  it("when the member is chapter-only in the organizer's chapter, then the add seats them", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Our chapter only" });
    const neighbour = await registerMember(testApp, { chapterId: chapterA, directoryVisibility: "chapter" });
    expect((await add(roundtable.id, neighbour.user.id)).status).toBe(201);
    expect(await seatsAt(roundtable.id)).toContain(neighbour.user.id);
  });

  it("when someone else than the organizer adds a hidden member, then 403 comes first, as for anyone", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Still the organizer's" });
    const stranger = await registerMember(testApp, { chapterId: chapterA });
    const hidden = await registerMember(testApp, { chapterId: chapterA, directoryVisibility: "hidden" });
    const refused = await stranger.agent.post(`/api/roundtables/${roundtable.id}/participants/${hidden.user.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "Only the organizer or a co-organizer can add participants to this roundtable", code: "not_roundtable_manager" });
  });
});
