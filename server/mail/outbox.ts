/**
 * The notification mail outbox (docs/mail.md, "The outbox"). Services enqueue mail in the
 * transaction of the change it reports, so a change rolled back mails nobody; a sweep that every
 * app process runs (a timer, and a kick right after a commit that enqueued mail due now) claims
 * due mails, renders them with the recipient as they are then (turned mail off: nothing goes) and
 * deletes each once sent. A failed send is logged and tried again, a bounded number of times.
 */
import type { AppContext } from "../context";
import type { DbOrTx } from "../db/client";
import { renderNotificationMail, type NotificationMailContent } from "./notification-mail";
import {
  claimDueMails,
  deleteMail,
  extendHeldMails,
  insertDueMails,
  insertHeldMail,
  retryMailLater,
  upsertSingleMail,
  type ClaimedMail,
  type HeldKind,
  type HeldMailTemplate,
} from "./outbox.storage";

export { alsoEnqueueing } from "./outbox.storage";
export type { HeldKind, HeldMailTemplate };

/**
 * A kind of mail written when it goes rather than when it was enqueued (the approvers' daily mail,
 * which counts who waits then). `render` answers what to send, nothing (the mail is dropped), or a
 * time to try again; `unsent` undoes what `render` took when the send then fails. Only a sweep that
 * knows a kind's renderer claims mail of that kind.
 */
export type MailRenderer = {
  render(db: DbOrTx, recipientId: number, stored: NotificationMailContent): Promise<NotificationMailContent | Date | undefined>;
  unsent?(db: DbOrTx, recipientId: number): Promise<void>;
};
export type MailRenderers = Record<string, MailRenderer>;

/** What every sweep sends: the roundtables' held mails and the mail due at once. */
const STORED_KINDS = ["notice", "added", "removed", "removed_waiting", "promoted"];

/**
 * One e-mail to each of `to`. With `held`, it is about their place in a roundtable and waits
 * MAIL_HOLD_SECONDS, merging with its opposite meanwhile; without, it is due at once.
 */
export type OutboxMail = { to: number[]; content: NotificationMailContent; held?: { kind: HeldKind; roundtableId: number } };

const BATCH = 50;
/** Sends tried before a mail is given up (and logged as an error). */
const MAX_ATTEMPTS = 5;
const SWEEP_EVERY_MS = 15_000;

type OutboxContext = Pick<AppContext, "db" | "config" | "mailer" | "logger">;

/** Mail due at once, inside the change's transaction (needs no app: a command-line load uses it too). Resolves true when any was written. */
export async function enqueueDueMail(tx: DbOrTx, mails: Array<Omit<OutboxMail, "held">>): Promise<boolean> {
  const rows = mails.flatMap((mail) => mail.to.map((recipientId) => ({ recipientId, content: mail.content })));
  await insertDueMails(tx, rows);
  return rows.length > 0;
}

/**
 * Mails the mail server accepted whose removal from the outbox failed (the database refused just
 * then), per database: every sweep of this process retries their removal first, and one claimed
 * again is removed, never sent again. The acceptance is what counts: a failed clean-up retries the
 * clean-up, not the send (docs/mail.md, "The outbox").
 */
const acceptedNotRemoved = new WeakMap<object, Set<number>>();

function acceptedMailsOf(db: object): Set<number> {
  let accepted = acceptedNotRemoved.get(db);
  if (!accepted) acceptedNotRemoved.set(db, (accepted = new Set()));
  return accepted;
}

export function createNotificationMail({ db, config, mailer, logger }: OutboxContext, renderers: MailRenderers = {}) {
  const holdSeconds = config.mailHoldSeconds;
  const accepted = acceptedMailsOf(db);
  const kinds = [...STORED_KINDS, ...Object.keys(renderers)];
  const logFailure = (what: string) => (error: unknown) => logger.error({ err: error }, what);

  /** A failed render or send: tried again later, or given up after MAX_ATTEMPTS; logged either way. */
  async function failed(mail: ClaimedMail, error: unknown, subject: string): Promise<void> {
    const givenUp = mail.attempts >= MAX_ATTEMPTS;
    const what = givenUp ? "gave up on a notification e-mail" : "could not send a notification e-mail; it will be tried again";
    logger[givenUp ? "error" : "warn"]({ err: error, subject, attempts: mail.attempts }, what);
    await (givenUp ? deleteMail(db, mail.id) : retryMailLater(db, mail.id)).catch(logFailure("could not update the mail outbox"));
  }

  /** Removes an accepted mail from the outbox; on failure it stays known as accepted, for the next sweep to remove. */
  async function removeAccepted(id: number): Promise<void> {
    try {
      await deleteMail(db, id);
      accepted.delete(id);
    } catch (error) {
      logger.error({ err: error }, "could not delete a sent mail from the outbox; the next sweep deletes it, without sending it again");
    }
  }

  /** Never rejects: whatever fails is logged, and the mail stays for a later sweep unless given up. */
  async function deliver(mail: ClaimedMail): Promise<void> {
    if (accepted.has(mail.id)) return removeAccepted(mail.id);
    const renderer = renderers[mail.kind];
    let content: NotificationMailContent | Date | undefined = mail.emailNotifications ? mail.content : undefined;
    // Only a renderer waits here: stored content reaches the mailer in this turn, so whoever kicked finds it handed over.
    if (content && renderer) {
      try {
        content = await renderer.render(db, mail.recipient.id, mail.content);
      } catch (error) {
        return failed(mail, error, mail.content.subject);
      }
    }
    if (content instanceof Date) return retryMailLater(db, mail.id, content).catch(logFailure("could not update the mail outbox"));
    if (content) {
      const message = renderNotificationMail(mail.recipient, content, config);
      try {
        await mailer.send(message);
      } catch (error) {
        await renderer?.unsent?.(db, mail.recipient.id).catch(logFailure("could not undo a mail's render"));
        return failed(mail, error, message.subject);
      }
      accepted.add(mail.id);
      return removeAccepted(mail.id);
    }
    await deleteMail(db, mail.id).catch(logFailure("could not delete an unwanted mail from the outbox"));
  }

  /** Claims every due mail and hands each to the mailer; resolves once all are handed over, with their ends. */
  async function startDue(): Promise<Array<Promise<void>>> {
    const sends: Array<Promise<void>> = [];
    for (const id of [...accepted]) await removeAccepted(id);
    for (;;) {
      const claimed = await claimDueMails(db, BATCH, kinds);
      sends.push(...claimed.map(deliver));
      if (claimed.length < BATCH) return sends;
    }
  }

  return {
    /** How long held mail waits (MAIL_HOLD_SECONDS): a statement that enqueues its own mail (alsoEnqueueing) needs it. */
    holdSeconds,

    /** Inside the change's transaction. Resolves true when a mail due now was written: kick after the commit. */
    async enqueue(tx: DbOrTx, mails: OutboxMail[]): Promise<boolean> {
      let dueNow = await enqueueDueMail(tx, mails.filter((mail) => !mail.held));
      for (const { to, content, held } of mails) {
        if (!held || to.length === 0) continue;
        for (const recipientId of new Set(to)) await insertHeldMail(tx, { recipientId, ...held, content, holdSeconds });
        dueNow ||= holdSeconds === 0;
      }
      return dueNow;
    },

    /**
     * Before the kick: adds `extra` (a calendar part) to the held mails a one-statement change
     * enqueued (alsoEnqueueing). Those already sent (no hold, and another process swept first) go without it.
     */
    extendHeld(db: DbOrTx, mails: { kind: HeldKind; roundtableId: number; recipients: number[]; extra: Partial<NotificationMailContent> }): Promise<void> {
      return extendHeldMails(db, mails);
    },

    /** Inside the transaction: the recipient's one unsent mail of `kind` (a renderer's), written anew. */
    enqueueSingle(tx: DbOrTx, mail: { recipientId: number; kind: string; content: NotificationMailContent; sendAfter: Date }): Promise<void> {
      return upsertSingleMail(tx, mail);
    },

    /**
     * After the commit: sends what is due now, waiting only until each mail is handed to the
     * mailer (a slow mail server never holds up the request). Never rejects.
     */
    async kick(due = true): Promise<void> {
      if (!due) return;
      try {
        void Promise.all(await startDue());
      } catch (error) {
        logger.warn({ err: error }, "could not sweep the mail outbox; the next sweep will");
      }
    },

    /** Sends every due mail and resolves once each is sent or logged, with how many were taken. */
    async sweep(): Promise<number> {
      const sends = await startDue();
      await Promise.all(sends);
      return sends.length;
    },
  };
}

export type NotificationMail = ReturnType<typeof createNotificationMail>;

/** The sweep every app process runs: at once (mail left by a stop), then every few seconds. Returns its stop. */
export function startMailSweep(ctx: OutboxContext, renderers: MailRenderers = {}): () => void {
  const outbox = createNotificationMail(ctx, renderers);
  const sweep = () => void outbox.sweep().catch((error: unknown) => ctx.logger.warn({ err: error }, "could not sweep the mail outbox"));
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
