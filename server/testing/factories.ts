/** Test data made through the real API or the real storage, with overrides. */
import { sql } from "drizzle-orm";
import { chapters } from "@shared/schema";
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
    ...overrides,
  };
}

/** Registers a member through POST /api/auth/register; the returned agent is signed in as them. */
export async function registerMember(
  testApp: TestApp,
  overrides: Partial<RegisterRequest> = {},
): Promise<{ agent: supertest.Agent; user: CurrentUser; password: string }> {
  const [firstChapter] = await chapterIds(testApp);
  const details = memberDetails({ chapterId: firstChapter!, ...overrides });
  const agent = testApp.agent();
  const response = await agent.post("/api/auth/register").send(details);
  if (response.status !== 201) {
    throw new Error(`registerMember failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return { agent, user: response.body as CurrentUser, password: details.password };
}
