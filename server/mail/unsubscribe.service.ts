/** One-click unsubscribe: the signed token in the link names the member and what to turn off; no session is needed. */
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { findMailRecipient, setAcceptMessages, setEmailNotifications, type MailRecipient } from "./mail-recipient.storage";
import { verifyUnsubscribeToken, type UnsubscribeKind } from "./unsubscribe-token";

export const INVALID_UNSUBSCRIBE_LINK = "This unsubscribe link is not valid";

type UnsubscribeContext = Pick<AppContext, "db" | "config" | "logger">;

export type UnsubscribeLink = { member: MailRecipient & { acceptMessages: boolean }; kind: UnsubscribeKind; alreadyOff: boolean };

/** A link made before the member turned mail back on no longer works. */
const retired = (madeAt: number, linksAfter: Date | null) => linksAfter !== null && madeAt < linksAfter.getTime();

/** Who the link is for; changes nothing (a mail scanner's GET must not unsubscribe). */
export async function lookUpLink({ db, config }: UnsubscribeContext, token: string): Promise<UnsubscribeLink> {
  const link = verifyUnsubscribeToken(token, config.unsubscribeSecret);
  const member = link === undefined ? undefined : await findMailRecipient(db, link.userId);
  if (!member || !link || retired(link.madeAt, member.unsubscribeLinksAfter)) throw AppError.notFound(INVALID_UNSUBSCRIBE_LINK, "invalid_link");
  const alreadyOff = link.kind === "messages" ? !member.acceptMessages : !member.emailNotifications;
  return { member, kind: link.kind, alreadyOff };
}

export async function unsubscribe(ctx: UnsubscribeContext, token: string): Promise<UnsubscribeLink> {
  const link = await lookUpLink(ctx, token);
  if (link.kind === "messages") {
    await setAcceptMessages(ctx.db, link.member.id, false);
    ctx.logger.info({ userId: link.member.id }, "messages through the app turned off from an unsubscribe link");
    return { ...link, member: { ...link.member, acceptMessages: false }, alreadyOff: true };
  }
  await setEmailNotifications(ctx.db, link.member.id, false);
  ctx.logger.info({ userId: link.member.id }, "notification e-mails turned off from an unsubscribe link");
  return { ...link, member: { ...link.member, emailNotifications: false }, alreadyOff: true };
}
