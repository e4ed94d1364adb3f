/** SQL of the members' push subscriptions. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { queryNamed } from "../db/named-query";

export type SubscriptionInput = { endpoint: string; p256dh: string; auth: string };

/**
 * Keeps the subscription for `userId`: an endpoint already known (this member's, or another's on a
 * shared browser) moves to them with its new keys. Then only the member's newest `limit` stay.
 */
export async function saveSubscription(db: DbOrTx, userId: number, subscription: SubscriptionInput, limit: number): Promise<void> {
  await queryNamed(
    db,
    sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
      values (${userId}::int, ${subscription.endpoint}::text, ${subscription.p256dh}::text, ${subscription.auth}::text)
      on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()`,
  );
  await queryNamed(
    db,
    sql`delete from push_subscriptions where user_id = ${userId}::int and id not in (
        select id from push_subscriptions where user_id = ${userId}::int order by created_at desc, id desc limit ${limit}::int)`,
  );
}

/** Ends the member's subscription at `endpoint`; another member's is left alone. */
export async function deleteOwnSubscription(db: DbOrTx, userId: number, endpoint: string): Promise<void> {
  await queryNamed(db, sql`delete from push_subscriptions where user_id = ${userId}::int and endpoint = ${endpoint}::text`);
}

/** A push service said the subscription is gone (404 or 410): it ends, with its waiting pushes. */
export async function deleteSubscription(db: DbOrTx, id: number): Promise<void> {
  await queryNamed(db, sql`delete from push_subscriptions where id = ${id}::int`);
}
