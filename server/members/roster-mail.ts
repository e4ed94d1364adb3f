/** The e-mails a roster import sends after it commits: each member it approved is told, with the chapter and role it gave them when those differ from their own choice. */
import type { AppContext } from "../context";
import type { Logger } from "../lib/logger";
import { sendMembershipMail } from "./membership-mail";
import type { RosterMember } from "@shared/validators/roster";

type MailContext = Pick<AppContext, "db" | "mailer" | "config" | "logger">;

/** What the approval e-mail adds when the roster set another chapter or role than the member chose. */
export function rosterNote(member: Pick<RosterMember, "chapterId" | "chapterName" | "userType" | "previousChapterId" | "previousUserType">): string | undefined {
  if (member.chapterId === member.previousChapterId && member.userType === member.previousUserType) return undefined;
  return `Your society's roster lists you as ${member.userType === "advisor" ? "an advisor" : "a student"} of ${member.chapterName}, so your profile now says so.`;
}

/** Sends the approvals one after another, in the background: a large import answers at once, and a failed send is only logged. */
export function mailRosterApprovals(ctx: MailContext, members: RosterMember[], log: Logger): void {
  void (async () => {
    for (const member of members) await sendMembershipMail(ctx, member.id, "approved", rosterNote(member));
  })().catch((error: unknown) => log.error({ err: error }, "could not send the roster's approval e-mails"));
}
