/**
 * Approvers hear that someone waits for them (docs/product.md, "Accounts and sign-in"): a bell
 * notification each time, and an e-mail at most once a day per approver. That e-mail is one row
 * in the mail outbox per approver, due a day after their last (or now), which later arrivals
 * merge into; it counts who waits when it goes, and goes to nobody when nobody waits any more
 * (docs/mail.md, "The outbox"). The last mail's time is kept in PostgreSQL, so every app process agrees.
 */
import type { AppContext } from "../context";
import { createNotificationMail, type MailRenderers, type NotificationMailContent } from "../mail";
import { insertNotifications } from "../notifications";
import { countWaitingFor, findApprovers, findWaiting, nextDigestTimes, releaseDigest, takeDigest, type Waiting } from "./approver-notice.storage";

type NoticeContext = Pick<AppContext, "db" | "config" | "mailer" | "logger">;

const DIGEST = "approver_digest";

export function waitingMessage(member: Waiting): string {
  const name = `${member.firstName} ${member.lastName}`;
  return member.isChange
    ? `${name} asks to move to ${member.chapterName} or change role, and waits for your approval`
    : `${name} (${member.chapterName}) is waiting for your approval`;
}

function waitingCount(count: number): string {
  return count === 1 ? "One request waits for you on the Members page." : `${count} requests wait for you on the Members page.`;
}

/** The daily mail as enqueued: the latest arrival; the count is added when it goes. */
function digestContent(message: string): NotificationMailContent {
  return {
    subject: "Members are waiting for your approval",
    paragraphs: [`${message}.`, "You get at most one of these e-mails a day; the bell shows each new request."],
    link: { label: "Open Members", path: "/members" },
  };
}

/** How the outbox writes the daily mail when it goes: give it to every sweep that may send it (serve.ts). */
export const approverMailRenderers: MailRenderers = {
  [DIGEST]: {
    async render(db, approverId, stored) {
      const waiting = (await countWaitingFor(db, [approverId])).get(approverId) ?? 0;
      if (waiting === 0) return undefined;
      const { taken, nextAt } = await takeDigest(db, approverId);
      if (!taken) return nextAt ?? undefined;
      const [latest, ...rest] = stored.paragraphs;
      return { ...stored, paragraphs: [latest!, waitingCount(waiting), ...rest] };
    },
    unsent: releaseDigest,
  },
};

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
    const outbox = createNotificationMail(ctx, approverMailRenderers);
    const due = await ctx.db.transaction(async (tx) => {
      await insertNotifications(
        tx,
        approvers.map((userId) => ({ userId, kind: "member_waiting", message, roundtableId: null, actorId: member.id })),
      );
      const times = await nextDigestTimes(tx, approvers);
      for (const { id, sendAfter } of times) await outbox.enqueueSingle(tx, { recipientId: id, kind: DIGEST, content: digestContent(message), sendAfter });
      return times.some((time) => time.due);
    });
    // Nobody waits on this: the approvers' mail may as well be sent before it resolves.
    if (due) await outbox.sweep();
  } catch (error) {
    ctx.logger.error({ err: error, memberId }, "could not tell the approvers that a member waits");
  }
}
