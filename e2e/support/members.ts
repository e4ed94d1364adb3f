/** Members made through the real API (as the register form would), and signing them in. */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { e2eServer } from "./server";
import type { Chapter, PublicUser } from "@shared/types";
import type { RegisterRequest } from "@shared/validators/auth";

/** A member the test made: it knows their own address, whatever they share with others. */
export type Member = Omit<PublicUser, "email"> & { email: string; password: string };

const base = () => e2eServer().baseUrl;

export async function chapters(): Promise<Chapter[]> {
  return (await (await fetch(`${base()}/api/chapters`)).json()) as Chapter[];
}

export async function chapterNamed(name: string): Promise<Chapter> {
  const found = (await chapters()).find((chapter) => chapter.name === name);
  if (!found) throw new Error(`No chapter named ${name}`);
  return found;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${crypto.randomBytes(3).toString("hex")}@example.edu`;
}

/** The cookies an answer sets (the session and the signed-in hint), as a browser would send them back. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(";")[0]!)
    .join("; ");
}

export type ApiCaller = <T = unknown>(method: string, pathname: string, body?: unknown) => Promise<T>;

/** Calls the API with `cookie` the way the app does (same origin, JSON); a refusal throws with its status and body. */
export function callerWith(cookie: string): ApiCaller {
  return async <T>(method: string, pathname: string, body?: unknown) => {
    const response = await fetch(`${base()}${pathname}`, {
      method,
      headers: { "Content-Type": "application/json", Origin: base(), Cookie: cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

/** Signs `member` in through the API and answers a caller with their session. */
export async function signedInCaller(member: Pick<Member, "email" | "password">): Promise<ApiCaller> {
  const response = await fetch(`${base()}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base() },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return callerWith(cookiesOf(response));
}

// One staff session per test file, made when the first member needs approving.
let staffCaller: Promise<ApiCaller> | undefined;
const asStaff = () => (staffCaller ??= signedInCaller(staffMember()));

/** How far a new account gets: just registered, confirmed and waiting, or in (the default). */
export type MemberStage = "unconfirmed" | "pending" | "approved";

/**
 * A member registered through the API as the register form does. Unless told otherwise they are
 * let in the way a real one is: the code from the outbox confirms the e-mail, and the convention
 * staff approve them (journeys not about membership start from a member who is in).
 */
export async function createMember(overrides: Partial<RegisterRequest> = {}, stage: MemberStage = "approved"): Promise<Member> {
  const [firstChapter] = await chapters();
  const body: RegisterRequest = {
    firstName: "Member",
    lastName: "Tester",
    email: uniqueEmail("member"),
    password: "reading is fundamental",
    userType: "student",
    chapterId: firstChapter!.id,
    interests: [],
    expertiseAreas: [],
    ...overrides,
  };
  const response = await fetch(`${base()}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base() },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  let user = (await response.json()) as PublicUser;
  if (stage === "unconfirmed") return { ...user, email: body.email, password: body.password };
  user = await callerWith(cookiesOf(response))<PublicUser>("POST", "/api/auth/confirm-email", { code: await confirmationCode(body.email) });
  if (stage === "approved") await (await asStaff())("POST", `/api/members/${user.id}/approve`);
  return { ...user, email: body.email, password: body.password };
}

/** The code in the newest confirmation mail to `email`. */
export async function confirmationCode(email: string): Promise<string> {
  const code = /confirmation code is (\d{6})/.exec(await latestMailTo(email, MEMBERSHIP_MAIL))?.[1];
  if (!code) throw new Error(`No confirmation code in the newest membership mail to ${email}`);
  return code;
}

/** A member of the chapter named `chapterName`. */
export async function createMemberAt(chapterName: string, overrides: Partial<RegisterRequest> = {}): Promise<Member> {
  return createMember({ ...overrides, chapterId: (await chapterNamed(chapterName)).id });
}

/** Signs in through the API inside the page's context (its cookie jar), then opens `path`. */
export async function signIn(page: Page, member: Pick<Member, "email" | "password">, pathname = "/") {
  const response = await page.request.post("/api/auth/login", {
    data: { email: member.email, password: member.password },
    headers: { Origin: base() },
  });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  await page.goto(pathname);
}

/**
 * The mail that admits a member (the confirmation code, approved or declined, members waiting
 * for an approver), told by its subject. Journeys about something else never wait for it, so
 * `latestMailTo` passes over it unless asked for it.
 */
export const MEMBERSHIP_MAIL = /^Subject: .*(confirmation code|membership|approv)/im;

/**
 * The newest e-mail written to the outbox for this address (the app runs without SMTP here) that
 * matches `wanted`; without it, the newest one that is not membership mail.
 */
export async function latestMailTo(email: string, wanted?: RegExp): Promise<string> {
  const outbox = path.join(e2eServer().dataDir, "outbox");
  const safe = email.replace(/[^a-z0-9@._-]/gi, "_");
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const files = (await fs.readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith(`${safe}.eml`)).sort().reverse();
    for (const file of files) {
      const mail = await fs.readFile(path.join(outbox, file), "utf8");
      if (wanted ? wanted.test(mail) : !MEMBERSHIP_MAIL.test(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail for ${email} in ${outbox}`);
}

/** The convention staff member the harness registered and granted with `npm run staff -- add`. */
export const staffMember = () => e2eServer().staff;
