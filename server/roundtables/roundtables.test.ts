import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Roundtable } from "@shared/types";
import { chapterIds, registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createRoundtable, validRoundtable } from "./roundtable-test-helpers";

let testApp: TestApp;
let organizer: Awaited<ReturnType<typeof registerMember>>;
let other: Awaited<ReturnType<typeof registerMember>>;
let chapters: number[];

beforeAll(async () => {
  testApp = await createTestApp();
  chapters = await chapterIds(testApp);
  organizer = await registerMember(testApp, { firstName: "Olive", chapterId: chapters[0]! });
  other = await registerMember(testApp, { firstName: "Otto", chapterId: chapters[1]! });
});
afterAll(() => testApp.close());

describe("creating a roundtable", () => {
  it("when the input is valid, then it is created with the organizer as its first joined participant", async () => {
    const response = await organizer.agent.post("/api/roundtables").send(validRoundtable);
    expect(response.status).toBe(201);
    const roundtable = response.body as Roundtable;
    expect(roundtable).toMatchObject({
      title: validRoundtable.title,
      targetAudience: "both",
      maxParticipants: 5,
      tags: ["gothic", "Poe"],
      organizerId: organizer.user.id,
      participantCount: 1,
      waitlistCount: 0,
      chapterCount: 1,
      isOrganizer: true,
      isJoined: true,
      isWaitlisted: false,
      scheduledDate: null,
    });
    expect(roundtable.organizer).toMatchObject({ firstName: "Olive", chapterId: chapters[0] });
    expect(roundtable.chapters).toHaveLength(1);
    expect(roundtable.chapters[0]!.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("when no category is given, then the keyword rule picks one from the tags and text", async () => {
    expect((await createRoundtable(organizer.agent, { tags: ["Hamlet", "stage"] })).category).toBe("Shakespeare & Drama");
    expect((await createRoundtable(organizer.agent, { title: "Dystopia now", description: "Robots and us.", tags: ["future"] })).category).toBe("Science Fiction");
    expect((await createRoundtable(organizer.agent, { title: "Open table", description: "Anything goes.", tags: ["misc"] })).category).toBe("Poetry & Creative Writing");
    expect((await createRoundtable(organizer.agent, { category: "Postcolonialism" })).category).toBe("Postcolonialism");
  });

  it.each([
    [{ title: "" }, "Title is required"],
    [{ title: "x".repeat(101) }, "Title must be less than 100 characters"],
    [{ description: "" }, "Description is required"],
    [{ description: "x".repeat(1001) }, "Description must be less than 1000 characters"],
    [{ maxParticipants: 0 }, "Minimum 1 participant"],
    [{ maxParticipants: 6 }, "Maximum 5 participants"],
    [{ tags: [] }, "Tags are required - please add at least one tag to help others discover your roundtable"],
    [{ tags: [" ", ""] }, "Tags are required - please add at least one tag to help others discover your roundtable"],
    [{ category: "Cooking" }, "Choose one of the listed categories"],
    [{ targetAudience: "everyone" }, "Target audience must be both, advisors or students"],
    [{ organizerId: 1 }, "Unknown field: organizerId"],
  ])("when the body has %o, then it answers 400 with %s", async (change, message) => {
    const before = (await organizer.agent.get("/api/roundtables")).headers["x-total-count"];
    const response = await organizer.agent.post("/api/roundtables").send({ ...validRoundtable, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await organizer.agent.get("/api/roundtables")).headers["x-total-count"]).toBe(before);
  });

  it("when signed out, then it answers 401", async () => {
    expect((await testApp.agent().post("/api/roundtables").send(validRoundtable)).status).toBe(401);
    expect((await testApp.agent().get("/api/roundtables")).status).toBe(401);
    expect((await testApp.agent().get("/api/user/participations")).status).toBe(401);
  });
});

describe("editing and deleting", () => {
  it("when the organizer edits, then the fields change and participants are notified", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    await other.agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    const response = await organizer.agent.put(`/api/roundtables/${roundtable.id}`).send({
      title: "Renamed",
      description: "New words",
      category: "Gothic Literature",
      targetAudience: "both",
      maxParticipants: 4,
      tags: ["a", "b"],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: "Renamed", maxParticipants: 4, tags: ["a", "b"], participantCount: 2 });
    const feed = await other.agent.get("/api/notifications");
    expect(feed.body.items.map((item: { kind: string }) => item.kind)).toContain("roundtable_edited");
  });

  it("when someone else edits or deletes, then it answers 403 and nothing changes", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    const edit = await other.agent.put(`/api/roundtables/${roundtable.id}`).send({ ...validRoundtable, category: "Gothic Literature", title: "Mine now" });
    expect(edit.status).toBe(403);
    expect((await other.agent.delete(`/api/roundtables/${roundtable.id}`)).status).toBe(403);
    expect((await organizer.agent.get(`/api/roundtables/${roundtable.id}`)).body.title).toBe(validRoundtable.title);
  });

  it("when the edit lacks a category, then it answers 400 Category is required", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    const response = await organizer.agent.put(`/api/roundtables/${roundtable.id}`).send(validRoundtable);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Category is required");
  });

  it("when max participants would drop below the joined count, then it answers 409", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    await other.agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    const response = await organizer.agent
      .put(`/api/roundtables/${roundtable.id}`)
      .send({ ...validRoundtable, category: "Gothic Literature", maxParticipants: 1 });
    expect(response.status).toBe(409);
    expect(response.body.message).toContain("can't be lower");
  });

  it("when the organizer deletes, then the roundtable and its participations are gone and participants are told", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Short-lived" });
    await other.agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    expect((await organizer.agent.delete(`/api/roundtables/${roundtable.id}`)).status).toBe(200);
    expect((await organizer.agent.get(`/api/roundtables/${roundtable.id}`)).status).toBe(404);
    const mine = await other.agent.get("/api/user/participations");
    expect(mine.body.map((item: { roundtableId: number }) => item.roundtableId)).not.toContain(roundtable.id);
    const feed = await other.agent.get("/api/notifications");
    expect(feed.body.items.some((item: { message: string }) => item.message.includes("Short-lived"))).toBe(true);
  });

  it.each(["abc", "0", "-4", "99999999999", "1.5"])("when the id is %s, then it answers 400 or 404, never 500", async (id) => {
    const response = await organizer.agent.get(`/api/roundtables/${id}`);
    expect([400, 404]).toContain(response.status);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it("when the roundtable does not exist, then every action answers 404", async () => {
    expect((await organizer.agent.get("/api/roundtables/999999")).status).toBe(404);
    expect((await organizer.agent.delete("/api/roundtables/999999")).status).toBe(404);
    expect((await organizer.agent.post("/api/roundtables/999999/join")).status).toBe(404);
    expect((await organizer.agent.post("/api/roundtables/999999/leave")).status).toBe(404);
    expect((await organizer.agent.get("/api/roundtables/999999/participants")).status).toBe(404);
  });
});
