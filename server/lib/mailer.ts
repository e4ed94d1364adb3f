/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set; otherwise every message is written
 * to DATA_DIR/outbox as an .eml file and logged, so a newcomer can still read their reset code.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { AppConfig } from "../env";
import type { Logger } from "./logger";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text`; nodemailer sends both as multipart/alternative. */
  html?: string;
  /** Where replies go when not to the sender (a member's message: to that member). */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** A calendar invitation or cancellation: nodemailer adds it as a text/calendar alternative with its method. */
  icalEvent?: { method: "REQUEST" | "CANCEL"; filename?: string; content: string };
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  const { smtpUrl, from, outboxDir, logger } = options;
  if (smtpUrl) {
    // A send ends well within the five minutes after which the outbox lets another process claim
    // its mail again (docs/mail.md): nodemailer's own default waits ten minutes on a silent server.
    // Options written in SMTP_URL's query still win.
    const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, "mail sent");
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, "_");
      // The time first, so the names sort in sending order; then a random part, since two messages
      // to one address can share a millisecond (in one process, or in two writing one outbox).
      const unique = crypto.randomBytes(4).toString("hex");
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${unique}-${safeTo}.eml`);
      // Written aside, then renamed: whoever watches the outbox never reads half a message.
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      logger.info({ to: message.to, subject: message.subject, file }, "mail written to the outbox (no SMTP_URL set)");
    },
    close: () => transport.close(),
  };
}

/** The mailer the configuration names: SMTP_URL's server, or the outbox folder in DATA_DIR. */
export function createConfiguredMailer(config: Pick<AppConfig, "smtpUrl" | "mailFrom" | "dataDir">, logger: Logger): Mailer {
  return createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, "outbox"), logger });
}
