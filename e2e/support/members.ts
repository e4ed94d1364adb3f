/** Members made through the real API (as the register form would), and signing them in. */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import type { Chapter, PublicUser } from "@shared/types";
import type { RegisterRequest } from "@shared/validators/auth";

/** A member the test made: it knows their own address, whatever they share with others. */
export type Member = Omit<PublicUser, "email"> & { email: string; password: string };

const base = () => inject("e2e").baseUrl;

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

export async function createMember(overrides: Partial<RegisterRequest> = {}): Promise<Member> {
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
  return { ...((await response.json()) as PublicUser), email: body.email, password: body.password };
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

/** The newest e-mail written to the outbox for this address (the app runs without SMTP here). */
export async function latestMailTo(email: string): Promise<string> {
  const outbox = path.join(inject("e2e").dataDir, "outbox");
  const safe = email.replace(/[^a-z0-9@._-]/gi, "_");
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const files = (await fs.readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith(`${safe}.eml`)).sort();
    const newest = files.at(-1);
    if (newest) return fs.readFile(path.join(outbox, newest), "utf8");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail for ${email} in ${outbox}`);
}

/** The convention staff member the harness registered and granted with `npm run staff -- add`. */
export const staffMember = () => inject("e2e").staff;
