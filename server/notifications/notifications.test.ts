import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRoundtable } from "../roundtables/roundtable-test-helpers";
import { registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("notifications", () => {
  it("when members join, then the organizer's bell counts them, and reading one or all clears the count", async () => {
    const organizer = await registerMember(testApp);
    const roundtable = await createRoundtable(organizer.agent);
    for (let index = 0; index < 3; index += 1) {
      const member = await registerMember(testApp);
      await member.agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    }
    const feed = await organizer.agent.get("/api/notifications");
    expect(feed.status).toBe(200);
    expect(feed.body.unreadCount).toBe(3);
    expect(feed.body.items).toHaveLength(3);
    expect(feed.body.items[0]).toMatchObject({ kind: "participant_joined", readAt: null, roundtableId: roundtable.id });

    const first = feed.body.items[0].id as number;
    expect((await organizer.agent.post(`/api/notifications/${first}/read`)).body).toEqual({ marked: 1 });
    expect((await organizer.agent.get("/api/notifications")).body.unreadCount).toBe(2);
    expect((await organizer.agent.post("/api/notifications/read-all")).body).toEqual({ marked: 2 });
    expect((await organizer.agent.get("/api/notifications")).body.unreadCount).toBe(0);
  });

  it("when someone else's notification is marked, then nothing changes; bad ids are 400; signed out is 401", async () => {
    const organizer = await registerMember(testApp);
    const roundtable = await createRoundtable(organizer.agent);
    const member = await registerMember(testApp);
    await member.agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    const [item] = (await organizer.agent.get("/api/notifications")).body.items;
    expect((await member.agent.post(`/api/notifications/${item.id}/read`)).body).toEqual({ marked: 0 });
    expect((await organizer.agent.get("/api/notifications")).body.unreadCount).toBe(1);
    expect((await member.agent.post("/api/notifications/abc/read")).status).toBe(400);
    expect((await testApp.agent().get("/api/notifications")).status).toBe(401);
  });
});
