import bcrypt from "bcrypt";
import { createPasswordTurns, type StillWanted } from "./password-turns";

const turns = createPasswordTurns();

/** Password jobs running and waiting for their turn, in this process. */
export const passwordWorkLoad = turns.load;

export function hashPassword(password: string, cost: number, stillWanted?: StillWanted): Promise<string> {
  return turns.run(() => bcrypt.hash(password, cost), stillWanted);
}

export function verifyPassword(password: string, hash: string, stillWanted?: StillWanted): Promise<boolean> {
  return turns.run(() => bcrypt.compare(password, hash), stillWanted);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Compared against when an e-mail is unknown, so a failed sign-in takes as long whether or not the
 * account exists (no account enumeration by timing): hashed at the cost members' hashes have
 * (BCRYPT_COST), since a comparison takes as long as its hash's cost says. Made in the thread
 * pool, not on the main thread, when the account routes are built (auth.routes.ts) or on first use.
 */
export function timingDummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = bcrypt.hash("timing-dummy-password", cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}
