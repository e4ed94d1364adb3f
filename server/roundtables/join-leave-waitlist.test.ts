import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { participations } from "@shared/schema";
import type { RoundtableParticipant } from "@shared/types";
import { registerMember } from "../testing/factories";
import { statementsOf } from "../testing/statements";
import { createTestApp, type TestApp } from "../testing/test-app";
import {
  createRoundtable,
  join,
  notificationsOf,
  registerMembers,
  roundtableAs,
  validEdit,
  type Member,
} from "../testing/roundtables";

let testApp: TestApp;
let organizer: Member;

beforeAll(async () => {
  testApp = await createTestApp();
  organizer = await registerMember(testApp, { firstName: "Olive", lastName: "Organizer", userType: "advisor" });
});
afterAll(() => testApp.close());

const statusesOf = async (roundtableId: number) =>
  ((await organizer.agent.get(`/api/roundtables/${roundtableId}/participants`)).body as RoundtableParticipant[]).map(
    (participant) => [participant.user.id, participant.status],
  );

describe("POST /api/roundtables/:id/join", () => {
  it("when there is a seat, then the member joins and the organizer is notified", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 3, title: "Seats left" });
    const member = await registerMember(testApp, { firstName: "Jo", lastName: "Joiner" });
    const response = await member.agent.post(`/api/roundtables/${roundtable.id}/join`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ joined: true, waitlisted: false });
    expect(await roundtableAs(member, roundtable.id)).toMatchObject({ participantCount: 2, waitlistCount: 0, isJoined: true, isWaitlisted: false, isOrganizer: false });
    expect((await notificationsOf(testApp, organizer.user.id)).at(-1)).toMatchObject({
      kind: "participant_joined",
      roundtableId: roundtable.id,
      message: 'Jo Joiner joined "Seats left".',
    });
  });

  it("when the roundtable is full, then the member is waitlisted, not counted, and the organizer hears of it", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 2, title: "Two seats" });
    const [first, second] = await registerMembers(testApp, 2);
    expect(await join(first!, roundtable.id)).toEqual({ joined: true, waitlisted: false });
    const response = await second!.agent.post(`/api/roundtables/${roundtable.id}/join`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ joined: false, waitlisted: true });
    expect(await roundtableAs(second!, roundtable.id)).toMatchObject({ participantCount: 2, waitlistCount: 1, isWaitlisted: true, isJoined: false });
    expect((await notificationsOf(testApp, organizer.user.id)).at(-1)).toMatchObject({
      kind: "participant_joined",
      message: expect.stringContaining('joined the waitlist of "Two seats"'),
    });
  });

  it("when a joined member joins again, then it answers 409 already participating", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    const member = await registerMember(testApp);
    await join(member, roundtable.id);
    const again = await member.agent.post(`/api/roundtables/${roundtable.id}/join`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "You are already participating in this roundtable", code: "already_participating" });
  });

  it("when a waitlisted member joins again, then it answers 409 already participating and they keep their place", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 1 });
    const member = await registerMember(testApp);
    await join(member, roundtable.id);
    const again = await member.agent.post(`/api/roundtables/${roundtable.id}/join`);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("already participating");
    expect(await statusesOf(roundtable.id)).toEqual([
      [organizer.user.id, "joined"],
      [member.user.id, "waitlisted"],
    ]);
  });

  it("when the organizer joins their own roundtable, then it answers 409 already participating", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    const response = await organizer.agent.post(`/api/roundtables/${roundtable.id}/join`);
    expect(response.status).toBe(409);
    expect(response.body.message).toContain("already participating");
  });

  it("when the audience does not fit, then it answers 403 with the reason and nothing is recorded", async () => {
    const forAdvisors = await createRoundtable(organizer.agent, { targetAudience: "advisors" });
    const forStudents = await createRoundtable(organizer.agent, { targetAudience: "students" });
    const student = await registerMember(testApp, { userType: "student" });
    const advisor = await registerMember(testApp, { userType: "advisor" });

    const studentRefused = await student.agent.post(`/api/roundtables/${forAdvisors.id}/join`);
    expect(studentRefused.status).toBe(403);
    expect(studentRefused.body).toEqual({ message: "This roundtable is for advisors only", code: "audience_mismatch" });
    const advisorRefused = await advisor.agent.post(`/api/roundtables/${forStudents.id}/join`);
    expect(advisorRefused.status).toBe(403);
    expect(advisorRefused.body).toEqual({ message: "This roundtable is for students only", code: "audience_mismatch" });
    expect(await roundtableAs(student, forAdvisors.id)).toMatchObject({ isJoined: false, isWaitlisted: false, participantCount: 1 });
    expect(await roundtableAs(advisor, forStudents.id)).toMatchObject({ isJoined: false, isWaitlisted: false, participantCount: 1 });
  });

  it("when the audience fits, then advisors join advisors-only, students join students-only, and both join both", async () => {
    const forAdvisors = await createRoundtable(organizer.agent, { targetAudience: "advisors" });
    const forStudents = await createRoundtable(organizer.agent, { targetAudience: "students" });
    const forBoth = await createRoundtable(organizer.agent, { targetAudience: "both" });
    const student = await registerMember(testApp, { userType: "student" });
    const advisor = await registerMember(testApp, { userType: "advisor" });
    expect((await join(advisor, forAdvisors.id)).joined).toBe(true);
    expect((await join(student, forStudents.id)).joined).toBe(true);
    expect((await join(advisor, forBoth.id)).joined).toBe(true);
    expect((await join(student, forBoth.id)).joined).toBe(true);
  });

  it("when 40 members join a roundtable with 4 free seats at once, then exactly 4 join and 36 wait, without an error", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 5 });
    const crowd = await registerMembers(testApp, 40);
    const responses = await Promise.all(crowd.map((member) => member.agent.post(`/api/roundtables/${roundtable.id}/join`)));
    expect(responses.map((response) => response.status)).toEqual(Array(40).fill(200));
    expect(responses.filter((response) => response.body.joined === true && response.body.waitlisted === false)).toHaveLength(4);
    expect(responses.filter((response) => response.body.joined === false && response.body.waitlisted === true)).toHaveLength(36);
    expect(await roundtableAs(organizer, roundtable.id)).toMatchObject({ participantCount: 5, waitlistCount: 36 });
    const rows = await testApp.database.db
      .select()
      .from(participations)
      .where(and(eq(participations.roundtableId, roundtable.id), eq(participations.status, "joined")));
    expect(rows).toHaveLength(5);
    const joinedNotices = (await notificationsOf(testApp, organizer.user.id)).filter(
      (row) => row.kind === "participant_joined" && row.roundtableId === roundtable.id,
    );
    expect(joinedNotices).toHaveLength(40);
  }, 60_000);

  it("when one member sends the same join many times at once, then one participation is recorded and the rest answer 409", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    const member = await registerMember(testApp);
    const responses = await Promise.all(Array.from({ length: 8 }, () => member.agent.post(`/api/roundtables/${roundtable.id}/join`)));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(7);
    expect((await roundtableAs(member, roundtable.id)).participantCount).toBe(2);
  });
});

describe("POST /api/roundtables/:id/leave", () => {
  it("when a joined member leaves, then the earliest waitlisted member is promoted, notified and mailed", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 2, title: "Tiny table" });
    const [seated, firstInLine, secondInLine] = await registerMembers(testApp, 3);
    await join(seated!, roundtable.id);
    await join(firstInLine!, roundtable.id);
    await join(secondInLine!, roundtable.id);
    // Read, so the leave is news of its own (an unread join and a quick leave merge into nothing).
    await organizer.agent.post("/api/notifications/read-all").expect(200);

    const left = await seated!.agent.post(`/api/roundtables/${roundtable.id}/leave`);
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ message: "You left the roundtable" });
    expect(await roundtableAs(seated!, roundtable.id)).toMatchObject({ isJoined: false, isWaitlisted: false });
    expect(await roundtableAs(firstInLine!, roundtable.id)).toMatchObject({ isJoined: true, isWaitlisted: false, participantCount: 2, waitlistCount: 1 });
    expect((await roundtableAs(secondInLine!, roundtable.id)).isWaitlisted).toBe(true);

    expect(await notificationsOf(testApp, firstInLine!.user.id)).toEqual([
      expect.objectContaining({ kind: "waitlist_promoted", roundtableId: roundtable.id, message: expect.stringContaining("Tiny table") }),
    ]);
    expect(await notificationsOf(testApp, secondInLine!.user.id)).toEqual([]);
    expect((await notificationsOf(testApp, organizer.user.id)).at(-1)).toMatchObject({
      kind: "participant_left",
      roundtableId: roundtable.id,
      message: `${seated!.user.firstName} ${seated!.user.lastName} left "Tiny table".`,
    });
    const mails = testApp.outbox.filter((mail) => mail.to === firstInLine!.user.email);
    expect(mails).toEqual([expect.objectContaining({ subject: 'You\'re in: "Tiny table"', text: expect.stringContaining("moved from the waitlist") })]);
    expect(testApp.outbox.some((mail) => mail.to === secondInLine!.user.email)).toBe(false);
  });

  it("when a waitlisted member leaves, then nobody is promoted and the organizer hears they left the waitlist", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 1, title: "Solo" });
    const [first, second] = await registerMembers(testApp, 2);
    await join(first!, roundtable.id);
    await join(second!, roundtable.id);
    await organizer.agent.post("/api/notifications/read-all").expect(200);
    await first!.agent.post(`/api/roundtables/${roundtable.id}/leave`).expect(200);
    expect(await roundtableAs(second!, roundtable.id)).toMatchObject({ participantCount: 1, waitlistCount: 1, isWaitlisted: true });
    expect(await notificationsOf(testApp, second!.user.id)).toEqual([]);
    expect((await notificationsOf(testApp, organizer.user.id)).at(-1)).toMatchObject({
      kind: "participant_left",
      message: expect.stringContaining('left the waitlist of "Solo"'),
    });
  });

  it("when the organizer tries to leave, then it answers 403 and they stay", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    const refused = await organizer.agent.post(`/api/roundtables/${roundtable.id}/leave`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "The organizer cannot leave their own roundtable", code: "organizer_stays" });
    expect(await roundtableAs(organizer, roundtable.id)).toMatchObject({ isJoined: true, participantCount: 1 });
  });

  it("when a member who is not participating leaves, then it answers 404", async () => {
    const roundtable = await createRoundtable(organizer.agent);
    const stranger = await registerMember(testApp);
    const response = await stranger.agent.post(`/api/roundtables/${roundtable.id}/leave`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: "You are not participating in this roundtable", code: "not_participating" });
  });

  it("when a member leaves twice, then the second answers 404 and nobody else is moved", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 2 });
    const [member, waiting] = await registerMembers(testApp, 2);
    await join(member!, roundtable.id);
    await join(waiting!, roundtable.id);
    await member!.agent.post(`/api/roundtables/${roundtable.id}/leave`).expect(200);
    expect((await member!.agent.post(`/api/roundtables/${roundtable.id}/leave`)).status).toBe(404);
    expect(await roundtableAs(organizer, roundtable.id)).toMatchObject({ participantCount: 2, waitlistCount: 0 });
  });

  it("when every joined member leaves at once, then exactly as many waitlisted members are promoted, in line order", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 5 });
    const seated = await registerMembers(testApp, 4);
    for (const member of seated) await join(member, roundtable.id);
    const line = await registerMembers(testApp, 6);
    for (const member of line) await join(member, roundtable.id);

    const responses = await Promise.all(seated.map((member) => member.agent.post(`/api/roundtables/${roundtable.id}/leave`)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(await roundtableAs(organizer, roundtable.id)).toMatchObject({ participantCount: 5, waitlistCount: 2 });
    expect(await statusesOf(roundtable.id)).toEqual([
      [organizer.user.id, "joined"],
      ...line.slice(0, 4).map((member) => [member.user.id, "joined"]),
      ...line.slice(4).map((member) => [member.user.id, "waitlisted"]),
    ]);
  });

  it("when a leave's promotion runs a while after its statement arrived, then the seat is dated when it is given", async () => {
    // Concurrent leaves arrive before they queue for the roundtable's lock; a seat dated by the
    // statement's arrival would put members promoted later ahead of those promoted first.
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 2 });
    const [seated, waiting] = await registerMembers(testApp, 2);
    await join(seated!, roundtable.id);
    await join(waiting!, roundtable.id);
    const words = "ARRAY['', '']::text[]";
    const waited = await testApp.database.db.transaction(async (tx) => {
      await tx.execute(
        sql.raw(`DO $$ BEGIN
          CREATE TEMP TABLE arrival ON COMMIT DROP AS SELECT statement_timestamp() AS at;
          PERFORM pg_sleep(0.3);
          PERFORM ec_leave_roundtable(${roundtable.id}, ${seated!.user.id}, ${words}, ${words}, ${words});
        END $$`),
      );
      const { rows } = await tx.execute<{ status: string; seconds: number }>(
        sql`select p.status, extract(epoch from p.joined_at - arrival.at)::float8 as seconds
          from participations p, arrival where p.roundtable_id = ${roundtable.id} and p.user_id = ${waiting!.user.id}`,
      );
      return rows[0]!;
    });
    expect(waited.status).toBe("joined");
    expect(waited.seconds).toBeGreaterThanOrEqual(0.3);
  });

  it("when the mail to a promoted member cannot be sent, then the leave and the promotion still succeed", async () => {
    const unreachableMail = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1" });
    try {
      const owner = await registerMember(unreachableMail);
      const roundtable = await createRoundtable(owner.agent, { maxParticipants: 2 });
      const seated = await registerMember(unreachableMail);
      const waiting = await registerMember(unreachableMail);
      await join(seated, roundtable.id);
      await join(waiting, roundtable.id);
      expect((await seated.agent.post(`/api/roundtables/${roundtable.id}/leave`)).status).toBe(200);
      expect(await roundtableAs(waiting, roundtable.id)).toMatchObject({ isJoined: true, participantCount: 2 });
      expect(await notificationsOf(unreachableMail, waiting.user.id)).toEqual([expect.objectContaining({ kind: "waitlist_promoted" })]);
      await new Promise((resolve) => setTimeout(resolve, 200)); // let the refused SMTP connection settle before closing
    } finally {
      await unreachableMail.close();
    }
  });
});

describe("raising max participants", () => {
  it("when the organizer raises max participants, then the earliest waitlisted members are promoted, notified and mailed", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 1, title: "Growing table" });
    const line = await registerMembers(testApp, 3);
    for (const member of line) expect((await join(member, roundtable.id)).waitlisted).toBe(true);
    const [first, second, third] = line;

    const response = await organizer.agent.put(`/api/roundtables/${roundtable.id}`).send({ ...validEdit, title: "Growing table", maxParticipants: 3 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ maxParticipants: 3, participantCount: 3, waitlistCount: 1 });
    expect(await statusesOf(roundtable.id)).toEqual([
      [organizer.user.id, "joined"],
      [first!.user.id, "joined"],
      [second!.user.id, "joined"],
      [third!.user.id, "waitlisted"],
    ]);
    for (const promoted of [first!, second!]) {
      const kinds = (await notificationsOf(testApp, promoted.user.id)).map((row) => row.kind);
      expect(kinds).toEqual(expect.arrayContaining(["waitlist_promoted", "roundtable_edited"]));
      expect(testApp.outbox.filter((mail) => mail.to === promoted.user.email)).toHaveLength(1);
    }
    expect((await notificationsOf(testApp, third!.user.id)).map((row) => row.kind)).toEqual(["roundtable_edited"]);
    expect(testApp.outbox.some((mail) => mail.to === third!.user.email)).toBe(false);
  });

  it("when max participants rises by more than the waitlist, then everyone waiting is promoted", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 1 });
    const waiting = await registerMember(testApp);
    await join(waiting, roundtable.id);
    const response = await organizer.agent.put(`/api/roundtables/${roundtable.id}`).send({ ...validEdit, maxParticipants: 5 });
    expect(response.body).toMatchObject({ participantCount: 2, waitlistCount: 0 });
  });
});

describe("a member's own join and leave, one statement each", () => {
  /** The statements of one request that touch seats, and how many connections it checked out for a transaction. */
  async function seatWorkOf(request: () => Promise<{ status: number }>) {
    // pool.query checks a client out with a callback; a transaction checks one out without.
    const connect = vi.spyOn(testApp.database.pool, "connect");
    try {
      const statements = await statementsOf(testApp, request);
      return {
        seatStatements: statements.filter((text) => /\b(from|into|update|join) "?(participations|roundtables|notifications)\b|ec_(join|leave)_roundtable/i.test(text)),
        transactions: connect.mock.calls.filter((call) => (call as unknown[]).length === 0).length,
      };
    } finally {
      connect.mockRestore();
    }
  }

  it("when a member joins, waits, leaves and is promoted, then each request is one statement after the session's, and every text keeps the title as written", async () => {
    const title = 'Gatsby at 100% "green light" \\ $1';
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 2, title });
    const [member, waiting] = await registerMembers(testApp, 2);

    const joined = await seatWorkOf(() => member!.agent.post(`/api/roundtables/${roundtable.id}/join`));
    expect(joined.seatStatements).toEqual([expect.stringMatching(/ec_join_roundtable/)]);
    expect(joined.transactions).toBe(0);
    const queued = await seatWorkOf(() => waiting!.agent.post(`/api/roundtables/${roundtable.id}/join`));
    expect(queued.seatStatements).toEqual([expect.stringMatching(/ec_join_roundtable/)]);
    await organizer.agent.post("/api/notifications/read-all").expect(200);

    const left = await seatWorkOf(() => member!.agent.post(`/api/roundtables/${roundtable.id}/leave`));
    // The promoted member's mail is enqueued by the same statement, and sent once it commits.
    expect(left.seatStatements).toEqual([expect.stringMatching(/ec_leave_roundtable/)]);
    expect(left.transactions).toBe(0);

    const name = (who: Member) => `${who.user.firstName} ${who.user.lastName}`;
    expect((await notificationsOf(testApp, organizer.user.id)).slice(-3).map((row) => row.message)).toEqual([
      `${name(member!)} joined "${title}".`,
      `${name(waiting!)} joined the waitlist of "${title}".`,
      `${name(member!)} left "${title}".`,
    ]);
    expect((await notificationsOf(testApp, waiting!.user.id)).map((row) => row.message)).toEqual([
      `A seat opened up: you moved from the waitlist into "${title}".`,
    ]);
    expect(testApp.outbox.filter((mail) => mail.to === waiting!.user.email)).toEqual([expect.objectContaining({ subject: `You're in: "${title}"` })]);
    expect(await roundtableAs(waiting!, roundtable.id)).toMatchObject({ isJoined: true, participantCount: 2, waitlistCount: 0 });
  });

  it("when a member asks to join a roundtable that does not exist, then it answers 404 and nothing is written", async () => {
    const member = await registerMember(testApp);
    const before = await notificationsOf(testApp, member.user.id);
    const response = await member.agent.post("/api/roundtables/987654/join");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: "Roundtable not found", code: "not_found" });
    expect((await member.agent.post("/api/roundtables/987654/leave")).body).toEqual({ message: "Roundtable not found", code: "not_found" });
    expect(await notificationsOf(testApp, member.user.id)).toEqual(before);
  });
});

/**
 * The organizer's add follows the seat rules of a member's own join (audience, capacity, a seat
 * elsewhere in the session) with its own words, and refuses where the join would queue.
 */
describe("POST /api/roundtables/:id/participants/:userId", () => {
  const add = (by: Member, roundtableId: number, userId: number) => by.agent.post(`/api/roundtables/${roundtableId}/participants/${userId}`);

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
    expect(response.body).toEqual({ message: "This roundtable is full", code: "roundtable_full" });
    expect(await statusesOf(roundtable.id)).toEqual([
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
    expect(refused.body).toEqual({ message: "This roundtable is for advisors only; this member is a student", code: "audience_mismatch" });
    expect(await statusesOf(roundtable.id)).toEqual([[organizer.user.id, "joined"]]);
  });

  it("when an advisor is added to a students-only roundtable, then 403 says the member is an advisor", async () => {
    const owner = await registerMember(testApp, { userType: "student" });
    const roundtable = await createRoundtable(owner.agent, { title: "Students only by hand", targetAudience: "students" });
    const advisor = await registerMember(testApp, { userType: "advisor" });
    const refused = await add(owner, roundtable.id, advisor.user.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "This roundtable is for students only; this member is an advisor", code: "audience_mismatch" });
  });

  it("when the member is already seated or waiting, then 409 says they are participating, even on a full roundtable", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Twice by hand", maxParticipants: 2 });
    const [seated, waiting] = await registerMembers(testApp, 2);
    await join(seated!, roundtable.id);
    expect(await join(waiting!, roundtable.id)).toEqual({ joined: false, waitlisted: true });
    for (const member of [seated!, waiting!]) {
      const refused = await add(organizer, roundtable.id, member.user.id);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ message: "This member is already participating in this roundtable", code: "already_participating" });
    }
    expect(await statusesOf(roundtable.id)).toEqual([
      [organizer.user.id, "joined"],
      [seated!.user.id, "joined"],
      [waiting!.user.id, "waitlisted"],
    ]);
  });

  it("when the organizer adds themselves, then 409 says they are already part of it, even on a full roundtable", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Myself by hand", maxParticipants: 1 });
    const refused = await add(organizer, roundtable.id, organizer.user.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: "The organizer is already part of this roundtable", code: "already_participating" });
  });

  it("when the member does not exist, then 404 Member not found; an unknown roundtable is 404 Roundtable not found", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Nobody by hand" });
    const unknownMember = await add(organizer, roundtable.id, 2_000_000_000);
    expect(unknownMember.status).toBe(404);
    expect(unknownMember.body).toEqual({ message: "Member not found", code: "not_found" });
    const member = await registerMember(testApp);
    const unknownRoundtable = await add(organizer, 2_000_000_000, member.user.id);
    expect(unknownRoundtable.status).toBe(404);
    expect(unknownRoundtable.body).toEqual({ message: "Roundtable not found", code: "not_found" });
  });

  it("when someone else than the organizer adds, then 403 before anything about the member", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Not yours", maxParticipants: 1 });
    const stranger = await registerMember(testApp);
    for (const userId of [stranger.user.id, organizer.user.id, 2_000_000_000]) {
      const refused = await add(stranger, roundtable.id, userId);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: "Only the organizer or a co-organizer can add participants to this roundtable", code: "not_roundtable_manager" });
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
      if (response.status === 409) expect(response.body).toEqual({ message: "This roundtable is full", code: "roundtable_full" });
    }
    const seats = await statusesOf(roundtable.id);
    const joined = seats.filter(([, status]) => status === "joined");
    expect(joined).toHaveLength(4);
    const seatedByAdd = adds.filter((response) => response.status === 201).length;
    const seatedByJoin = joins.filter((response) => response.body.joined).length;
    expect(seatedByAdd + seatedByJoin).toBe(3);
    expect(seats.filter(([, status]) => status === "waitlisted")).toHaveLength(6 - seatedByJoin);
  });
});
