import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { memberDetails, registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
let staff: Awaited<ReturnType<typeof registerMember>>;
let chapterNames: string[];

const query = async <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
  (await testApp.database.db.execute<T>(statement)).rows;

/** A member made staff, confirmed and approved the way `npm run staff -- add` leaves them. */
async function staffMember() {
  const made = await registerMember(testApp);
  await query(sql`update users set is_staff = true, email_confirmed = true, membership_status = 'approved' where id = ${made.user.id}`);
  return made;
}

/** A member who signed up and confirmed their e-mail, waiting for approval. */
async function applicant() {
  const made = await registerMember(testApp);
  await query(sql`update users set is_staff = false, email_confirmed = true, membership_status = 'pending' where id = ${made.user.id}`);
  return made;
}

const standing = async (id: number) =>
  (
    await query<{ chapter: string; user_type: string; membership_status: string }>(sql`
      select c.name as chapter, u.user_type, u.membership_status from users u join chapters c on c.id = u.chapter_id where u.id = ${id}`)
  )[0]!;

const counts = async () =>
  (
    await query<{ entries: number; audit: number }>(sql`
      select (select count(*)::int from roster_entries) as entries, (select count(*)::int from audit_log) as audit`)
  )[0]!;

const postRoster = (csv: string, preview = false) =>
  staff.agent
    .post(`/api/staff/roster${preview ? "?preview=1" : ""}`)
    .set("Content-Type", "text/csv")
    .send(csv);

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await staffMember();
  chapterNames = (await query<{ name: string }>(sql`select name from chapters order by id limit 3`)).map((row) => row.name);
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await query(sql`delete from roster_entries`);
});

describe("POST /api/staff/roster", () => {
  it("when line 3 names an unknown chapter, then it answers 400 naming the line, and nothing changes", async () => {
    const { user } = await applicant();
    const before = await counts();
    const csv = `email,chapter,role\n${user.email},${chapterNames[1]},advisor\nsomeone@example.edu,Atlantis,student\n`;
    const response = await postRoster(csv);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Line 3: unknown chapter "Atlantis" (chapters are named as on the sign-up form). Nothing was changed.');
    expect(await counts()).toEqual(before);
    expect((await standing(user.id)).membership_status).toBe("pending");
  });

  it("when several lines are wrong, then the answer names every one of them (errors.roster), and nothing changes", async () => {
    const before = await counts();
    const csv = `email,chapter,role\nnot-an-address,${chapterNames[0]},student\nok@example.edu,${chapterNames[0]},student\nb@example.edu,Atlantis,student\nc@example.edu,${chapterNames[0]},teacher\n`;
    const response = await postRoster(csv, true);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('3 lines can\'t be imported, the first: Line 2: "not-an-address" is not an e-mail address. Nothing was changed.');
    expect(response.body.errors).toEqual({
      roster: [
        'Line 2: "not-an-address" is not an e-mail address',
        'Line 4: unknown chapter "Atlantis" (chapters are named as on the sign-up form)',
        'Line 5: unknown role "teacher" (expected student or advisor)',
      ],
    });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ["no header", "a@example.edu,X,student\n", "Line 1: the header must name the columns email, chapter and role"],
    ["a bad role", "email,chapter,role\na@example.edu,{chapter},teacher\n", 'Line 2: unknown role "teacher" (expected student or advisor)'],
    ["a bad e-mail", "email,chapter,role\nnot-an-address,{chapter},student\n", 'Line 2: "not-an-address" is not an e-mail address'],
    ["a NUL character", "email,chapter,role\na\u0000@example.edu,{chapter},student\n", "The file contains a control character (such as NUL): it is not a CSV text file"],
    ["an unknown chapter", "email,chapter,role\na@example.edu,Atlantis,student\n", 'Line 2: unknown chapter "Atlantis" (chapters are named as on the sign-up form)'],
    ["an e-mail twice", "email,chapter,role\n\na@example.edu,{chapter},student\nA@example.edu,{chapter},advisor\n", "Line 4: A@example.edu is already on line 3"],
  ])("when the file has %s, then it answers 400 saying where", async (_case, csv, message) => {
    const response = await postRoster(csv.replaceAll("{chapter}", chapterNames[0]!));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(`${message}. Nothing was changed.`);
    expect((await counts()).entries).toBe(0);
  });

  it("when the body is empty or not CSV text, then it answers 400", async () => {
    const empty = await staff.agent.post("/api/staff/roster").set("Content-Type", "text/csv").send("");
    expect(empty.status).toBe(400);
    const json = await staff.agent.post("/api/staff/roster").send({ email: "a@example.edu" });
    expect(json.status).toBe(400);
    expect(json.body.message).toContain("Send the roster as CSV text");
  });

  it("when previewed, then it answers what the import would do and keeps nothing", async () => {
    const { user } = await applicant();
    const before = await counts();
    const csv = `Email,Role,Chapter\n${user.email.toUpperCase()},advisor,${chapterNames[2]!.toLowerCase()}\nnew.member@example.edu,student,${chapterNames[0]}\n`;
    const response = await postRoster(csv, true);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ preview: true, rows: 2, added: 2, updated: 0, unchanged: 0 });
    expect(response.body.approved).toEqual([
      expect.objectContaining({ id: user.id, email: user.email, chapterName: chapterNames[2], userType: "advisor", previousUserType: "student" }),
    ]);
    expect(await counts()).toEqual(before);
    expect((await standing(user.id)).membership_status).toBe("pending");
  });

  it("when imported, then pending members it names are approved with its chapter and role, told by e-mail, and it is all in the audit log; the same file again changes nothing", async () => {
    const { user } = await applicant();
    const declined = await applicant();
    await query(sql`update users set membership_status = 'declined' where id = ${declined.user.id}`);
    const csv = [
      "email,chapter,role",
      `${user.email},${chapterNames[1]},advisor`,
      `${declined.user.email},${chapterNames[1]},student`,
      `later.member@example.edu,${chapterNames[0]},student`,
    ].join("\r\n");
    const mailsBefore = testApp.outbox.length;

    const first = await postRoster(csv);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ preview: false, rows: 3, added: 3, updated: 0, unchanged: 0 });
    expect(first.body.approved.map((member: { id: number }) => member.id)).toEqual([user.id]);
    expect(await standing(user.id)).toEqual({ chapter: chapterNames[1], user_type: "advisor", membership_status: "approved" });
    expect((await standing(declined.user.id)).membership_status).toBe("declined");
    const audit = await query<{ action: string; actor_id: number; member_id: number | null; details: Record<string, number> }>(
      sql`select action, actor_id, member_id, details from audit_log order by id desc limit 2`,
    );
    expect(audit).toEqual([
      { action: "roster.imported", actor_id: staff.user.id, member_id: null, details: { rows: 3, added: 3, updated: 0, unchanged: 0, approved: 1 } },
      expect.objectContaining({ action: "member.approved", actor_id: staff.user.id, member_id: user.id }),
    ]);
    await expect.poll(() => testApp.outbox.length).toBe(mailsBefore + 1);
    const mail = testApp.outbox.at(-1)!;
    expect(mail.to).toBe(user.email);
    expect(mail.text).toContain(`Your society's roster lists you as an advisor of ${chapterNames[1]}, so your profile now says so.`);

    const again = await postRoster(csv);
    expect(again.body).toMatchObject({ rows: 3, added: 0, updated: 0, unchanged: 3, approved: [] });

    const moved = await postRoster(`email,chapter,role\nlater.member@example.edu,${chapterNames[2]},advisor\n`);
    expect(moved.body).toMatchObject({ rows: 1, added: 0, updated: 1, unchanged: 0 });
    expect(await query(sql`select chapter_id, user_type from roster_entries where email = 'later.member@example.edu'`)).toEqual([
      expect.objectContaining({ user_type: "advisor" }),
    ]);
  });

  it("when someone on the roster signs up and confirms the e-mail, then they are approved at once with the roster's chapter and role, and told so", async () => {
    const email = `on.the.roster.${Date.now()}@example.edu`;
    expect((await postRoster(`email,chapter,role\n${email.toUpperCase()},${chapterNames[1]},advisor\n`)).status).toBe(200);
    const agent = testApp.agent();
    const [firstChapter] = await query<{ id: number }>(sql`select id from chapters where name = ${chapterNames[0]!}`);
    const signUp = await agent.post("/api/auth/register").send(memberDetails({ email, chapterId: firstChapter!.id, userType: "student" }));
    expect(signUp.status).toBe(201);
    expect(signUp.body.membershipStatus).toBe("pending");
    const code = /Your confirmation code is (\d{6})/.exec(testApp.outbox.findLast((mail) => mail.to === email)!.text!)![1];

    const confirmed = await agent.post("/api/auth/confirm-email").send({ code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ emailConfirmed: true, membershipStatus: "approved", userType: "advisor" });
    expect(await standing(confirmed.body.id)).toEqual({ chapter: chapterNames[1], user_type: "advisor", membership_status: "approved" });
    await expect.poll(() => testApp.outbox.findLast((mail) => mail.to === email)?.subject).toBe("Your English Convention membership is approved");
    expect(testApp.outbox.findLast((mail) => mail.to === email)!.text).toContain(`lists you as an advisor of ${chapterNames[1]}`);
    expect((await agent.get("/api/roundtables")).status).toBe(200);
  });

  it("when a member who is not staff sends a roster, then it answers 403 and keeps nothing", async () => {
    const { agent } = await registerMember(testApp);
    const response = await agent.post("/api/staff/roster").set("Content-Type", "text/csv").send(`email,chapter,role\nx@example.edu,${chapterNames[0]},student\n`);
    expect(response.status).toBe(403);
    expect((await counts()).entries).toBe(0);
  });
});
