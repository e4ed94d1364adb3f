/** SQL of the push outbox (docs/product.md, "Push"): the rows a trigger on notifications writes, claimed and finished by the sweeps. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { queryNamed } from "../db/named-query";

export type ClaimedPush = {
  id: number;
  attempts: number;
  subscription: { id: number; endpoint: string; p256dh: string; auth: string };
  notification: { id: number; kind: string; message: string; roundtableId: number | null };
};

/** How long a claim holds: a process that died between claim and send leaves its push to be taken again. */
const CLAIM_EXPIRES = "5 minutes";

/** The trigger queues every notice for a subscribed member; those of kinds not pushed leave at once. */
export async function dropUnpushedKinds(db: DbOrTx, kinds: string[]): Promise<void> {
  await queryNamed(
    db,
    sql`delete from push_outbox o using notifications n
      where n.id = o.notification_id and n.kind <> all(${sql.param(kinds)}::text[])`,
  );
}

/**
 * Takes up to `limit` due pushes of `kinds` for this process, with their subscription and notice.
 * SKIP LOCKED: two processes sweeping at once take different rows, so no push goes twice.
 */
export async function claimDuePushes(db: DbOrTx, limit: number, kinds: string[]): Promise<ClaimedPush[]> {
  const rows = await queryNamed<{
    id: number;
    attempts: number;
    subscription_id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    notification_id: number;
    kind: string;
    message: string;
    roundtable_id: number | null;
  }>(
    db,
    sql`with due as (
        select o.id from push_outbox o join notifications n on n.id = o.notification_id
        where o.send_after <= now() and (o.claimed_at is null or o.claimed_at < now() - ${CLAIM_EXPIRES}::interval)
          and n.kind = any(${sql.param(kinds)}::text[])
        order by o.send_after, o.id
        limit ${limit}::int
        for update of o skip locked),
      claimed as (
        update push_outbox o set claimed_at = now(), attempts = o.attempts + 1 from due where o.id = due.id
        returning o.id, o.attempts, o.subscription_id, o.notification_id)
      select c.id, c.attempts, s.id as subscription_id, s.endpoint, s.p256dh, s.auth,
        n.id as notification_id, n.kind, n.message, n.roundtable_id
      from claimed c
        join push_subscriptions s on s.id = c.subscription_id
        join notifications n on n.id = c.notification_id
      order by c.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    attempts: row.attempts,
    subscription: { id: row.subscription_id, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
    notification: { id: row.notification_id, kind: row.kind, message: row.message, roundtableId: row.roundtable_id },
  }));
}

/** Delivered, or given up on: the push leaves the outbox. */
export async function deletePush(db: DbOrTx, id: number): Promise<void> {
  await queryNamed(db, sql`delete from push_outbox where id = ${id}::int`);
}

/** A failed send is tried again later, a little later after each failure. */
export async function retryPushLater(db: DbOrTx, id: number): Promise<void> {
  await queryNamed(db, sql`update push_outbox set claimed_at = null, send_after = now() + attempts * interval '30 seconds' where id = ${id}::int`);
}
