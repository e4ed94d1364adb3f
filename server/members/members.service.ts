/** The approvers' and the staff's rules: who may decide on whom, each decision in one transaction with its audit line, then the member's e-mail. */
import type { CurrentUser, MemberRecord } from "@shared/types";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { approveMember, declineMember, reinstateMember, suspendMember } from "./decisions";
import { sendMembershipMail } from "./membership-mail";
import { findMemberRecord, listWaiting, lockMemberStanding, type MemberStanding } from "./member.storage";

type MembersContext = Pick<AppContext, "db" | "mailer" | "config" | "logger">;

export const NOT_AN_APPROVER_MESSAGE = "Only approved advisors and convention staff can approve members";
export const OTHER_CHAPTER_MESSAGE = "You can only approve members of your own chapter";

/** Staff decide on anyone; an approved advisor on the members of their own chapter (where a change would take them). */
function assertMayDecide(actor: CurrentUser, standing: MemberStanding | undefined) {
  if (!actor.isStaff && actor.userType !== "advisor") throw AppError.forbidden(NOT_AN_APPROVER_MESSAGE, "not_an_approver");
  if (!standing) throw AppError.notFound("Member not found", "not_found");
  if (standing.id === actor.id) throw AppError.forbidden("You can't approve your own membership", "own_membership");
  if (actor.isStaff) return;
  const decidingChapter = standing.pendingChange?.chapterId ?? standing.chapterId;
  if (decidingChapter !== actor.chapterId) throw AppError.forbidden(OTHER_CHAPTER_MESSAGE, "other_chapter");
}

export function listPending(ctx: MembersContext, actor: CurrentUser, page: { limit: number; offset: number }) {
  if (actor.isStaff) return listWaiting(ctx.db, { ...page, exceptId: actor.id, reader: actor });
  if (actor.userType !== "advisor") throw AppError.forbidden(NOT_AN_APPROVER_MESSAGE, "not_an_approver");
  return listWaiting(ctx.db, { ...page, chapterId: actor.chapterId, exceptId: actor.id, reader: actor });
}

export async function approve(ctx: MembersContext, actor: CurrentUser, memberId: number): Promise<MemberRecord> {
  const { approved } = await ctx.db.transaction(async (tx) => {
    assertMayDecide(actor, await lockMemberStanding(tx, memberId));
    return approveMember(tx, { actorId: actor.id, memberId });
  });
  await sendMembershipMail(ctx, memberId, approved === "member" ? "approved" : "change-approved");
  return (await findMemberRecord(ctx.db, memberId, actor))!;
}

export async function decline(ctx: MembersContext, actor: CurrentUser, memberId: number, note: string | undefined): Promise<MemberRecord> {
  const { declined } = await ctx.db.transaction(async (tx) => {
    assertMayDecide(actor, await lockMemberStanding(tx, memberId));
    return declineMember(tx, { actorId: actor.id, memberId, note });
  });
  await sendMembershipMail(ctx, memberId, declined === "member" ? "declined" : "change-declined", note);
  return (await findMemberRecord(ctx.db, memberId, actor))!;
}

export async function suspend(ctx: MembersContext, actor: CurrentUser, memberId: number, note: string): Promise<MemberRecord> {
  await ctx.db.transaction((tx) => suspendMember(tx, { actorId: actor.id, memberId, note }));
  await sendMembershipMail(ctx, memberId, "suspended", note);
  return (await findMemberRecord(ctx.db, memberId, actor))!;
}

export async function reinstate(ctx: MembersContext, actor: CurrentUser, memberId: number): Promise<MemberRecord> {
  await ctx.db.transaction((tx) => reinstateMember(tx, { actorId: actor.id, memberId }));
  await sendMembershipMail(ctx, memberId, "reinstated");
  return (await findMemberRecord(ctx.db, memberId, actor))!;
}
