/** Staff validators: placing a roundtable into the program, or marking it not selected. */
import { z } from "zod";

const sessionIdField = z
  .number({ error: "Choose a session" })
  .int("Choose a session")
  .positive("Choose a session");

/** PUT /api/staff/roundtables/:id/placement. Without roomId the session's first free room is taken. */
export const placementSchema = z
  .object({
    sessionId: sessionIdField,
    roomId: z.number({ error: "Choose a room" }).int("Choose a room").positive("Choose a room").nullable().optional(),
  })
  .strict();
export type PlacementRequest = z.infer<typeof placementSchema>;

export const PROGRAM_NOTE_MAX = 280;

/** POST /api/staff/roundtables/:id/not-selected: a short note for the organizer. */
export const notSelectedSchema = z
  .object({
    note: z
      .string({ error: "A short note for the organizer is required" })
      .trim()
      .min(1, "A short note for the organizer is required")
      .max(PROGRAM_NOTE_MAX, `The note must be at most ${PROGRAM_NOTE_MAX} characters`),
  })
  .strict();
export type NotSelectedRequest = z.infer<typeof notSelectedSchema>;
