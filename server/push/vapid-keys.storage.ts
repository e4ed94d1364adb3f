/** SQL of the VAPID key pair: one row, made by whichever process asks first. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { queryNamed } from "../db/named-query";

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * Offers `made` as the key pair and answers the one that is kept: two processes asking at once both
 * offer theirs, the first insert wins (on conflict, nothing), and both read the winner.
 */
export async function keepVapidKeys(db: DbOrTx, made: VapidKeys): Promise<VapidKeys> {
  await queryNamed(
    db,
    sql`insert into push_vapid_keys (id, public_key, private_key) values (1, ${made.publicKey}::text, ${made.privateKey}::text)
      on conflict (id) do nothing`,
  );
  return readVapidKeys(db) as Promise<VapidKeys>;
}

export async function readVapidKeys(db: DbOrTx): Promise<VapidKeys | undefined> {
  const [row] = await queryNamed<{ public_key: string; private_key: string }>(db, sql`select public_key, private_key from push_vapid_keys where id = 1`);
  return row && { publicKey: row.public_key, privateKey: row.private_key };
}
