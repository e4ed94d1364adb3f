/**
 * The token in a notification e-mail's unsubscribe link: the member's id, the day it stops
 * working and an HMAC of both keyed with the unsubscribe secret (UNSUBSCRIBE_SECRET, its own, so
 * retiring every link never signs anybody out). It needs no table, works without signing in,
 * can't be forged for another member, and each mail carries a fresh one that lasts 90 days.
 */
import crypto from "node:crypto";

/** What a link turns off: notification e-mails, or messages from members through the app. */
export type UnsubscribeKind = "notifications" | "messages";

const TOKEN_PATTERN = /^(\d{1,10})\.(\d{1,6})\.(?:(m)\.)?([A-Za-z0-9_-]{43})$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Long enough for a member reading old mail; a leaked link stops working by itself. */
export const UNSUBSCRIBE_LINK_DAYS = 90;

const dayOf = (time: number) => Math.floor(time / DAY_MS);

function signatureOf(userId: number, lastDay: number, kind: UnsubscribeKind, secret: string): string {
  const subject = kind === "messages" ? `unsubscribe-messages:${userId}:${lastDay}` : `unsubscribe:${userId}:${lastDay}`;
  return crypto.createHmac("sha256", secret).update(subject).digest("base64url");
}

export function unsubscribeToken(userId: number, secret: string, kind: UnsubscribeKind = "notifications", now = Date.now()): string {
  const lastDay = dayOf(now) + UNSUBSCRIBE_LINK_DAYS;
  return `${userId}.${lastDay}.${kind === "messages" ? "m." : ""}${signatureOf(userId, lastDay, kind, secret)}`;
}

/** The member and kind the token was made for, or undefined when it was not made with this secret or has expired. */
export function verifyUnsubscribeToken(token: string, secret: string, now = Date.now()): { userId: number; kind: UnsubscribeKind } | undefined {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return undefined;
  const userId = Number(match[1]);
  const lastDay = Number(match[2]);
  if (!Number.isSafeInteger(userId) || userId < 1 || userId > 2_147_483_647) return undefined;
  const kind: UnsubscribeKind = match[3] ? "messages" : "notifications";
  const expected = Buffer.from(signatureOf(userId, lastDay, kind, secret));
  const given = Buffer.from(match[4]!);
  if (!crypto.timingSafeEqual(expected, given)) return undefined;
  return lastDay >= dayOf(now) ? { userId, kind } : undefined;
}
