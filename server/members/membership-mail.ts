/**
 * The e-mail telling a member what was decided about their membership. It is about their account,
 * so it goes whatever their notification setting; sent after the decision commits, and a failed
 * send is logged, never undoing the decision.
 */
import type { AppContext } from "../context";
import { staffContactText } from "../lib/staff-contact";
import { findMemberRecord } from "./member.storage";

export type MembershipOutcome = "approved" | "declined" | "change-approved" | "change-declined" | "suspended" | "reinstated";

type MailContext = Pick<AppContext, "db" | "mailer" | "config" | "logger">;

const SUBJECTS: Record<MembershipOutcome, string> = {
  approved: "Your English Convention membership is approved",
  declined: "Your English Convention membership request was declined",
  "change-approved": "Your change of chapter or role is approved",
  "change-declined": "Your change of chapter or role was declined",
  suspended: "Your English Convention membership is suspended",
  reinstated: "Your English Convention membership is active again",
};

const BODIES: Record<MembershipOutcome, string> = {
  approved: "Your membership is approved: sign in to browse roundtables, join them and meet members of other chapters.",
  declined: "Your membership request was declined, and you can no longer sign in.",
  "change-approved": "Your change of chapter or role is approved and now shows on your profile.",
  "change-declined": "Your change of chapter or role was declined: your profile keeps your current chapter and role.",
  suspended: "Your membership is suspended: you can't sign in until the convention staff reinstate it.",
  reinstated: "Your membership is active again: you can sign in as before.",
};

export async function sendMembershipMail(ctx: MailContext, memberId: number, outcome: MembershipOutcome, note?: string | null): Promise<void> {
  try {
    // Read as the member themselves: the mail goes to their own address.
    const member = await findMemberRecord(ctx.db, memberId, { id: memberId, isStaff: false });
    if (!member?.email) return;
    const text = [
      `Hello ${member.firstName},`,
      "",
      BODIES[outcome],
      ...(note ? ["", `Note: ${note}`] : []),
      // A closed account can't sign in to ask: the mail says where to write.
      ...(outcome === "declined" || outcome === "suspended" ? ["", staffContactText(ctx.config.staffContactEmail)] : []),
      "",
      `English Convention, ${ctx.config.convention.name}`,
    ].join("\n");
    await ctx.mailer.send({ to: member.email, subject: SUBJECTS[outcome], text });
  } catch (error) {
    ctx.logger.error({ err: error, memberId }, "could not send a membership e-mail");
  }
}
