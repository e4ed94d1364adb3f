/**
 * A real SMTP server on 127.0.0.1 for tests that send mail the way production does: every message
 * it receives is kept, read back by mailparser. STARTTLS is off and no login is needed, so the
 * app's transport (SMTP_URL with ignoreTLS) talks plain SMTP to it.
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SmtpReceiver = {
  /** The SMTP_URL that sends to it. */
  url: string;
  /** Every message received, oldest first. */
  received: ParsedMail[];
  close(): Promise<void>;
};

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: ParsedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  smtp.listen(0, "127.0.0.1");
  await once(smtp.server, "listening");
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
