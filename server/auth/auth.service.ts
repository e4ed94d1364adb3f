/** Account rules: registration, sign-in, profile, password change and the e-mailed reset code. */
import type { PasswordChangeRequest, RegisterRequest, ResetPasswordRequest } from "@shared/validators/auth";
import type { EmailPreferenceUpdate, ProfileUpdate } from "@shared/validators/profile";
import type { CurrentUser } from "@shared/types";
import { chapterExists } from "../chapters";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { staffContactText } from "../lib/staff-contact";
import { notifyApprovers } from "../members";
import {
  findCredentialsByEmail,
  findPasswordHashById,
  findCurrentUserById,
  findSeatsClosedTo,
  insertUser,
  lockUser,
  retireUnsubscribeLinksWhenMailTurnsOn,
  updateUser,
  destroyUserSessions,
} from "../users";
import { hashPassword, timingDummyHash, verifyPassword } from "./password-hashing";
import type { StillWanted } from "./password-turns";
import { sendConfirmationCode } from "./email-confirmation";
import { issueCode, useCode } from "./mailed-code";


export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that e-mail, we have sent it a 6-digit reset code. It is valid for 15 minutes.";
const INVALID_CODE_MESSAGE = "That reset code is invalid or has expired. Please request a new one.";

/** What the account rules use of the app. */
type AuthContext = Pick<AppContext, "db" | "config" | "mailer" | "logger">;

async function assertChapter(db: AuthContext["db"], chapterId: number, message: string) {
  if (!(await chapterExists(db, chapterId))) throw AppError.badRequest(message, { chapterId: [message] }, "validation_failed");
}

/**
 * A new member, waiting to confirm their address: the code is mailed before the answer (a failed
 * send is logged; they can ask for another). `stillWanted`: whether the caller still waits; if
 * not by the hash's turn, it is skipped (password-turns.ts).
 */
export async function registerMember(ctx: AuthContext, input: RegisterRequest, stillWanted?: StillWanted): Promise<CurrentUser> {
  const { db, config } = ctx;
  await assertChapter(db, input.chapterId, "Please select your chapter");
  const { password, ...profile } = input;
  const id = await insertUser(db, { ...profile, passwordHash: await hashPassword(password, config.bcryptCost, stillWanted) });
  if (id === undefined) {
    throw AppError.conflict("An account with this email already exists. Please log in instead.", "email_taken");
  }
  const user = (await findCurrentUserById(db, id))!;
  await sendConfirmationCode(ctx, user);
  return user;
}

/** Declined and suspended members are refused at sign-in, after their password is checked (so the refusal tells a stranger nothing). */
export function assertMaySignIn(user: CurrentUser, staffContactEmail: string | undefined): void {
  const contact = staffContactText(staffContactEmail);
  if (user.membershipStatus === "declined") throw AppError.forbidden(`Your membership request was declined. ${contact}`, "membership_declined");
  if (user.membershipStatus === "suspended") throw AppError.forbidden(`Your membership is suspended. ${contact}`, "membership_suspended");
}

/**
 * The member for these credentials, or undefined; always spends one bcrypt comparison, unless
 * the caller has gone by its turn (CallerGoneError, and no answer to time).
 */
export async function verifyCredentials(
  { db, config }: AuthContext,
  email: string,
  password: string,
  stillWanted?: StillWanted,
): Promise<CurrentUser | undefined> {
  const credentials = await findCredentialsByEmail(db, email);
  const matches = await verifyPassword(password, credentials?.passwordHash ?? (await timingDummyHash(config.bcryptCost)), stillWanted);
  if (!credentials || !matches) return undefined;
  return findCurrentUserById(db, credentials.id);
}

/**
 * The whole profile, or only the e-mail preference (the bell keeps every notification either way).
 * An approved member's new chapter or role waits for approval as their pendingChange (with
 * MEMBERSHIP=approval): until then the old ones hold everywhere. Sending the current ones again
 * withdraws the change. A member not yet approved changes them at once (a wrong chapter is the usual mistake).
 */
export async function updateProfile(ctx: AuthContext, userId: number, input: ProfileUpdate | EmailPreferenceUpdate): Promise<CurrentUser> {
  const { db, config } = ctx;
  if ("chapterId" in input) await assertChapter(db, input.chapterId, "Chapter selection is required");
  // Whether the member now waits for other approvers: a change held for approval, or a waiting newcomer's new chapter.
  const nowWaits = await db.transaction(async (tx): Promise<boolean> => {
    // The row lock orders this against a join or an organizer's add (which read the type under a
    // share lock) and against an approver's decision.
    const current = await lockUser(tx, userId);
    await retireUnsubscribeLinksWhenMailTurnsOn(tx, userId, input);
    if (!current || !("chapterId" in input)) {
      await updateUser(tx, userId, input);
      return false;
    }
    const held = config.membership === "approval" && current.membershipStatus === "approved";
    if (held) {
      const changes = input.chapterId !== current.chapterId || input.userType !== current.userType;
      const pendingChange = changes ? { chapterId: input.chapterId, userType: input.userType } : null;
      await updateUser(tx, userId, { ...input, chapterId: current.chapterId, userType: current.userType, pendingChange });
      return changes;
    }
    // A member never sits where their type may not: changing type is refused while they hold
    // (or wait for) a seat at a roundtable for the other type only.
    if (current.userType !== input.userType) {
      const closed = await findSeatsClosedTo(tx, userId, input.userType);
      if (closed.length > 0) {
        const audience = input.userType === "student" ? "advisors" : "students";
        const titles = closed.map((title) => `"${title}"`).join(", ");
        const message = `You can't change your role while you are in roundtables for ${audience} only: leave ${titles} first.`;
        throw new AppError(409, message, { userType: [message] }, undefined, "role_locked");
      }
    }
    await updateUser(tx, userId, { ...input, pendingChange: null });
    return current.membershipStatus === "pending" && input.chapterId !== current.chapterId;
  });
  // After the commit, in the background: the member's answer doesn't wait for the approvers' mail.
  if (nowWaits) void notifyApprovers(ctx, userId);
  return (await findCurrentUserById(db, userId))!;
}

/** Ends the member's other sessions: whoever knew the old password is signed out everywhere else. */
export async function changePassword({ db, config }: AuthContext, userId: number, input: PasswordChangeRequest, currentSid: string): Promise<void> {
  const hash = await findPasswordHashById(db, userId);
  if (!hash || !(await verifyPassword(input.currentPassword, hash))) {
    throw AppError.badRequest("Current password is incorrect", { currentPassword: ["Current password is incorrect"] }, "wrong_password");
  }
  await updateUser(db, userId, { passwordHash: await hashPassword(input.newPassword, config.bcryptCost) });
  await destroyUserSessions(db, userId, currentSid);
}

/** The soonest a reset request is answered, whoever's e-mail it names. */
export const RESET_ANSWER_FLOOR_MS = 150;

/** Mails a one-time code when the e-mail belongs to a member; says nothing either way. */
export async function requestResetCode({ db, config, mailer, logger }: AuthContext, email: string): Promise<void> {
  const credentials = await findCredentialsByEmail(db, email);
  if (!credentials) {
    logger.info("password reset requested for an unknown e-mail");
    return;
  }
  const code = await issueCode(db, config.sessionSecret, credentials.id, "reset");
  await mailer.send({
    to: email,
    subject: "Your English Convention password reset code",
    text: [
      "Hello,",
      "",
      `Your password reset code is ${code}`,
      "",
      "Enter it on the Reset Password screen within 15 minutes. It works once.",
      "If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.",
      "",
      `English Convention, ${config.convention.name}`,
    ].join("\n"),
  });
}

export async function resetPassword({ db, config }: AuthContext, input: ResetPasswordRequest): Promise<void> {
  const credentials = await findCredentialsByEmail(db, input.email);
  if (!credentials) throw AppError.badRequest(INVALID_CODE_MESSAGE, { code: [INVALID_CODE_MESSAGE] }, "invalid_code");
  const newHash = await hashPassword(input.newPassword, config.bcryptCost);
  const outcome = await db.transaction(async (tx) => {
    // A wrong code returns (rather than throws) so that its counted try commits.
    if (!(await useCode(tx, config.sessionSecret, credentials.id, "reset", input.code))) return "invalid" as const;
    await updateUser(tx, credentials.id, { passwordHash: newHash });
    await destroyUserSessions(tx, credentials.id);
    return "reset" as const;
  });
  if (outcome === "invalid") throw AppError.badRequest(INVALID_CODE_MESSAGE, { code: [INVALID_CODE_MESSAGE] }, "invalid_code");
}
