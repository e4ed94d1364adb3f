/**
 * Approvers hear that someone waits for them (docs/product.md, "Accounts and sign-in"): a bell
 * notification each time, and an e-mail at most once a day per approver, whichever app process
 * sends it (the last mail's time is kept in PostgreSQL).
 */
import type { AppContext } from "../context";
import { findMailRecipients, sendNotificationMail } from "../mail";
import { insertNotifications } from "../notifications";
import { countWaitingFor, findApprovers, findWaiting, takeDueDigests, type Waiting } from "./approver-notice.storage";

type NoticeContext = Pick<AppContext, "db" | "config" | "mailer" | "logger">;

export function waitingMessage(member: Waiting): string {
  const name = `${member.firstName} ${member.lastName}`;
  return member.isChange
    ? `${name} asks to move to ${member.chapterName} or change role, and waits for your approval`
    : `${name} (${member.chapterName}) is waiting for your approval`;
}

function waitingCount(count: number): string {
  return count === 1 ? "One request waits for you on the Members page." : `${count} requests wait for you on the Members page.`;
}

/**
 * Call after the commit that made `memberId` wait (a confirmed sign-up left pending, or a change
 * of chapter or role held for approval). Never throws: the member's own change stands either way.
 */
export async function notifyApprovers(ctx: NoticeContext, memberId: number): Promise<void> {
  try {
    const member = await findWaiting(ctx.db, memberId);
    if (!member) return;
    const approvers = await findApprovers(ctx.db, member.chapterId, member.id);
    if (approvers.length === 0) return;
    const message = waitingMessage(member);
    await insertNotifications(
      ctx.db,
      approvers.map((userId) => ({ userId, kind: "member_waiting", message, roundtableId: null })),
    );
    const dueIds = await takeDueDigests(ctx.db, approvers);
    const [due, counts] = await Promise.all([findMailRecipients(ctx.db, dueIds), countWaitingFor(ctx.db, dueIds)]);
    await sendNotificationMail(ctx, due, (recipient) => ({
      subject: "Members are waiting for your approval",
      paragraphs: [
        `${message}.`,
        waitingCount(counts.get(recipient.id) ?? 1),
        "You get at most one of these e-mails a day; the bell shows each new request.",
      ],
      link: { label: "Open Members", path: "/members" },
    }));
  } catch (error) {
    ctx.logger.error({ err: error, memberId }, "could not tell the approvers that a member waits");
  }
}
