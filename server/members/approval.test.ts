/** Approvers' decisions, a held change of chapter or role, suspension in every process, and the audit log. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@shared/schema";
import { chapterIds, DEFAULT_PASSWORD, registerApplicant, registerMember, type RegisteredMember } from "../testing/factories";
import { createRoundtable } from "../testing/roundtables";
import { createSecondApp } from "../testing/second-app";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
let chapterA: number;
let chapterB: number;
let advisorA: RegisteredMember;
let advisorB: RegisteredMember;
let staff: RegisteredMember;

beforeAll(async () => {
  testApp = await createTestApp();
  [chapterA, chapterB] = (await chapterIds(testApp)) as [number, number];
  advisorA = await registerMember(testApp, { userType: "advisor", chapterId: chapterA });
  advisorB = await registerMember(testApp, { userType: "advisor", chapterId: chapterB });
  staff = await registerMember(testApp, { userType: "advisor", chapterId: chapterB });
  await testApp.database.db.update(users).set({ isStaff: true }).where(sql`${users.id} = ${staff.user.id}`);
});
afterAll(() => testApp.close());

const mailTo = (email: string) => testApp.outbox.filter((mail) => mail.to === email).at(-1);

async function auditOf(memberId: number) {
  const response = await staff.agent.get("/api/staff/audit").query({ memberId });
  expect(response.status).toBe(200);
  return response.body as Array<{ action: string; actorId: number | null; note: string | null }>;
}

describe("approving a newcomer", () => {
  it("when the advisor of their chapter approves, then the member gets in, is told by e-mail, and the log says who", async () => {
    const newcomer = await registerApplicant(testApp, "pending", { chapterId: chapterA });
    expect((await newcomer.agent.get("/api/auth/user")).body.approvers).toBe("chapter");
    const waiting = await advisorA.agent.get("/api/members/pending");
    expect(waiting.status).toBe(200);
    expect((waiting.body as Array<{ id: number }>).map((member) => member.id)).toContain(newcomer.user.id);
    expect(Number(waiting.headers["x-total-count"])).toBeGreaterThan(0);
    const approved = await advisorA.agent.post(`/api/members/${newcomer.user.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: newcomer.user.id, membershipStatus: "approved" });
    expect((await newcomer.agent.get("/api/roundtables")).status).toBe(200);
    expect(mailTo(newcomer.user.email)?.subject).toBe("Your English Convention membership is approved");
    expect(await auditOf(newcomer.user.id)).toEqual([expect.objectContaining({ action: "member.approved", actorId: advisorA.user.id })]);
    expect((await advisorA.agent.post(`/api/members/${newcomer.user.id}/approve`)).status).toBe(409);
  });

  it("when an advisor of another chapter approves, then it answers 403 and nothing changes", async () => {
    const newcomer = await registerApplicant(testApp, "pending", { chapterId: chapterA });
    const refused = await advisorB.agent.post(`/api/members/${newcomer.user.id}/approve`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "You can only approve members of your own chapter", code: "other_chapter" });
    expect((await advisorB.agent.get("/api/members/pending")).body).not.toContainEqual(expect.objectContaining({ id: newcomer.user.id }));
    expect((await newcomer.agent.get("/api/auth/user")).body.membershipStatus).toBe("pending");
    expect(await auditOf(newcomer.user.id)).toEqual([]);
  });

  it("when a student, or an advisor still waiting, approves, then it answers 403", async () => {
    const newcomer = await registerApplicant(testApp, "pending", { chapterId: chapterA });
    const student = await registerMember(testApp, { chapterId: chapterA });
    const waitingAdvisor = await registerApplicant(testApp, "pending", { userType: "advisor", chapterId: chapterA });
    expect((await student.agent.post(`/api/members/${newcomer.user.id}/approve`)).body).toEqual({
      message: "Only approved advisors and convention staff can approve members",
      code: "not_an_approver",
    });
    expect((await student.agent.get("/api/members/pending")).status).toBe(403);
    const gated = await waitingAdvisor.agent.post(`/api/members/${newcomer.user.id}/approve`);
    expect(gated.status).toBe(403);
    expect(gated.body).toEqual({ message: "Your membership is waiting for approval", code: "membership_pending" });
  });

  it("when a chapter has no approved advisor, then the newcomer is told staff approve, and staff do", async () => {
    const [, , , chapterD] = await chapterIds(testApp);
    const newcomer = await registerApplicant(testApp, "pending", { chapterId: chapterD! });
    expect((await newcomer.agent.get("/api/auth/user")).body.approvers).toBe("staff");
    expect((await staff.agent.post(`/api/members/${newcomer.user.id}/approve`)).status).toBe(200);
    expect((await newcomer.agent.get("/api/auth/user")).body.approvers).toBeNull();
  });
});

describe("who can be found", () => {
  it("when a newcomer waits, then the directory and the member search leave them out until they are approved", async () => {
    const newcomer = await registerApplicant(testApp, "pending", { chapterId: chapterA, lastName: "Quillfeather" });
    const find = async () => ({
      directory: (await advisorA.agent.get("/api/users").query({ query: "quillfeather" })).body as Array<{ id: number }>,
      search: (await advisorA.agent.get("/api/users/search").query({ query: "quillfeather" })).body as Array<{ id: number }>,
    });
    expect(await find()).toEqual({ directory: [], search: [] });
    await advisorA.agent.post(`/api/members/${newcomer.user.id}/approve`).expect(200);
    const found = await find();
    expect(found.directory.map((member) => member.id)).toEqual([newcomer.user.id]);
    expect(found.search.map((member) => member.id)).toEqual([newcomer.user.id]);
  });

  it("when an organizer adds an account that is not a member yet by its id, then it is 404 and no seat is taken", async () => {
    const table = await createRoundtable(advisorA.agent, { title: "Only members sit here" });
    for (const stage of ["unconfirmed", "pending", "declined", "suspended"] as const) {
      const applicant = await registerApplicant(testApp, stage, { chapterId: chapterA });
      const added = await advisorA.agent.post(`/api/roundtables/${table.id}/participants/${applicant.user.id}`);
      expect({ stage, status: added.status, message: added.body.message }).toEqual({ stage, status: 404, message: "Member not found" });
    }
    const seats = await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from participations where roundtable_id = ${table.id}`);
    expect(seats.rows[0]!.n).toBe(1);
  });
});

describe("declining", () => {
  it("when a newcomer is declined with a note, then their sessions end, they can't sign in, and the mail carries the note", async () => {
    const newcomer = await registerApplicant(testApp, "pending", { chapterId: chapterA });
    const declined = await advisorA.agent.post(`/api/members/${newcomer.user.id}/decline`).send({ note: "Not on our chapter's roll" });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ membershipStatus: "declined", membershipNote: "Not on our chapter's roll" });
    expect((await newcomer.agent.get("/api/auth/user")).status).toBe(401);
    const login = await testApp.agent().post("/api/auth/login").send({ email: newcomer.user.email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.message).toMatch(/^Your membership request was declined\./);
    expect(mailTo(newcomer.user.email)?.text).toContain("Note: Not on our chapter's roll");
    expect(await auditOf(newcomer.user.id)).toEqual([expect.objectContaining({ action: "member.declined", note: "Not on our chapter's roll" })]);
  });
});

describe("a change of chapter or role", () => {
  it("when an approved student asks to be an advisor, then they stay a student (no advisors-only table) until it is approved", async () => {
    const student = await registerMember(testApp, { chapterId: chapterA });
    const organizer = await registerMember(testApp, { userType: "advisor", chapterId: chapterB });
    const forAdvisors = await createRoundtable(organizer.agent, { targetAudience: "advisors" });
    const me = (await student.agent.get("/api/auth/user")).body;
    const asked = await student.agent.put("/api/auth/user").send({
      firstName: me.firstName, lastName: me.lastName, userType: "advisor", chapterId: chapterA, interests: [], expertiseAreas: [],
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ userType: "student", pendingChange: { chapterId: chapterA, userType: "advisor" }, approvers: "chapter" });
    const refused = await student.agent.post(`/api/roundtables/${forAdvisors.id}/join`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "This roundtable is for advisors only", code: "audience_mismatch" });
    // The student may still use the product meanwhile, and advisors of another chapter can't decide.
    expect((await advisorB.agent.post(`/api/members/${student.user.id}/approve`)).status).toBe(403);
    const approved = await advisorA.agent.post(`/api/members/${student.user.id}/approve`);
    expect(approved.body).toMatchObject({ userType: "advisor", pendingChange: null, membershipStatus: "approved" });
    expect((await student.agent.post(`/api/roundtables/${forAdvisors.id}/join`)).status).toBe(200);
    expect((await auditOf(student.user.id)).map((entry) => entry.action)).toEqual(["change.approved"]);
  });

  it("when a held role change meets a seat the new role may not keep, then approval waits until the member leaves it", async () => {
    const student = await registerMember(testApp, { chapterId: chapterA });
    const organizer = await registerMember(testApp, { chapterId: chapterB });
    const forStudents = await createRoundtable(organizer.agent, { targetAudience: "students", title: "Students only" });
    await student.agent.post(`/api/roundtables/${forStudents.id}/join`).expect(200);
    const me = student.user;
    await student.agent
      .put("/api/auth/user")
      .send({ firstName: me.firstName, lastName: me.lastName, userType: "advisor", chapterId: chapterA, interests: [], expertiseAreas: [] })
      .expect(200);
    const refused = await advisorA.agent.post(`/api/members/${me.id}/approve`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This member is in roundtables for students only: they must leave "Students only" first.');
    expect(await auditOf(me.id)).toEqual([]);
    await student.agent.post(`/api/roundtables/${forStudents.id}/leave`).expect(200);
    expect((await advisorA.agent.post(`/api/members/${me.id}/approve`)).body).toMatchObject({ userType: "advisor" });
  });

  it("when a change is declined, then the old chapter and role stay and the change is gone", async () => {
    const student = await registerMember(testApp, { chapterId: chapterA });
    const me = student.user;
    await student.agent
      .put("/api/auth/user")
      .send({ firstName: me.firstName, lastName: me.lastName, userType: "student", chapterId: chapterB, interests: [], expertiseAreas: [] })
      .expect(200);
    // The chapter the change moves them to decides on it.
    expect((await advisorA.agent.post(`/api/members/${student.user.id}/decline`)).status).toBe(403);
    const declined = await advisorB.agent.post(`/api/members/${student.user.id}/decline`).send({});
    expect(declined.body).toMatchObject({ chapterId: chapterA, pendingChange: null, membershipStatus: "approved" });
    expect(mailTo(me.email)?.subject).toBe("Your change of chapter or role was declined");
  });
});

describe("suspension", () => {
  it("when staff suspend a member, then the next request to another app process is signed out, and reinstating lets them back", async () => {
    const member = await registerMember(testApp, { chapterId: chapterA });
    const elsewhere = createSecondApp(testApp);
    const otherProcess = await elsewhere.signIn(member);
    expect((await otherProcess.get("/api/roundtables")).status).toBe(200);
    const suspended = await staff.agent.post(`/api/staff/members/${member.user.id}/suspend`).send({ note: "Spam in roundtable descriptions" });
    expect(suspended.status).toBe(200);
    expect((await otherProcess.get("/api/roundtables")).status).toBe(401);
    expect((await member.agent.get("/api/auth/user")).status).toBe(401);
    const login = await elsewhere.agent().post("/api/auth/login").send({ email: member.user.email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.message).toMatch(/^Your membership is suspended\./);
    expect((await staff.agent.post(`/api/staff/members/${member.user.id}/reinstate`)).body).toMatchObject({ membershipStatus: "approved", membershipNote: null });
    expect((await elsewhere.signIn(member).then((agent) => agent.get("/api/roundtables"))).status).toBe(200);
    expect((await auditOf(member.user.id)).map((entry) => entry.action)).toEqual(["member.reinstated", "member.suspended"]);
  });

  it("when the note is missing, or staff suspend themselves, then nothing changes", async () => {
    const member = await registerMember(testApp);
    expect((await staff.agent.post(`/api/staff/members/${member.user.id}/suspend`).send({})).body.message).toBe("A note for the member is required");
    expect((await staff.agent.post(`/api/staff/members/${staff.user.id}/suspend`).send({ note: "x" })).status).toBe(409);
    expect((await member.agent.get("/api/roundtables")).status).toBe(200);
  });
});

describe("the members console and the audit log", () => {
  it("when staff filter members, then the page and X-Total-Count follow the filters", async () => {
    const newcomer = await registerApplicant(testApp, "pending", { chapterId: chapterB, lastName: "Zanzibarova" });
    const page = await staff.agent.get("/api/staff/members").query({ status: "pending", chapterId: chapterB, query: "zanzibarova" });
    expect(page.status).toBe(200);
    expect(page.headers["x-total-count"]).toBe("1");
    expect(page.body).toEqual([expect.objectContaining({ id: newcomer.user.id, chapter: expect.any(String), emailConfirmed: true })]);
    expect((await staff.agent.get("/api/staff/members").query({ status: "nonsense" })).status).toBe(400);
  });

  it("when staff filter the log by a member's name, then only the lines about members so named remain", async () => {
    const named = await registerApplicant(testApp, "pending", { chapterId: chapterB, firstName: "Quillon", lastName: "Auditmere" });
    const other = await registerApplicant(testApp, "pending", { chapterId: chapterB });
    await staff.agent.post(`/api/members/${named.user.id}/approve`).expect(200);
    await staff.agent.post(`/api/members/${other.user.id}/approve`).expect(200);
    const page = await staff.agent.get("/api/staff/audit").query({ member: "quillon AUDIT" });
    expect(page.status).toBe(200);
    expect(page.headers["x-total-count"]).toBe("1");
    expect(page.body).toEqual([expect.objectContaining({ action: "member.approved", memberId: named.user.id, memberName: "Quillon Auditmere" })]);
    expect((await staff.agent.get("/api/staff/audit").query({ member: "nobody-is-called-this" })).body).toEqual([]);
    expect((await staff.agent.get("/api/staff/audit").query({ member: "x".repeat(101) })).status).toBe(400);
  });

  it("when anyone tries to change the log, then the database refuses", async () => {
    const refusal = await testApp.database.db.execute(sql`truncate audit_log`).catch((error: Error) => error);
    expect(String((refusal as Error).cause)).toMatch(/the audit log is append-only/);
    const page = await staff.agent.get("/api/staff/audit").query({ action: "member.approved", limit: 1 });
    // The approvals made above are all still there.
    expect(page.body).toHaveLength(1);
    expect(Number(page.headers["x-total-count"])).toBeGreaterThanOrEqual(1);
  });
});
