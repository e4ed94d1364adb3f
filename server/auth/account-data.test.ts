import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PASSWORD, registerMember } from "../testing/factories";
import { createRoundtable, join, notificationsOf } from "../testing/roundtables";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const count = async (query: ReturnType<typeof sql>) => (await testApp.database.db.execute<{ n: number }>(query)).rows[0]!.n;

describe("GET /api/auth/user/export", () => {
  it("when a member downloads their data, then it is a JSON attachment of their account, roundtables, seats, notifications and messages", async () => {
    const me = await registerMember(testApp, { firstName: "Ella", lastName: "Export", interests: ["Poetry"] });
    const other = await registerMember(testApp, { firstName: "Otto", lastName: "Other" });
    const mine = await createRoundtable(me.agent, { title: "Ella's table" });
    const theirs = await createRoundtable(other.agent, { title: "Otto's table" });
    await join(me, theirs.id);
    await join(other, mine.id);
    await me.agent.post(`/api/users/${other.user.id}/message`).send({ subject: "Hi", body: "Hello Otto" }).expect(202);
    const response = await me.agent.get("/api/auth/user/export");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["content-disposition"]).toBe('attachment; filename="english-convention-my-data.json"');
    const data = response.body;
    expect(data.account).toMatchObject({ id: me.user.id, email: me.user.email, firstName: "Ella", interests: ["Poetry"], directoryVisibility: "members", shareEmail: true, acceptMessages: true });
    expect(data.account).not.toHaveProperty("passwordHash");
    expect(response.text).not.toMatch(/\$2[aby]\$/);
    expect(data.roundtablesOrganized.map((row: { title: string; convention: string }) => [row.title, row.convention])).toEqual([
      ["Ella's table", "2026 International English Convention"],
    ]);
    expect(data.participations.map((row: { title: string; status: string }) => [row.title, row.status])).toEqual(
      expect.arrayContaining([["Otto's table", "joined"]]),
    );
    // Each seat names its convention: the export is the member's history, year after year.
    expect(data.participations.every((row: { convention: string }) => row.convention === "2026 International English Convention")).toBe(true);
    expect(data.notifications.some((row: { message: string }) => row.message.includes("Otto Other"))).toBe(true);
    expect(data.messagesSent).toMatchObject([{ recipientId: other.user.id, recipientName: "Otto Other" }]);
    expect(JSON.stringify(data.messagesSent)).not.toContain("Hello Otto");
    expect(data.calendarFeed).toEqual({ exists: false });
    expect(data.auditEntries).toEqual([]);
  });

  it("when a member was written to, is signed in and is on the roster, then the export lists who wrote when, their devices and their roster entry", async () => {
    const me = await registerMember(testApp, { firstName: "Rhea", lastName: "Received" });
    const writer = await registerMember(testApp, { firstName: "Wes", lastName: "Writer" });
    await writer.agent.post(`/api/users/${me.user.id}/message`).send({ subject: "Hi", body: "A secret plan" }).expect(202);
    await testApp.database.db.execute(
      sql`insert into roster_entries (email, chapter_id, user_type) values (${me.user.email.toUpperCase()}, ${me.user.chapterId}, 'advisor')`,
    );
    const data = (await me.agent.get("/api/auth/user/export").set("User-Agent", "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0")).body;
    expect(data.messagesReceived).toMatchObject([{ senderId: writer.user.id, senderName: "Wes Writer" }]);
    expect(Number.isNaN(Date.parse(data.messagesReceived[0].sentAt))).toBe(false);
    expect(JSON.stringify(data.messagesReceived)).not.toContain("A secret plan");
    expect(data.signedInDevices).toHaveLength(1);
    expect(data.signedInDevices[0]).toMatchObject({ current: true });
    expect(data.rosterEntry).toMatchObject({ chapterId: me.user.chapterId, userType: "advisor" });
  });

  it("when a member was invited to co-organize, checked in at a table and had an event cancelled, then the export holds all three", async () => {
    const me = await registerMember(testApp, { firstName: "Cora", lastName: "Coorg" });
    const other = await registerMember(testApp, { firstName: "Orin", lastName: "Owner" });
    const theirs = await createRoundtable(other.agent, { title: "Orin's table" });
    await join(me, theirs.id);
    const { db } = testApp.database;
    await db.execute(sql`insert into roundtable_co_organizers (roundtable_id, user_id, status) values (${theirs.id}, ${me.user.id}, 'pending')`);
    await db.execute(sql`update participations set checked_in_at = now(), walk_in = true where roundtable_id = ${theirs.id} and user_id = ${me.user.id}`);
    await db.execute(sql`
      insert into calendar_cancellations (user_id, roundtable_id, convention_id, title, starts_at, ends_at, room_name, session_name, sequence)
      select ${me.user.id}, 999999, id, 'A table taken off', now(), now() + interval '1 hour', 'Salon A', 'Monday Morning', 2 from conventions where is_current`);
    const data = (await me.agent.get("/api/auth/user/export")).body;
    expect(data.coOrganizing).toMatchObject([{ roundtableId: theirs.id, title: "Orin's table", status: "pending", answeredAt: null }]);
    expect(data.participations).toMatchObject([{ roundtableId: theirs.id, walkIn: true, doorHeldUntil: null }]);
    expect(Number.isNaN(Date.parse(data.participations[0].checkedInAt))).toBe(false);
    expect(data.calendarCancellations).toMatchObject([{ roundtableId: 999999, title: "A table taken off", room: "Salon A", session: "Monday Morning" }]);
    // The other member's export holds none of it.
    const theirData = (await other.agent.get("/api/auth/user/export")).body;
    expect(theirData.coOrganizing).toEqual([]);
    expect(theirData.calendarCancellations).toEqual([]);
  });

  it("when a staff member downloads their data, then their acts on other members show only action, time and member id", async () => {
    const staffer = await registerMember(testApp, { firstName: "Stella", lastName: "Staff" });
    const other = await registerMember(testApp);
    await testApp.database.db.execute(sql`update users set is_staff = true where id = ${staffer.user.id}`);
    await testApp.database.db.execute(
      sql`insert into audit_log (actor_id, action, member_id, note, details) values (${staffer.user.id}, 'suspend', ${other.user.id}, 'Harassed two members at the fall meeting', '{"reason":"private"}'::jsonb)`,
    );
    const response = await staffer.agent.get("/api/auth/user/export");
    expect(response.text).not.toContain("Harassed");
    expect(response.text).not.toContain("private");
    expect(response.body.auditEntries).toEqual([]);
    expect(response.body.staffActs).toEqual([{ action: "suspend", memberId: other.user.id, createdAt: expect.any(String) }]);
  });
});

describe("DELETE /api/auth/user", () => {
  it("when the password is wrong, then it answers 400 and nothing changes", async () => {
    const me = await registerMember(testApp);
    const response = await me.agent.delete("/api/auth/user").send({ password: "not my password" });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Password is incorrect");
    expect((await me.agent.get("/api/auth/user")).status).toBe(200);
  });

  it("when an organizer deletes their account, then a roundtable passes to its earliest seated participant, else to the first in line who takes the seat, and only one nobody else sits at or waits for is deleted", async () => {
    const organizer = await registerMember(testApp, { firstName: "Olga", lastName: "Organizer" });
    const first = await registerMember(testApp, { firstName: "Fay", lastName: "First" });
    const second = await registerMember(testApp, { firstName: "Sid", lastName: "Second" });
    const elsewhere = await registerMember(testApp, { firstName: "Eli", lastName: "Else" });
    const passed = await createRoundtable(organizer.agent, { title: "Passed on", maxParticipants: 3 });
    await join(first, passed.id);
    await join(second, passed.id);
    const waiter = await registerMember(testApp, { firstName: "Walt", lastName: "Waiter" });
    await join(waiter, passed.id);
    const empty = await createRoundtable(organizer.agent, { title: "Nobody here", maxParticipants: 2 });
    const lonely = await registerMember(testApp);
    await join(lonely, empty.id);
    await testApp.database.db.execute(sql`update participations set status = 'waitlisted' where roundtable_id = ${empty.id} and user_id = ${lonely.user.id}`);
    const deserted = await createRoundtable(organizer.agent, { title: "Nobody at all" });
    const theirs = await createRoundtable(elsewhere.agent, { title: "Elsewhere", maxParticipants: 2 });
    await join(organizer, theirs.id);
    await testApp.database.db.execute(sql`insert into audit_log (actor_id, action, member_id) values (null, 'test', ${organizer.user.id})`);
    const secondSession = testApp.agent();
    await secondSession.post("/api/auth/login").send({ email: organizer.user.email, password: DEFAULT_PASSWORD }).expect(200);
    const sent = testApp.outbox.length;

    const response = await organizer.agent.delete("/api/auth/user").send({ password: DEFAULT_PASSWORD });
    expect(response.status).toBe(204);

    expect((await organizer.agent.get("/api/auth/user")).status).toBe(401);
    expect((await secondSession.get("/api/auth/user")).status).toBe(401);
    const handed = await first.agent.get(`/api/roundtables/${passed.id}`);
    expect(handed.body).toMatchObject({ organizerId: first.user.id, isOrganizer: true, participantCount: 3 });
    expect((await waiter.agent.get(`/api/roundtables/${passed.id}`)).body).toMatchObject({ isJoined: true });
    expect((await notificationsOf(testApp, first.user.id)).map((row) => row.kind)).toContain("roundtable_handed_over");
    // Alone with someone waiting: the first in line takes the seat and the roundtable, told by bell and e-mail.
    expect((await lonely.agent.get(`/api/roundtables/${empty.id}`)).body).toMatchObject({ organizerId: lonely.user.id, isOrganizer: true, isJoined: true, participantCount: 1, waitlistCount: 0 });
    expect((await notificationsOf(testApp, lonely.user.id)).map((row) => row.kind)).toContain("roundtable_handed_over");
    await expect.poll(() => testApp.outbox.slice(sent).filter((message) => message.to === lonely.user.email).length).toBe(1);
    expect(await count(sql`select count(*)::int as n from roundtables where id = ${deserted.id}`)).toBe(0);
    expect((await elsewhere.agent.get(`/api/roundtables/${theirs.id}`)).body).toMatchObject({ participantCount: 1 });
    await expect.poll(() => testApp.outbox.slice(sent).map((message) => message.to)).toEqual(expect.arrayContaining([first.user.email]));
    const id = organizer.user.id;
    expect(await count(sql`select count(*)::int as n from users where id = ${id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from notifications where user_id = ${id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from audit_log where member_id = ${id}`)).toBe(1);
    const again = await testApp.agent().post("/api/auth/register").send({
      firstName: "Olga", lastName: "Again", email: organizer.user.email, password: DEFAULT_PASSWORD, userType: "student", chapterId: organizer.user.chapterId,
    });
    expect(again.status).toBe(201);
  });

  it("when the last staff member deletes their account, then it answers 409", async () => {
    await testApp.database.db.execute(sql`update users set is_staff = false`);
    const staff = await registerMember(testApp);
    await testApp.database.db.execute(sql`update users set is_staff = true where id = ${staff.user.id}`);
    const response = await staff.agent.delete("/api/auth/user").send({ password: DEFAULT_PASSWORD });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe("You are the last staff member. Make another member staff before deleting your account.");
    const another = await registerMember(testApp);
    await testApp.database.db.execute(sql`update users set is_staff = true where id = ${another.user.id}`);
    expect((await staff.agent.delete("/api/auth/user").send({ password: DEFAULT_PASSWORD })).status).toBe(204);
  });

  it("when a member joins one of the organizer's roundtables while they delete their account, then both end consistently", async () => {
    const organizer = await registerMember(testApp);
    const seated = await registerMember(testApp);
    const joiner = await registerMember(testApp);
    const table = await createRoundtable(organizer.agent, { maxParticipants: 3 });
    await join(seated, table.id);
    const [deleted, joined] = await Promise.all([
      organizer.agent.delete("/api/auth/user").send({ password: DEFAULT_PASSWORD }),
      joiner.agent.post(`/api/roundtables/${table.id}/join`),
    ]);
    expect(deleted.status).toBe(204);
    expect(joined.status).toBeLessThan(500);
    const after = await seated.agent.get(`/api/roundtables/${table.id}`);
    expect(after.body).toMatchObject({ organizerId: seated.user.id });
    const rows = await testApp.database.db.execute<{ user_id: number }>(sql`select user_id from participations where roundtable_id = ${table.id} order by user_id`);
    expect(rows.rows.map((row) => row.user_id)).toEqual(joined.status === 200 ? [seated.user.id, joiner.user.id] : [seated.user.id]);
    expect(after.body.participantCount).toBe(rows.rows.length);
  });
});
