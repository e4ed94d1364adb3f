import bcrypt from "bcrypt";

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/**
 * Compared against when an e-mail is unknown, so a failed sign-in takes as long whether or not the
 * account exists (no account enumeration by timing).
 */
export const TIMING_DUMMY_HASH = bcrypt.hashSync("timing-dummy-password", 12);
