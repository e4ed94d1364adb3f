import bcrypt from "bcrypt";

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

let dummyHash: Promise<string> | undefined;

/**
 * Compared against when an e-mail is unknown, so a failed sign-in takes as long whether or not the
 * account exists (no account enumeration by timing). Made on first use, off the main thread,
 * rather than while the server starts.
 */
export function timingDummyHash(): Promise<string> {
  dummyHash ??= bcrypt.hash("timing-dummy-password", 12);
  return dummyHash;
}
