/**
 * Messages through the app: a member writes to another without either address being shown; the
 * app e-mails the text and keeps only who wrote to whom and when. The text is never logged.
 */
import type { CurrentUser } from "@shared/types";
import type { MemberMessage } from "@shared/validators/users";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { renderMessageMail } from "./member-message.mail";
import { findChapterName, findMessageRecipient, recordMessage } from "./member-message.storage";

export const MESSAGE_SENT = "Your message has been sent.";
export const NO_MESSAGES = "This member does not take messages through the app.";

type MessageContext = Pick<AppContext, "db" | "config" | "mailer" | "logger" | "rateLimits">;

export async function sendMemberMessage(ctx: MessageContext, sender: CurrentUser, recipientId: number, input: MemberMessage): Promise<void> {
  const { db, config, mailer, logger, rateLimits } = ctx;
  if (recipientId === sender.id) throw AppError.badRequest("You can't send a message to yourself", undefined, "message_to_self");
  const recipient = await findMessageRecipient(db, recipientId, sender.chapterId);
  if (!recipient) throw AppError.notFound("Member not found", "not_found");
  // Someone the sender can't find in the directory can't be written to either.
  if (!recipient.shownToSender || !recipient.acceptMessages) throw new AppError(403, NO_MESSAGES, undefined, undefined, "messages_off");
  await rateLimits.messagesPerHour.consume(String(sender.id));
  await rateLimits.messagesPerDay.consume(String(sender.id));
  const chapter = (await findChapterName(db, sender.chapterId)) ?? "";
  const mail = renderMessageMail({ sender: { ...sender, chapter }, recipient, ...input }, config);
  await mailer.send(mail).catch((error: unknown) => {
    // The error only: its message may quote the mail, and the text is the members' own.
    logger.warn({ err: { name: (error as Error).name }, senderId: sender.id, recipientId }, "could not send a member's message");
    throw new AppError(503, "Your message could not be sent just now. Please try again in a few minutes.", undefined, undefined, "mail_unavailable");
  });
  await recordMessage(db, sender.id, recipient.id);
}
