/**
 * The token in an e-mail's unsubscribe link: the member's id, the moment it was made (epoch ms) and an HMAC
 * of both keyed with the unsubscribe secret (UNSUBSCRIBE_SECRET, its own, so retiring every link
 * never signs anybody out). It needs no table, works without signing in, can't be forged for
 * another member, and each mail carries a fresh one that lasts 90 days. A member's links made
 * before their `unsubscribe_links_after` no longer work (unsubscribe.service.ts). Links of the
 * older form carry the last day they work instead; they still do.
 */
import crypto from "node:crypto";

/** What a link turns off: notification e-mails, or messages from members through the app. */
export type UnsubscribeKind = "notifications" | "messages";

const TOKEN_PATTERN = /^(\d{1,10})\.(\d{1,13})\.(?:(m)\.)?([A-Za-z0-9_-]{43})$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Long enough for a member reading old mail; a leaked link stops working by itself. */
export const UNSUBSCRIBE_LINK_DAYS = 90;
/** A middle part this short is the older form's last day; a longer one is when the link was made. */
const DAY_DIGITS = 6;

const dayOf = (time: number) => Math.floor(time / DAY_MS);

function signatureOf(userId: number, stamp: string, kind: UnsubscribeKind, secret: string): string {
  const subject = kind === "messages" ? `unsubscribe-messages:${userId}:${stamp}` : `unsubscribe:${userId}:${stamp}`;
  return crypto.createHmac("sha256", secret).update(subject).digest("base64url");
}

export function unsubscribeToken(userId: number, secret: string, kind: UnsubscribeKind = "notifications", now = Date.now()): string {
  const madeAt = String(Math.floor(now));
  return `${userId}.${madeAt}.${kind === "messages" ? "m." : ""}${signatureOf(userId, `t${madeAt}`, kind, secret)}`;
}

export type UnsubscribeLinkToken = { userId: number; kind: UnsubscribeKind; /** When the link was made (epoch ms; the older form: its day's start). */ madeAt: number };

/** The member, kind and making time of the token, or undefined when it was not made with this secret or has expired. */
export function verifyUnsubscribeToken(token: string, secret: string, now = Date.now()): UnsubscribeLinkToken | undefined {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return undefined;
  const userId = Number(match[1]);
  const stamp = match[2]!;
  if (!Number.isSafeInteger(userId) || userId < 1 || userId > 2_147_483_647) return undefined;
  const kind: UnsubscribeKind = match[3] ? "messages" : "notifications";
  const olderForm = stamp.length <= DAY_DIGITS;
  const expected = Buffer.from(signatureOf(userId, olderForm ? stamp : `t${stamp}`, kind, secret));
  const given = Buffer.from(match[4]!);
  if (!crypto.timingSafeEqual(expected, given)) return undefined;
  const madeAt = olderForm ? (Number(stamp) - UNSUBSCRIBE_LINK_DAYS) * DAY_MS : Number(stamp);
  if (madeAt > now + 60_000) return undefined;
  return dayOf(madeAt) + UNSUBSCRIBE_LINK_DAYS >= dayOf(now) ? { userId, kind, madeAt } : undefined;
}
