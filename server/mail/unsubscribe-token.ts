/**
 * The token in a notification e-mail's unsubscribe link: the member's id and an HMAC of it keyed
 * with the session secret. It needs no table, works without signing in, and can't be forged for
 * another member; a new session secret retires every old link.
 */
import crypto from "node:crypto";

const TOKEN_PATTERN = /^(\d{1,10})\.(?:(m)\.)?([A-Za-z0-9_-]{43})$/;

/** What a link turns off: notification e-mails, or messages from members through the app. */
export type UnsubscribeKind = "notifications" | "messages";

function signatureOf(userId: number, kind: UnsubscribeKind, secret: string): string {
  const subject = kind === "messages" ? `unsubscribe-messages:${userId}` : `unsubscribe:${userId}`;
  return crypto.createHmac("sha256", secret).update(subject).digest("base64url");
}

export function unsubscribeToken(userId: number, secret: string, kind: UnsubscribeKind = "notifications"): string {
  return `${userId}.${kind === "messages" ? "m." : ""}${signatureOf(userId, kind, secret)}`;
}

/** The member and kind the token was made for, or undefined when it was not made with this secret. */
export function verifyUnsubscribeToken(token: string, secret: string): { userId: number; kind: UnsubscribeKind } | undefined {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return undefined;
  const userId = Number(match[1]);
  if (!Number.isSafeInteger(userId) || userId < 1 || userId > 2_147_483_647) return undefined;
  const kind: UnsubscribeKind = match[2] ? "messages" : "notifications";
  const expected = Buffer.from(signatureOf(userId, kind, secret));
  const given = Buffer.from(match[3]!);
  return crypto.timingSafeEqual(expected, given) ? { userId, kind } : undefined;
}
