/** The roster import's answer (POST /api/staff/roster): what it added, and whom it approved. */
import { z } from "zod";
import { USER_TYPES } from "../constants";

const count = z.number().int().min(0);

/** A pending member the roster names: approved with the roster's chapter and role (previous*: what they had chosen). */
export const rosterMemberSchema = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    chapterId: z.number().int(),
    chapterName: z.string(),
    userType: z.enum(USER_TYPES),
    previousChapterId: z.number().int(),
    previousUserType: z.enum(USER_TYPES),
  })
  .meta({ id: "RosterMember" });
export type RosterMember = z.infer<typeof rosterMemberSchema>;

export const rosterImportSchema = z
  .object({
    preview: z.boolean().meta({ description: "True for ?preview=1: nothing was kept" }),
    rows: count.meta({ description: "Members in the file" }),
    added: count.meta({ description: "E-mails new to the roster" }),
    updated: count.meta({ description: "E-mails whose chapter or role changed" }),
    unchanged: count,
    approved: z.array(rosterMemberSchema).meta({ description: "Pending members the file names, approved (or, in a preview, to approve)" }),
  })
  .meta({ id: "RosterImport" });
export type RosterImport = z.infer<typeof rosterImportSchema>;

/** ?preview=1 (or true): answer what the import would change, and keep nothing. */
export const rosterQuerySchema = z.object({
  preview: z
    .enum(["1", "true", "0", "false"], { error: "preview must be 1 or 0" })
    .optional()
    .transform((value) => value === "1" || value === "true"),
});
