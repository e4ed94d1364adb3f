import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { participations } from "@shared/schema";
import type { Roundtable, UserParticipation } from "@shared/types";
import { chapterIds, registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import {
  createRoundtable,
  join,
  notificationsOf,
  roundtableAs,
  validEdit,
  validRoundtable,
  type Member,
} from "../testing/roundtables";

let testApp: TestApp;
let organizer: Member;
let other: Member;
let chapters: number[];

beforeAll(async () => {
  testApp = await createTestApp();
  chapters = await chapterIds(testApp);
  organizer = await registerMember(testApp, { firstName: "Olive", chapterId: chapters[0]! });
  other = await registerMember(testApp, { firstName: "Otto", chapterId: chapters[1]! });
});
afterAll(() => testApp.close());

const totalRoundtables = async () => Number((await organizer.agent.get("/api/roundtables")).headers["x-total-count"]);

const TAGS_REQUIRED = "Tags are required - please add at least one tag to help others discover your roundtable";

describe("POST /api/roundtables", () => {
  it("when the input is valid, then it is created with the organizer as its first joined participant", async () => {
    const response = await organizer.agent.post("/api/roundtables").send(validRoundtable);
    expect(response.status).toBe(201);
    const roundtable = response.body as Roundtable;
    expect(roundtable).toMatchObject({
      title: validRoundtable.title,
      description: validRoundtable.description,
      category: "Gothic Literature",
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
    expect(roundtable.chapters).toEqual([{ id: chapters[0], name: expect.any(String), color: expect.stringMatching(/^#[0-9a-f]{6}$/) }]);
    const rows = await testApp.database.db.select().from(participations).where(eq(participations.roundtableId, roundtable.id));
    expect(rows).toEqual([expect.objectContaining({ userId: organizer.user.id, status: "joined" })]);
    const mine = (await organizer.agent.get("/api/user/participations")).body as UserParticipation[];
    expect(mine.find((item) => item.roundtableId === roundtable.id)).toMatchObject({ status: "joined", roundtable: { isOrganizer: true } });
  });

  it("when target audience and max participants are left out, then they default to both and 5", async () => {
    const roundtable = await createRoundtable(organizer.agent, { targetAudience: undefined, maxParticipants: undefined });
    expect(roundtable).toMatchObject({ targetAudience: "both", maxParticipants: 5 });
  });

  it("when tags and text carry spaces, empties and repeats, then they are trimmed and deduplicated", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "  Spaced  ", tags: [" gothic ", "", "Gothic", "Poe", "  "] });
    expect(roundtable.title).toBe("Spaced");
    expect(roundtable.tags).toEqual(["gothic", "Poe"]);
  });

  it("when no category is given, then the keyword rule picks one from the tags and text", async () => {
    const pick = async (overrides: Record<string, unknown>) => (await createRoundtable(organizer.agent, overrides)).category;
    expect(await pick({ title: "Staging the tragedies", description: "A reading circle.", tags: ["Hamlet", "Macbeth"] })).toBe("Shakespeare & Drama");
    expect(await pick({ title: "Dystopia now", description: "Robots and us.", tags: ["future"] })).toBe("Science Fiction");
    expect(await pick({ title: "Open table", description: "Anything goes.", tags: ["misc"], category: "" })).toBe("Poetry & Creative Writing");
    expect(await pick({ title: "Open table", description: "Anything goes.", tags: ["misc"], category: null })).toBe("Poetry & Creative Writing");
  });

  it("when a category is chosen, then it is kept whatever the text says", async () => {
    expect((await createRoundtable(organizer.agent, { category: "Postcolonialism" })).category).toBe("Postcolonialism");
  });

  it("when the organizer is an advisor or a student, then they may create for any audience", async () => {
    const advisor = await registerMember(testApp, { userType: "advisor" });
    expect((await createRoundtable(advisor.agent, { targetAudience: "students" })).participantCount).toBe(1);
    expect((await createRoundtable(other.agent, { targetAudience: "advisors" })).isOrganizer).toBe(true);
  });

  it.each([
    ["title: ''", { title: "" }, "title", "Title is required"],
    ["title: '   '", { title: "   " }, "title", "Title is required"],
    ["no title", { title: undefined }, "title", "Title is required"],
    ["title: 101 characters", { title: "x".repeat(101) }, "title", "Title must be less than 100 characters"],
    ["description: ''", { description: "" }, "description", "Description is required"],
    ["no description", { description: undefined }, "description", "Description is required"],
    ["description: 1001 characters", { description: "x".repeat(1001) }, "description", "Description must be less than 1000 characters"],
    ["maxParticipants: 0", { maxParticipants: 0 }, "maxParticipants", "Minimum 1 participant"],
    ["maxParticipants: -3", { maxParticipants: -3 }, "maxParticipants", "Minimum 1 participant"],
    ["maxParticipants: 6", { maxParticipants: 6 }, "maxParticipants", "Maximum 5 participants"],
    ["maxParticipants: 1e300", { maxParticipants: 1e300 }, "maxParticipants", "Max participants must be a whole number"],
    ["maxParticipants: 2.5", { maxParticipants: 2.5 }, "maxParticipants", "Max participants must be a whole number"],
    ["maxParticipants: '5'", { maxParticipants: "5" }, "maxParticipants", "Max participants must be a number"],
    ["tags: []", { tags: [] }, "tags", TAGS_REQUIRED],
    ["tags: [' ', '']", { tags: [" ", ""] }, "tags", TAGS_REQUIRED],
    ["no tags", { tags: undefined }, "tags", TAGS_REQUIRED],
    ["tags: 'gothic, poe'", { tags: "gothic, poe" }, "tags", "Tags must be a list"],
    ["tags: [61 characters]", { tags: ["x".repeat(61)] }, "tags.0", "Each tag must be at most 60 characters"],
    ["category: 'Cooking'", { category: "Cooking" }, "category", "Choose one of the listed categories"],
    ["targetAudience: 'everyone'", { targetAudience: "everyone" }, "targetAudience", "Target audience must be both, advisors or students"],
  ])("when the body has %s, then it answers 400 with the field's message and creates nothing", async (_label, change, field, message) => {
    const before = await totalRoundtables();
    const response = await organizer.agent.post("/api/roundtables").send({ ...validRoundtable, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors[field]).toContain(message);
    expect(await totalRoundtables()).toBe(before);
  });

  it("when several fields are wrong, then each one gets its message", async () => {
    const response = await organizer.agent.post("/api/roundtables").send({ title: "", description: "", maxParticipants: 9, tags: [] });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      title: ["Title is required"],
      description: ["Description is required"],
      maxParticipants: ["Maximum 5 participants"],
      tags: [TAGS_REQUIRED],
    });
  });

  it.each([
    [{ organizerId: 1 }, "Unknown field: organizerId"],
    [{ participantCount: 0 }, "Unknown field: participantCount"],
    [{ scheduledDate: "2026-03-30T15:00:00Z" }, "Unknown field: scheduledDate"],
  ])("when the body has an unknown field %o, then it answers 400 %s", async (change, message) => {
    const response = await organizer.agent.post("/api/roundtables").send({ ...validRoundtable, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it("when the body is not a JSON object, then it answers 400", async () => {
    const malformed = await organizer.agent.post("/api/roundtables").set("Content-Type", "application/json").send("{ not json");
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("The request body is not valid JSON");
    const array = await organizer.agent.post("/api/roundtables").send([validRoundtable]);
    expect(array.status).toBe(400);
    expect(array.body.message).toBe("The request body must be a JSON object");
    const text = await organizer.agent.post("/api/roundtables").set("Content-Type", "text/plain").send("title=x");
    expect(text.status).toBe(400);
  });
});

describe("GET /api/roundtables/:id", () => {
  it("when the roundtable exists, then any member gets it", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Readable" });
    expect(await roundtableAs(other, roundtable.id)).toMatchObject({ id: roundtable.id, title: "Readable", isOrganizer: false, isJoined: false });
  });

  it("when it does not exist, then it answers 404 Roundtable not found", async () => {
    const response = await organizer.agent.get("/api/roundtables/999999");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: "Roundtable not found", code: "not_found" });
  });
});

describe("PUT /api/roundtables/:id", () => {
  it("when the organizer edits, then every field changes and the answer is the updated roundtable", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    const response = await organizer.agent.put(`/api/roundtables/${roundtable.id}`).send({
      title: "Renamed",
      description: "New words",
      category: "Feminist Criticism",
      targetAudience: "students",
      maxParticipants: 4,
      tags: ["Woolf", " a room "],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: roundtable.id,
      title: "Renamed",
      description: "New words",
      category: "Feminist Criticism",
      targetAudience: "students",
      maxParticipants: 4,
      tags: ["Woolf", "a room"],
      participantCount: 1,
      isOrganizer: true,
    });
    expect(await roundtableAs(other, roundtable.id)).toMatchObject({ title: "Renamed", maxParticipants: 4 });
  });

  it("when tags are left out, then the roundtable keeps no tags", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    const response = await organizer.agent.put(`/api/roundtables/${roundtable.id}`).send({ ...validEdit, tags: undefined });
    expect(response.status).toBe(200);
    expect(response.body.tags).toEqual([]);
  });

  it("when the organizer edits, then joined and waitlisted members are notified, the organizer is not", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 2 });
    const waiting = await registerMember(testApp);
    await join(other, roundtable.id);
    expect(await join(waiting, roundtable.id)).toEqual({ joined: false, waitlisted: true });
    const organizerBefore = (await notificationsOf(testApp, organizer.user.id)).length;

    await organizer.agent.put(`/api/roundtables/${roundtable.id}`).send({ ...validEdit, maxParticipants: 2, title: "Edited title" }).expect(200);
    for (const member of [other, waiting]) {
      const edited = (await notificationsOf(testApp, member.user.id)).filter((row) => row.kind === "roundtable_edited");
      expect(edited).toEqual([expect.objectContaining({ roundtableId: roundtable.id, message: expect.stringContaining("Edited title") })]);
    }
    expect((await notificationsOf(testApp, organizer.user.id)).length).toBe(organizerBefore);
  });

  it.each([
    ["title: ''", { title: "" }, "Title is required"],
    ["title: 101 characters", { title: "x".repeat(101) }, "Title must be less than 100 characters"],
    ["description: ''", { description: "" }, "Description is required"],
    ["description: 1001 characters", { description: "x".repeat(1001) }, "Description must be less than 1000 characters"],
    ["no category", { category: undefined }, "Category is required"],
    ["category: ''", { category: "" }, "Category is required"],
    ["category: 'Cooking'", { category: "Cooking" }, "Category is required"],
    ["targetAudience: 'faculty'", { targetAudience: "faculty" }, "Target audience must be both, advisors or students"],
    ["maxParticipants: 0", { maxParticipants: 0 }, "Minimum 1 participant"],
    ["maxParticipants: 6", { maxParticipants: 6 }, "Maximum 5 participants"],
    ["no maxParticipants", { maxParticipants: undefined }, "Max participants must be a number"],
    ["tags: 'a, b'", { tags: "a, b" }, "Tags must be a list"],
    ["organizerId: 2", { organizerId: 2 }, "Unknown field: organizerId"],
  ])("when the edit has %s, then it answers 400 %s and nothing changes", async (_label, change, message) => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Unchanged" });
    const response = await organizer.agent.put(`/api/roundtables/${roundtable.id}`).send({ ...validEdit, title: "Changed", ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await roundtableAs(organizer, roundtable.id)).title).toBe("Unchanged");
  });

  it("when someone other than the organizer edits, then it answers 403 and nothing changes", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    await join(other, roundtable.id);
    const edit = await other.agent.put(`/api/roundtables/${roundtable.id}`).send({ ...validEdit, title: "Mine now" });
    expect(edit.status).toBe(403);
    expect(edit.body).toEqual({ message: "Only the organizer or a co-organizer can edit this roundtable", code: "not_roundtable_manager" });
    expect((await roundtableAs(organizer, roundtable.id)).title).toBe(validRoundtable.title);
  });

  it("when max participants would drop below the joined count, then it answers 409 and nothing changes", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    await join(other, roundtable.id);
    const response = await organizer.agent.put(`/api/roundtables/${roundtable.id}`).send({ ...validEdit, title: "Lowered", maxParticipants: 1 });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      "Max participants can't be lower than the 2 members who have already joined. Remove participants first.",
    );
    expect(await roundtableAs(organizer, roundtable.id)).toMatchObject({ title: validRoundtable.title, maxParticipants: 5 });
  });

  it("when max participants drops to exactly the joined count, then it is accepted and the roundtable is full", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    await join(other, roundtable.id);
    const response = await organizer.agent.put(`/api/roundtables/${roundtable.id}`).send({ ...validEdit, maxParticipants: 2 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ maxParticipants: 2, participantCount: 2 });
  });
});

describe("DELETE /api/roundtables/:id", () => {
  it("when the organizer deletes, then the roundtable and its participations are gone and participants are told", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Short-lived", maxParticipants: 2 });
    const waiting = await registerMember(testApp);
    await join(other, roundtable.id);
    await join(waiting, roundtable.id);
    const organizerBefore = (await notificationsOf(testApp, organizer.user.id)).length;

    const response = await organizer.agent.delete(`/api/roundtables/${roundtable.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: "Roundtable deleted" });
    expect((await organizer.agent.get(`/api/roundtables/${roundtable.id}`)).status).toBe(404);
    expect(await testApp.database.db.select().from(participations).where(eq(participations.roundtableId, roundtable.id))).toEqual([]);
    const mine = (await other.agent.get("/api/user/participations")).body as UserParticipation[];
    expect(mine.map((item) => item.roundtableId)).not.toContain(roundtable.id);
    for (const member of [other, waiting]) {
      const deleted = (await notificationsOf(testApp, member.user.id)).filter((row) => row.kind === "roundtable_deleted");
      expect(deleted).toEqual([expect.objectContaining({ roundtableId: null, message: expect.stringContaining("Short-lived") })]);
    }
    expect((await notificationsOf(testApp, organizer.user.id)).length).toBe(organizerBefore);
  });

  it("when earlier notifications pointed at the deleted roundtable, then they stay, without the link", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    await join(other, roundtable.id);
    await organizer.agent.delete(`/api/roundtables/${roundtable.id}`).expect(200);
    const joined = (await notificationsOf(testApp, organizer.user.id)).filter((row) => row.kind === "participant_joined");
    expect(joined.at(-1)).toMatchObject({ roundtableId: null });
  });

  it("when someone other than the organizer deletes, then it answers 403 and the roundtable stays", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    await join(other, roundtable.id);
    const response = await other.agent.delete(`/api/roundtables/${roundtable.id}`);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: "Only the organizer can delete this roundtable", code: "not_organizer" });
    expect((await organizer.agent.get(`/api/roundtables/${roundtable.id}`)).status).toBe(200);
  });

  it("when the roundtable is already gone, then deleting it again answers 404", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    await organizer.agent.delete(`/api/roundtables/${roundtable.id}`).expect(200);
    const again = await organizer.agent.delete(`/api/roundtables/${roundtable.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: "Roundtable not found", code: "not_found" });
  });
});
