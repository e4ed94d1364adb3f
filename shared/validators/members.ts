/** Membership validators: the confirmation code, approvers' decisions, the members console and the audit log. */
import { z } from "zod";
import { AUDIT_ACTIONS, MEMBERSHIP_STATUSES } from "../constants";
import { idParam } from "./fields";
import { chapterFilter, optionalTextFilter, pageQuery } from "./query";

export const MEMBERSHIP_NOTE_MAX = 500;

/** POST /api/auth/confirm-email: the code mailed at sign-up. */
export const confirmEmailSchema = z.strictObject({
  code: z
    .string({ error: "Enter the 6-digit code from the e-mail" })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from the e-mail"),
});
export type ConfirmEmailRequest = z.infer<typeof confirmEmailSchema>;

/** POST /api/auth/confirm-email/resend takes no fields. */
export const resendCodeSchema = z.strictObject({});

const noteField = z
  .string({ error: "The note must be text" })
  .trim()
  .max(MEMBERSHIP_NOTE_MAX, `The note must be at most ${MEMBERSHIP_NOTE_MAX} characters`);

/** POST /api/members/:id/approve takes no fields. */
export const approveSchema = z.strictObject({});

/** POST /api/members/:id/decline: an optional note for the member. */
export const declineSchema = z.strictObject({
  note: noteField.optional().transform((value) => (value ? value : undefined)),
});
export type DeclineRequest = z.infer<typeof declineSchema>;

/** POST /api/staff/members/:id/suspend: the member is told why. */
export const suspendSchema = z.strictObject({
  note: z
    .string({ error: "A note for the member is required" })
    .trim()
    .min(1, "A note for the member is required")
    .max(MEMBERSHIP_NOTE_MAX, `The note must be at most ${MEMBERSHIP_NOTE_MAX} characters`),
});
export type SuspendRequest = z.infer<typeof suspendSchema>;

/** The members console's status filter: a membership status, or "unconfirmed" or "changes" (a change waiting). */
export const MEMBER_STATUS_FILTERS = [...MEMBERSHIP_STATUSES, "unconfirmed", "changes"] as const;

/** GET /api/staff/members */
export const staffMembersQuerySchema = z.object({
  status: z
    .enum(["all", ...MEMBER_STATUS_FILTERS], { error: `status must be one of ${MEMBER_STATUS_FILTERS.join(", ")}` })
    .optional()
    .transform((value) => (value === "all" ? undefined : value)),
  chapterId: chapterFilter,
  query: optionalTextFilter(100, "query"),
  ...pageQuery,
});
export type StaffMembersQuery = z.infer<typeof staffMembersQuerySchema>;

/** GET /api/members/pending */
export const pendingMembersQuerySchema = z.object({ ...pageQuery });

/** GET /api/staff/audit */
export const auditQuerySchema = z.object({
  memberId: z
    .unknown()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return undefined;
      const parsed = idParam.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message: "memberId must be a member id" });
        return z.NEVER;
      }
      return parsed.data;
    })
    .optional(),
  /** Words of the member's name: staff know people by name, not by id. */
  member: optionalTextFilter(100, "member"),
  action: z
    .enum(["all", ...AUDIT_ACTIONS], { error: "action must be an audit action" })
    .optional()
    .transform((value) => (value === "all" ? undefined : value)),
  ...pageQuery,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
