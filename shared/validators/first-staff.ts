/** POST /api/auth/claim-staff: the one-time setup code the app prints in its log while no one is staff. */
import { z } from "zod";

export const SETUP_CODE_MESSAGE = "Enter the setup code from the app's log";

export const claimStaffSchema = z.strictObject({
  code: z.string({ error: SETUP_CODE_MESSAGE }).trim().min(1, SETUP_CODE_MESSAGE).max(64, "That setup code is not right."),
});
export type ClaimStaffRequest = z.infer<typeof claimStaffSchema>;
