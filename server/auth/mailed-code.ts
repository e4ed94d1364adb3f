/**
 * The 6-digit codes mailed to a member, for a password reset or to confirm their address: valid
 * 15 minutes, 5 tries (the fifth wrong one burns the code), only the newest works, stored as a
 * keyed hash so a read of the table gives nobody a usable code.
 */
import crypto from "node:crypto";
import type { MailedCodePurpose } from "@shared/constants";
import type { DbOrTx } from "../db/client";
import { lockLiveCode, markCodeUsed, recordWrongCode, replaceCode } from "./mailed-code.storage";

const CODE_TTL_MS = 15 * 60 * 1000;
const CODE_MAX_ATTEMPTS = 5;

function hashCode(secret: string, code: string): string {
  return crypto.createHmac("sha256", secret).update(code).digest("hex");
}

/** A new code for the member (retiring their earlier one); the caller mails it. */
export async function issueCode(db: DbOrTx, secret: string, userId: number, purpose: MailedCodePurpose): Promise<string> {
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, "0");
  await replaceCode(db, userId, purpose, hashCode(secret, code), new Date(Date.now() + CODE_TTL_MS));
  return code;
}

/**
 * True when `code` is the member's live code, which is then used up; a wrong code counts a try.
 * Run it in the transaction that acts on the code, so the use and the action commit together.
 */
export async function useCode(tx: DbOrTx, secret: string, userId: number, purpose: MailedCodePurpose, code: string): Promise<boolean> {
  return (await checkCode(tx, secret, userId, purpose, code)) === "used";
}

/**
 * What became of a given code: `used` (right, now spent), `wrong` (a live code differs: a typo,
 * one try counted), `burned` (wrong on the last try: no code lives now) or `none` (no live code:
 * expired, used, or burned before).
 */
export type CodeCheck = "used" | "wrong" | "burned" | "none";

export async function checkCode(tx: DbOrTx, secret: string, userId: number, purpose: MailedCodePurpose, code: string): Promise<CodeCheck> {
  const live = await lockLiveCode(tx, userId, purpose);
  if (!live) return "none";
  const given = Buffer.from(hashCode(secret, code));
  if (!crypto.timingSafeEqual(given, Buffer.from(live.codeHash))) {
    const last = live.attempts + 1 >= CODE_MAX_ATTEMPTS;
    await recordWrongCode(tx, live.id, last);
    return last ? "burned" : "wrong";
  }
  await markCodeUsed(tx, live.id);
  return "used";
}
