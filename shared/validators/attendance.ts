/** At the table (docs/product.md, "The day at the table"): checking a member in by their id or by their pass. */
import { z } from "zod";

const positiveId = z.number({ error: "Must be a number" }).int("Must be a whole number").positive("Must be a positive number");

/**
 * A pass as read from its QR code or typed from the screen: 20 letters and digits, in any case,
 * with or without the dashes and spaces that group them (server/pass/pass-token.ts reads it).
 */
export const passTokenField = z
  .string({ error: "Enter the code shown under the member's pass" })
  .trim()
  .min(1, "Enter the code shown under the member's pass")
  .max(64, "A pass code is 20 letters and digits");

/** POST /api/roundtables/{id}/attendance: a seated member by id, or anyone by their pass (a walk-in takes an open seat). */
export const checkInSchema = z.union(
  [z.object({ userId: positiveId }).strict(), z.object({ token: passTokenField }).strict()],
  { error: "Send the member's userId or the token of their pass" },
);

export type CheckInRequest = z.infer<typeof checkInSchema>;

/** Where a member stands at the table: checked in, seated and expected, or offered a seat the door release holds for them. */
export const ATTENDANCE_STATUSES = ["checked_in", "expected", "held"] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
