/** Roundtables, seats and notifications for tests, made and read through the real API and database. */
import { asc, eq, sql } from "drizzle-orm";
import { chapters, notifications, type NotificationRow } from "@shared/schema";
import type { Roundtable } from "@shared/types";
import type supertest from "supertest";
import { registerMember } from "./factories";
import type { TestApp } from "./test-app";

export type Member = Awaited<ReturnType<typeof registerMember>>;

export const validRoundtable = {
  title: "Haunted Houses and the American Gothic",
  description: "We read Poe and Shirley Jackson side by side and ask what a house remembers.",
  targetAudience: "both",
  maxParticipants: 5,
  tags: ["gothic", "Poe"],
};

/** A complete PUT body; edit requires every field but tags. */
export const validEdit = { ...validRoundtable, category: "Gothic Literature" };

export async function createRoundtable(agent: supertest.Agent, overrides: Record<string, unknown> = {}): Promise<Roundtable> {
  const response = await agent.post("/api/roundtables").send({ ...validRoundtable, ...overrides });
  if (response.status !== 201) throw new Error(`createRoundtable failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as Roundtable;
}

/** Several members at once (bcrypt runs at cost 4 in tests, so 40 take about a second). */
export function registerMembers(testApp: TestApp, count: number, overrides: Parameters<typeof registerMember>[1] = {}): Promise<Member[]> {
  return Promise.all(Array.from({ length: count }, () => registerMember(testApp, overrides)));
}

export async function join(member: Member, roundtableId: number) {
  const response = await member.agent.post(`/api/roundtables/${roundtableId}/join`);
  if (response.status !== 200) throw new Error(`join failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { joined: boolean; waitlisted: boolean };
}

/** The roundtable as this member sees it (isJoined, isWaitlisted and isOrganizer are theirs). */
export async function roundtableAs(member: Member, id: number): Promise<Roundtable> {
  const response = await member.agent.get(`/api/roundtables/${id}`);
  if (response.status !== 200) throw new Error(`get roundtable failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as Roundtable;
}

/** Every notification row of one member, oldest first. */
export function notificationsOf(testApp: TestApp, userId: number): Promise<NotificationRow[]> {
  return testApp.database.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id));
}

export async function chapterNamed(testApp: TestApp, name: string) {
  const [row] = await testApp.database.db.select().from(chapters).where(sql`${chapters.name} = ${name}`);
  if (!row) throw new Error(`No seeded chapter named ${name}`);
  return row;
}
