import type { Roundtable } from "@shared/types";
import type supertest from "supertest";

export const validRoundtable = {
  title: "Haunted Houses and the American Gothic",
  description: "We read Poe and Shirley Jackson side by side and ask what a house remembers.",
  targetAudience: "both",
  maxParticipants: 5,
  tags: ["gothic", "Poe"],
};

export async function createRoundtable(agent: supertest.Agent, overrides: Record<string, unknown> = {}): Promise<Roundtable> {
  const response = await agent.post("/api/roundtables").send({ ...validRoundtable, ...overrides });
  if (response.status !== 201) throw new Error(`createRoundtable failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as Roundtable;
}
