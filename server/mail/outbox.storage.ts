/** SQL of the mail outbox (docs/mail.md, "The outbox"): writing, merging, claiming and finishing mails. */
import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { queryNamed } from "../db/named-query";
import type { NotificationMailContent } from "./notification-mail";

/** What a mail that may be undone within minutes says about its roundtable; it merges with its opposite while held. */
export type HeldKind = "added" | "removed" | "removed_waiting" | "promoted";

/**
 * Which held mails a new one takes out of the outbox (`opposites`), and which of those it cancels
 * itself with (`cancels`): added then removed, or removed from a seat then added back, is no news;
 * a removal after a held promotion, or a seat after a held removal from the waitlist, is still news.
 */
const MERGES: Record<HeldKind, { opposites: HeldKind[]; cancels: HeldKind[] }> = {
  added: { opposites: ["removed", "removed_waiting"], cancels: ["removed"] },
  removed: { opposites: ["added", "promoted"], cancels: ["added"] },
  removed_waiting: { opposites: ["added", "promoted"], cancels: ["added"] },
  promoted: { opposites: [], cancels: [] },
};

/** Mails due at once, one row per recipient, in one statement. */
export async function insertDueMails(db: DbOrTx, rows: Array<{ recipientId: number; content: NotificationMailContent }>): Promise<void> {
  if (rows.length === 0) return;
  await queryNamed(
    db,
    sql`insert into mail_outbox (recipient_id, kind, content)
      select recipient, 'notice', content::jsonb
      from unnest(${sql.param(rows.map((row) => row.recipientId))}::int[], ${sql.param(rows.map((row) => JSON.stringify(row.content)))}::text[])
        as mail(recipient, content)`,
  );
}

/**
 * A held mail about one member and roundtable, in one statement: it takes its opposite out of the
 * outbox while that is still held (unclaimed, not yet due), and is written itself unless the two
 * cancel. The roundtable's row lock, which every seat change takes, orders two of them.
 */
export async function insertHeldMail(
  db: DbOrTx,
  mail: { recipientId: number; kind: HeldKind; roundtableId: number; content: NotificationMailContent; holdSeconds: number },
): Promise<void> {
  const { opposites, cancels } = MERGES[mail.kind];
  await queryNamed(
    db,
    sql`with merged as (
        delete from mail_outbox o
        where o.recipient_id = ${mail.recipientId}::int and o.roundtable_id = ${mail.roundtableId}::int
          and o.kind = any(${sql.param(opposites)}::text[]) and o.claimed_at is null and o.send_after > now()
        returning o.kind)
      insert into mail_outbox (recipient_id, kind, roundtable_id, content, send_after)
      select ${mail.recipientId}::int, ${mail.kind}::text, ${mail.roundtableId}::int, ${JSON.stringify(mail.content)}::jsonb,
        now() + make_interval(secs => ${mail.holdSeconds}::int)
      where not exists (select 1 from merged where merged.kind = any(${sql.param(cancels)}::text[]))`,
  );
}

/**
 * At most one unsent mail of `kind` per recipient (the approvers' daily mail): a new one takes the
 * waiting one's place (content and time) while unclaimed. A lock per recipient and kind orders two
 * writers; one claimed meanwhile is being sent, and this one follows it.
 */
export async function upsertSingleMail(
  db: DbOrTx,
  mail: { recipientId: number; kind: string; content: NotificationMailContent; sendAfter: Date },
): Promise<void> {
  await queryNamed(db, sql`select pg_advisory_xact_lock(hashtext(${mail.kind}::text), ${mail.recipientId}::int)`);
  await queryNamed(
    db,
    sql`with replaced as (
        update mail_outbox set content = ${JSON.stringify(mail.content)}::jsonb, send_after = ${mail.sendAfter.toISOString()}::timestamptz
        where recipient_id = ${mail.recipientId}::int and kind = ${mail.kind}::text and claimed_at is null
        returning id)
      insert into mail_outbox (recipient_id, kind, content, send_after)
      select ${mail.recipientId}::int, ${mail.kind}::text, ${JSON.stringify(mail.content)}::jsonb, ${mail.sendAfter.toISOString()}::timestamptz
      where not exists (select 1 from replaced)`,
  );
}

/** A held mail whose content names a title that a statement answers (the one-statement leave). */
export type HeldMailTemplate = { kind: HeldKind; roundtableId: number; content: (title: string) => NotificationMailContent; holdSeconds: number };

// Stands for the title in the content's JSON until the statement puts it there, JSON-escaped.
const TITLE_MARK = "@@title@@";

/**
 * Wraps a statement that answers one row with `title` and an int[] column of recipients so that,
 * in the same statement, it also writes a held mail to each (no opposite to merge with: a promotion).
 */
export function alsoEnqueueing(statement: SQL, recipientsColumn: string, mail: HeldMailTemplate): SQL {
  const template = JSON.stringify(mail.content(TITLE_MARK));
  return sql`with change as (${statement}),
    mailed as (
      insert into mail_outbox (recipient_id, kind, roundtable_id, content, send_after)
      select recipient, ${mail.kind}::text, ${mail.roundtableId}::int,
        replace(${template}::text, ${TITLE_MARK}::text, regexp_replace(to_json(change.title)::text, '^"|"$', '', 'g'))::jsonb,
        now() + make_interval(secs => ${mail.holdSeconds}::int)
      from change, unnest(change.${sql.identifier(recipientsColumn)}) as recipient)
    select * from change`;
}

/**
 * Adds `extra` to the content of the unsent held mails of `kind` about a roundtable to `recipients`
 * (a statement that enqueued its own mail, alsoEnqueueing, could not know it beforehand).
 */
export async function extendHeldMails(
  db: DbOrTx,
  mails: { kind: HeldKind; roundtableId: number; recipients: number[]; extra: Partial<NotificationMailContent> },
): Promise<void> {
  await queryNamed(
    db,
    sql`update mail_outbox set content = content || ${JSON.stringify(mails.extra)}::jsonb
      where kind = ${mails.kind}::text and roundtable_id = ${mails.roundtableId}::int
        and recipient_id = any(${sql.param(mails.recipients)}::int[]) and claimed_at is null`,
  );
}

export type ClaimedMail = {
  id: number;
  kind: string;
  content: NotificationMailContent;
  attempts: number;
  recipient: { id: number; email: string; firstName: string };
  /** The member's preference when the mail goes: turned off meanwhile, nothing is sent. */
  emailNotifications: boolean;
};

/** How long a claim holds: a process that died between claim and send leaves its mail to be taken again. */
const CLAIM_EXPIRES = "5 minutes";

/**
 * Takes up to `limit` due mails for this process, with their recipients as they are now. SKIP
 * LOCKED: two processes sweeping at once take different rows, so no mail goes twice.
 */
export async function claimDueMails(db: DbOrTx, limit: number, kinds: string[]): Promise<ClaimedMail[]> {
  const rows = await queryNamed<{
    id: number;
    kind: string;
    content: NotificationMailContent;
    attempts: number;
    user_id: number;
    email: string;
    first_name: string;
    email_notifications: boolean;
  }>(
    db,
    sql`with due as (
        select id from mail_outbox
        where send_after <= now() and (claimed_at is null or claimed_at < now() - ${CLAIM_EXPIRES}::interval)
          and kind = any(${sql.param(kinds)}::text[])
        order by send_after, id
        limit ${limit}::int
        for update skip locked),
      claimed as (
        update mail_outbox o set claimed_at = now(), attempts = o.attempts + 1 from due where o.id = due.id
        returning o.id, o.recipient_id, o.kind, o.content, o.attempts)
      select c.id, c.kind, c.content, c.attempts, u.id as user_id, u.email, u.first_name, u.email_notifications
      from claimed c join users u on u.id = c.recipient_id
      order by c.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    content: row.content,
    attempts: row.attempts,
    recipient: { id: row.user_id, email: row.email, firstName: row.first_name },
    emailNotifications: row.email_notifications,
  }));
}

/** Sent, or not wanted, or given up on: the mail leaves the outbox. */
export async function deleteMail(db: DbOrTx, id: number): Promise<void> {
  await queryNamed(db, sql`delete from mail_outbox where id = ${id}::int`);
}

/** A failed send is tried again later, a minute more after each failure; a mail not yet due is put back for `at`. */
export async function retryMailLater(db: DbOrTx, id: number, at?: Date): Promise<void> {
  await queryNamed(
    db,
    at
      ? sql`update mail_outbox set claimed_at = null, attempts = attempts - 1, send_after = ${at.toISOString()}::timestamptz where id = ${id}::int`
      : sql`update mail_outbox set claimed_at = null, send_after = now() + attempts * interval '1 minute' where id = ${id}::int`,
  );
}
