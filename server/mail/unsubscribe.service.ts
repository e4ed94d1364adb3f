/** One-click unsubscribe: the signed token in the link names the member; no session is needed. */
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { findMailRecipient, setEmailNotifications, type MailRecipient } from "./mail-recipient.storage";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

export const INVALID_UNSUBSCRIBE_LINK = "This unsubscribe link is not valid";

type UnsubscribeContext = Pick<AppContext, "db" | "config" | "logger">;

/** Who the link is for; changes nothing (a mail scanner's GET must not unsubscribe). */
export async function lookUpLink({ db, config }: UnsubscribeContext, token: string): Promise<MailRecipient> {
  const userId = verifyUnsubscribeToken(token, config.unsubscribeSecret);
  const member = userId === undefined ? undefined : await findMailRecipient(db, userId);
  if (!member) throw AppError.notFound(INVALID_UNSUBSCRIBE_LINK);
  return member;
}

export async function unsubscribe(ctx: UnsubscribeContext, token: string): Promise<MailRecipient> {
  const member = await lookUpLink(ctx, token);
  await setEmailNotifications(ctx.db, member.id, false);
  ctx.logger.info({ userId: member.id }, "notification e-mails turned off from an unsubscribe link");
  return { ...member, emailNotifications: false };
}
