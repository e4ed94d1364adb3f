/** Sessions and staff for program tests, made through the real seed and the real staff command. */
import type { ProgramSession } from "@shared/types";
import type supertest from "supertest";
import { parseSessionCsv, seedSessions } from "../program";
import { setStaffFlag } from "../staff";
import { registerMember } from "./factories";
import type { TestApp } from "./test-app";

export const TIME_ZONE = "America/Chicago";

/** Loads a sessions CSV (header added) and returns the sessions as the API lists them. */
export async function loadSessions(testApp: TestApp, rows: string[], agent: supertest.Agent): Promise<ProgramSession[]> {
  const csv = ["session,starts_at,ends_at,rooms", ...rows].join("\n");
  await seedSessions(testApp.database.db, parseSessionCsv(csv, TIME_ZONE), { timeZone: TIME_ZONE });
  const response = await agent.get("/api/program/sessions");
  if (response.status !== 200) throw new Error(`sessions failed: ${response.status}`);
  return response.body as ProgramSession[];
}

export async function registerStaff(testApp: TestApp, overrides: Parameters<typeof registerMember>[1] = {}) {
  const member = await registerMember(testApp, overrides);
  await setStaffFlag(testApp.database.db, member.user.email, true);
  return member;
}

export function sessionNamed(sessions: ProgramSession[], name: string): ProgramSession {
  const session = sessions.find((candidate) => candidate.name === name);
  if (!session) throw new Error(`No session named ${name}`);
  return session;
}

/**
 * Loads one sessions CSV row (without the header) per key and returns each session under its key:
 * `loadProgram(testApp, agent, { sunday: "Sunday Afternoon,2026-03-29 14:00,2026-03-29 15:15,Bayou Room A" })`.
 */
export async function loadProgram<Key extends string>(testApp: TestApp, agent: supertest.Agent, rows: Record<Key, string>): Promise<Record<Key, ProgramSession>> {
  const entries = Object.entries<string>(rows);
  const sessions = await loadSessions(testApp, entries.map(([, row]) => row), agent);
  return Object.fromEntries(entries.map(([key, row]) => [key, sessionNamed(sessions, row.split(",")[0]!)])) as Record<Key, ProgramSession>;
}
