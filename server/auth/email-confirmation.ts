/**
 * Confirming a member's e-mail address with the 6-digit code mailed at sign-up (the same code
 * machinery as the password reset, mailed-code.ts). With MEMBERSHIP=open the confirmation also
 * approves the member.
 */
import type { CurrentUser } from "@shared/types";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { applyRoster, notifyApprovers, recordAudit, rosterNote, sendMembershipMail } from "../members";
import { findCurrentUserById, updateUser } from "../users";
import { checkCode, issueCode } from "./mailed-code";

type ConfirmContext = Pick<AppContext, "db" | "config" | "mailer" | "logger">;

/** The member's own account asks: saying a typo is a typo tells an attacker nothing they may not try. */
export const WRONG_CONFIRMATION_MESSAGE = "That confirmation code is not right. Check the e-mail and try again.";
export const BURNED_CONFIRMATION_MESSAGE = "That confirmation code was wrong too many times. Please ask for a new one.";
export const INVALID_CONFIRMATION_MESSAGE = "That confirmation code has expired or was already used. Please ask for a new one.";
const REFUSALS = { wrong: WRONG_CONFIRMATION_MESSAGE, burned: BURNED_CONFIRMATION_MESSAGE, none: INVALID_CONFIRMATION_MESSAGE } as const;
export const ALREADY_CONFIRMED_MESSAGE = "Your e-mail address is already confirmed";

/** Mails the member a new code (their earlier one stops working); a failed send is logged, not thrown. */
export async function sendConfirmationCode(ctx: ConfirmContext, user: Pick<CurrentUser, "id" | "email" | "firstName">): Promise<void> {
  const code = await issueCode(ctx.db, ctx.config.sessionSecret, user.id, "confirm");
  try {
    await ctx.mailer.send({
      to: user.email,
      subject: "Your English Convention confirmation code",
      text: [
        `Hello ${user.firstName},`,
        "",
        `Your confirmation code is ${code}`,
        "",
        "Enter it on the Confirm your e-mail screen within 15 minutes. It works once.",
        "If you did not sign up, you can ignore this e-mail.",
        "",
        `English Convention, ${ctx.config.convention.name}`,
      ].join("\n"),
    });
  } catch (error) {
    ctx.logger.error({ err: error }, "could not send a confirmation code");
  }
}

/** A new code, when the address still waits for confirmation (the route limits how often). */
export async function resendConfirmationCode(ctx: ConfirmContext, user: CurrentUser): Promise<void> {
  if (user.emailConfirmed) throw AppError.conflict(ALREADY_CONFIRMED_MESSAGE, "already_confirmed");
  await sendConfirmationCode(ctx, user);
}

/** Confirms the address with the mailed code; a wrong code counts one of its five tries. */
export async function confirmEmail(ctx: ConfirmContext, user: CurrentUser, code: string): Promise<CurrentUser> {
  if (user.emailConfirmed) throw AppError.conflict(ALREADY_CONFIRMED_MESSAGE, "already_confirmed");
  const confirmed = await ctx.db.transaction(async (tx) => {
    // A wrong code returns (rather than throws) so that its counted try commits.
    const check = await checkCode(tx, ctx.config.sessionSecret, user.id, "confirm", code);
    if (check !== "used") return { refused: check };
    await updateUser(tx, user.id, { emailConfirmed: true });
    // On the roster: approved now, with the roster's chapter and role (in either membership mode).
    const onRoster = await applyRoster(tx, user.id);
    const approve = !onRoster && ctx.config.membership === "open" && user.membershipStatus === "pending";
    if (approve) {
      await updateUser(tx, user.id, { membershipStatus: "approved" });
      await recordAudit(tx, { actorId: null, action: "member.approved", memberId: user.id, note: "Open membership: e-mail confirmed" });
    }
    return { onRoster, refused: undefined };
  });
  if (confirmed.refused) {
    const message = REFUSALS[confirmed.refused];
    throw AppError.badRequest(message, { code: [message] }, "invalid_code");
  }
  // After the commit, in the background: the roster's approval mail, or the approvers told someone waits.
  if (confirmed.onRoster) void sendMembershipMail(ctx, user.id, "approved", rosterNote(confirmed.onRoster));
  else void notifyApprovers(ctx, user.id);
  return (await findCurrentUserById(ctx.db, user.id))!;
}
