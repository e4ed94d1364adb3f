/**
 * Deleting one's account, in one transaction: their roundtables pass on or are cancelled, their
 * seats and places in line are left as any leave (roundtables' removeMemberFromRoundtables), every
 * session ends, and the member's row goes with what hangs from it (notifications, unsent mail,
 * codes, messages' metadata, the calendar token). The audit log names members by id only, so it
 * keeps the id. What others are told is enqueued in the same transaction and sent once it commits.
 */
import type { CurrentUser } from "@shared/types";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { createNotificationMail } from "../mail";
import { removeMemberFromRoundtables } from "../roundtables";
import { destroyUserSessions, findPasswordHashById } from "../users";
import { deleteMemberRow, lockMemberRow, lockStaffRows } from "./account-deletion.storage";
import { verifyPassword } from "./password-hashing";

export const WRONG_PASSWORD = "Password is incorrect";
export const LAST_STAFF = "You are the last staff member. Make another member staff before deleting your account.";

export async function deleteAccount(ctx: Pick<AppContext, "db" | "config" | "mailer" | "logger">, member: CurrentUser, password: string): Promise<void> {
  const { db } = ctx;
  const hash = await findPasswordHashById(db, member.id);
  if (!hash || !(await verifyPassword(password, hash))) throw AppError.badRequest(WRONG_PASSWORD, { password: [WRONG_PASSWORD] }, "wrong_password");
  const mail = createNotificationMail(ctx);
  const due = await db.transaction(async (tx) => {
    // Every staff row locked in id order: two staff members deleting at once can't both be "not the last"
    // (the lock's strength, and why: account-deletion.storage.ts).
    const staff = await lockStaffRows(tx);
    const own = await lockMemberRow(tx, member.id);
    if (!own) throw AppError.notFound("Account not found", "not_found");
    if (own.is_staff && staff.length <= 1) throw AppError.conflict(LAST_STAFF, "last_staff");
    const due = await removeMemberFromRoundtables(tx, mail, member);
    await destroyUserSessions(tx, member.id);
    await deleteMemberRow(tx, member.id);
    return due;
  });
  ctx.logger.info({ userId: member.id }, "a member deleted their account");
  await mail.kick(due);
}
