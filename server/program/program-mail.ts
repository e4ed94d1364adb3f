/**
 * The e-mail side of a program change (placed, moved, taken off, not selected). Sent after the
 * change commits; a failed message is logged and never undoes the change. Every program mail
 * goes through sendProgramMail, so how members receive mail can change in this one place.
 */
import type { AppContext } from "../context";

export type ProgramMailRecipient = { userId: number; email: string; firstName: string };
export type ProgramMail = { subject: string; lines: string[] };

export function sendProgramMail(
  ctx: Pick<AppContext, "mailer" | "logger" | "config">,
  recipients: ProgramMailRecipient[],
  mailFor: (recipient: ProgramMailRecipient) => ProgramMail,
) {
  for (const recipient of recipients) {
    const mail = mailFor(recipient);
    ctx.mailer
      .send({
        to: recipient.email,
        subject: mail.subject,
        text: [`Hello ${recipient.firstName},`, "", ...mail.lines, "", `English Convention, ${ctx.config.convention.name}`].join("\n"),
      })
      .catch((error: unknown) => ctx.logger.warn({ err: error }, "could not mail a program change"));
  }
}
