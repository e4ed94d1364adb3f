/**
 * The membership decisions, each run inside the caller's transaction with its audit line: approve
 * or decline a member (or their waiting change of chapter or role), suspend, reinstate. They check
 * no rights (the caller does: an approver's route, the roster, a command) and send no mail (the
 * caller mails after the commit, so no mail announces a change that was rolled back).
 */
import type { UserType } from "@shared/constants";
import type { DbOrTx } from "../db/client";
import { AppError } from "../lib/app-error";
import { destroyUserSessions, findSeatsClosedTo, updateUser } from "../users";
import { withdrawWaitingNotices } from "../notifications";
import { recordAudit } from "./audit.storage";
import { lockMemberStanding, type MemberStanding } from "./member.storage";

export const NOTHING_WAITS_MESSAGE = "Nothing is waiting for approval for this member";

type Decision = { actorId: number | null; memberId: number; note?: string | null };

async function standingOf(tx: DbOrTx, memberId: number): Promise<MemberStanding> {
  const standing = await lockMemberStanding(tx, memberId);
  if (!standing) throw AppError.notFound("Member not found", "not_found");
  return standing;
}

/** A member never keeps a seat their new role may not hold: the change waits until they leave it. */
async function assertSeatsAllow(tx: DbOrTx, standing: MemberStanding, userType: UserType) {
  if (userType === standing.userType) return;
  const closed = await findSeatsClosedTo(tx, standing.id, userType);
  if (closed.length === 0) return;
  const audience = userType === "student" ? "advisors" : "students";
  const titles = closed.map((title) => `"${title}"`).join(", ");
  throw AppError.conflict(`This member is in roundtables for ${audience} only: they must leave ${titles} first.`, "role_locked");
}

/**
 * Approves a waiting member, or applies an approved member's waiting change. `chapterId` and
 * `userType`, when given (the roster's), are what the member becomes, whatever they asked for.
 */
export async function approveMember(
  tx: DbOrTx,
  input: Decision & { chapterId?: number; userType?: UserType },
): Promise<{ approved: "member" | "change" }> {
  const standing = await standingOf(tx, input.memberId);
  // Decided: the "waiting for your approval" notice leaves every approver's bell (a refusal below rolls it back).
  await withdrawWaitingNotices(tx, standing.id);
  const chapterId = input.chapterId ?? standing.pendingChange?.chapterId ?? standing.chapterId;
  const userType = input.userType ?? standing.pendingChange?.userType ?? standing.userType;
  const changes = chapterId !== standing.chapterId || userType !== standing.userType;
  if (standing.membershipStatus === "pending") {
    await updateUser(tx, standing.id, { membershipStatus: "approved", membershipNote: null, pendingChange: null, chapterId, userType });
    await recordAudit(tx, { actorId: input.actorId, action: "member.approved", memberId: standing.id, note: input.note, details: { chapterId, userType } });
    return { approved: "member" };
  }
  if (standing.membershipStatus !== "approved" || (!standing.pendingChange && !changes)) throw AppError.conflict(NOTHING_WAITS_MESSAGE, "nothing_waits");
  await assertSeatsAllow(tx, standing, userType);
  await updateUser(tx, standing.id, { chapterId, userType, pendingChange: null });
  await recordAudit(tx, {
    actorId: input.actorId,
    action: "change.approved",
    memberId: standing.id,
    note: input.note,
    details: { from: { chapterId: standing.chapterId, userType: standing.userType }, to: { chapterId, userType } },
  });
  return { approved: "change" };
}

/** Declines a waiting member (their sessions end), or drops an approved member's waiting change. */
export async function declineMember(tx: DbOrTx, input: Decision): Promise<{ declined: "member" | "change" }> {
  const standing = await standingOf(tx, input.memberId);
  await withdrawWaitingNotices(tx, standing.id);
  const note = input.note ?? null;
  if (standing.membershipStatus === "pending") {
    await updateUser(tx, standing.id, { membershipStatus: "declined", membershipNote: note, pendingChange: null });
    await destroyUserSessions(tx, standing.id);
    await recordAudit(tx, { actorId: input.actorId, action: "member.declined", memberId: standing.id, note });
    return { declined: "member" };
  }
  if (standing.membershipStatus !== "approved" || !standing.pendingChange) throw AppError.conflict(NOTHING_WAITS_MESSAGE, "nothing_waits");
  await updateUser(tx, standing.id, { pendingChange: null });
  await recordAudit(tx, { actorId: input.actorId, action: "change.declined", memberId: standing.id, note, details: { asked: standing.pendingChange } });
  return { declined: "change" };
}

/** Suspends a member: their sessions end at once, so the next request to any app process is signed out. */
export async function suspendMember(tx: DbOrTx, input: Decision & { note: string }): Promise<void> {
  const standing = await standingOf(tx, input.memberId);
  if (standing.id === input.actorId) throw AppError.conflict("You can't suspend yourself", "cannot_suspend_self");
  if (standing.membershipStatus === "suspended") throw AppError.conflict("This member is already suspended", "already_suspended");
  await updateUser(tx, standing.id, { membershipStatus: "suspended", membershipNote: input.note });
  await destroyUserSessions(tx, standing.id);
  await recordAudit(tx, { actorId: input.actorId, action: "member.suspended", memberId: standing.id, note: input.note, details: { was: standing.membershipStatus } });
}

/** Lets a declined or suspended member back in, approved. */
export async function reinstateMember(tx: DbOrTx, input: Decision): Promise<void> {
  const standing = await standingOf(tx, input.memberId);
  if (standing.membershipStatus !== "declined" && standing.membershipStatus !== "suspended") {
    throw AppError.conflict("This member is not declined or suspended", "not_closed");
  }
  await updateUser(tx, standing.id, { membershipStatus: "approved", membershipNote: null });
  await recordAudit(tx, { actorId: input.actorId, action: "member.reinstated", memberId: standing.id, note: input.note, details: { was: standing.membershipStatus } });
}
