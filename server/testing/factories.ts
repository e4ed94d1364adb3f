/** Test data made through the real API or the real storage, with overrides. */
import { sql } from "drizzle-orm";
import { chapters, users } from "@shared/schema";
import type { CurrentUser } from "@shared/types";
import type { RegisterRequest } from "@shared/validators/auth";
import type supertest from "supertest";
import type { TestApp } from "./test-app";

let sequence = 0;

export const DEFAULT_PASSWORD = "correct horse battery";

export async function chapterIds(testApp: TestApp): Promise<number[]> {
  const rows = await testApp.database.db.select({ id: chapters.id }).from(chapters).orderBy(sql`${chapters.id}`);
  return rows.map((row) => row.id);
}

export function memberDetails(overrides: Partial<RegisterRequest> & { chapterId: number }): RegisterRequest {
  sequence += 1;
  return {
    firstName: `Ada${sequence}`,
    lastName: `Lovelace${sequence}`,
    email: `member${sequence}.${Date.now().toString(36)}@example.edu`,
    password: DEFAULT_PASSWORD,
    userType: "student",
    interests: [],
    expertiseAreas: [],
    // Sign-up hides the e-mail unless the member shares it; tests about something else use a member
    // who chose to share (privacy.test.ts checks the default).
    shareEmail: true,
    ...overrides,
  };
}

export type RegisteredMember = { agent: supertest.Agent; user: CurrentUser; password: string };

/** Signs up through POST /api/auth/register, as a newcomer does: unconfirmed and waiting. */
async function signUp(testApp: TestApp, overrides: Partial<RegisterRequest>): Promise<RegisteredMember> {
  const [firstChapter] = await chapterIds(testApp);
  const details = memberDetails({ chapterId: firstChapter!, ...overrides });
  const agent = testApp.agent();
  const response = await agent.post("/api/auth/register").send(details);
  if (response.status !== 201) {
    throw new Error(`registerMember failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return { agent, user: response.body as CurrentUser, password: details.password };
}

/** Sets a member's standing directly, as the membership rules would have left it. */
async function setStanding(testApp: TestApp, member: RegisteredMember, standing: Pick<CurrentUser, "emailConfirmed" | "membershipStatus">) {
  await testApp.database.db.update(users).set(standing).where(sql`${users.id} = ${member.user.id}`);
  member.user = { ...member.user, ...standing };
}

/**
 * A member through POST /api/auth/register, made confirmed and approved at once (tests not about
 * membership need a member who may use the product); the returned agent is signed in as them.
 */
export async function registerMember(testApp: TestApp, overrides: Partial<RegisterRequest> = {}): Promise<RegisteredMember> {
  const member = await signUp(testApp, overrides);
  await setStanding(testApp, member, { emailConfirmed: true, membershipStatus: "approved" });
  // A member made confirmed never needed the sign-up's code: the tests' mail is what happens after.
  forgetConfirmationMail(testApp, member.user.email);
  return member;
}

function forgetConfirmationMail(testApp: TestApp, email: string) {
  for (let index = testApp.outbox.length - 1; index >= 0; index -= 1) {
    const mail = testApp.outbox[index]!;
    if (mail.to === email && mail.subject === CONFIRMATION_SUBJECT) testApp.outbox.splice(index, 1);
  }
}

const CONFIRMATION_SUBJECT = "Your English Convention confirmation code";

/** Where a membership test's newcomer stands: just signed up, confirmed and waiting, refused, or suspended. */
export type ApplicantStage = "unconfirmed" | "pending" | "declined" | "suspended";

const STANDINGS: Record<ApplicantStage, Pick<CurrentUser, "emailConfirmed" | "membershipStatus">> = {
  unconfirmed: { emailConfirmed: false, membershipStatus: "pending" },
  pending: { emailConfirmed: true, membershipStatus: "pending" },
  declined: { emailConfirmed: true, membershipStatus: "declined" },
  suspended: { emailConfirmed: true, membershipStatus: "suspended" },
};

/** A signed-in member at `stage` of membership; a declined or suspended one keeps the session they had (the rules end it). */
export async function registerApplicant(testApp: TestApp, stage: ApplicantStage, overrides: Partial<RegisterRequest> = {}): Promise<RegisteredMember> {
  const member = await signUp(testApp, overrides);
  if (stage !== "unconfirmed") await setStanding(testApp, member, STANDINGS[stage]);
  return member;
}

/** The confirmation code last mailed to `email` (the test app keeps mail in memory). */
export function lastConfirmationCode(testApp: TestApp, email: string): string {
  const message = testApp.outbox.filter((mail) => mail.to === email && mail.subject.includes("confirmation code")).at(-1);
  const code = message?.text.match(/confirmation code is (\d{6})/)?.[1];
  if (!code) throw new Error(`no confirmation code was mailed to ${email}`);
  return code;
}
