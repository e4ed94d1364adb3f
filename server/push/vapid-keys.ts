/**
 * The app's VAPID key pair (RFC 8292), made once and kept in the database: every process signs
 * with the same key, and a browser's subscription (bound to the public key) survives restarts.
 * The pair never changes, so each process remembers it after its first read.
 */
import webpush from "web-push";
import type { DbOrTx } from "../db/client";
import { keepVapidKeys, readVapidKeys, type VapidKeys } from "./vapid-keys.storage";

export type { VapidKeys };

const known = new WeakMap<object, Promise<VapidKeys>>();

/** The key pair, made at first need; concurrent first calls in one process share one trip. */
export function vapidKeys(db: DbOrTx): Promise<VapidKeys> {
  let keys = known.get(db);
  if (!keys) {
    keys = (async () => (await readVapidKeys(db)) ?? keepVapidKeys(db, webpush.generateVAPIDKeys()))();
    // A failed read is not remembered: the next call asks the database again.
    keys.catch(() => known.delete(db));
    known.set(db, keys);
  }
  return keys;
}
