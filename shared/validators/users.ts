/** Member directory and user search validators. */
import { z } from "zod";
import { LIMITS } from "../constants";
import { bidiMessage, hasBidiControl, hasVisibleText } from "./fields";
import { chapterFilter, optionalTextFilter, pageQuery, userTypeFilter } from "./query";

/** GET /api/users */
export const directoryQuerySchema = z.object({
  query: optionalTextFilter(200, "query"),
  chapterId: chapterFilter,
  userType: userTypeFilter,
  expertise: optionalTextFilter(LIMITS.listItemMax, "expertise"),
  ...pageQuery,
});
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

/** GET /api/users/search */
export const userSearchQuerySchema = z.object({
  query: z
    .string({ error: "Enter a name or e-mail to search" })
    .trim()
    .min(1, "Enter a name or e-mail to search")
    .max(200, "query must be at most 200 characters"),
});

// C0 and C1 control characters; a message's body keeps its line breaks and tabs.
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const CONTROL_IN_BODY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/** POST /api/users/:id/message: a message to a member, e-mailed by the app. */
export const memberMessageSchema = z.strictObject({
  subject: z
    .string({ error: "Subject is required" })
    .trim()
    .min(1, "Subject is required")
    .max(LIMITS.messageSubjectMax, `Subject must be at most ${LIMITS.messageSubjectMax} characters`)
    .refine((value) => value.length === 0 || hasVisibleText(value), "Subject is required")
    .refine((value) => !hasBidiControl(value), bidiMessage("Subject"))
    .refine((value) => !CONTROL.test(value), "Subject can't contain control characters"),
  body: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(LIMITS.messageBodyMax, `Message must be at most ${LIMITS.messageBodyMax} characters`)
    .refine((value) => value.length === 0 || hasVisibleText(value), "Message is required")
    .refine((value) => !hasBidiControl(value), bidiMessage("Message"))
    .refine((value) => !CONTROL_IN_BODY.test(value), "Message can't contain control characters"),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;

/** DELETE /api/auth/user: the password confirms it is the member. */
export const accountDeletionSchema = z.strictObject({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024, "Password is too long"),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;
