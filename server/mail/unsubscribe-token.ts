/**
 * The token in a notification e-mail's unsubscribe link: the member's id and an HMAC of it keyed
 * with the session secret. It needs no table, works without signing in, and can't be forged for
 * another member; a new session secret retires every old link.
 */
import crypto from "node:crypto";

const TOKEN_PATTERN = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

function signatureOf(userId: number, secret: string): string {
  return crypto.createHmac("sha256", secret).update(`unsubscribe:${userId}`).digest("base64url");
}

export function unsubscribeToken(userId: number, secret: string): string {
  return `${userId}.${signatureOf(userId, secret)}`;
}

/** The member id the token was made for, or undefined when it was not made with this secret. */
export function verifyUnsubscribeToken(token: string, secret: string): number | undefined {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return undefined;
  const userId = Number(match[1]);
  if (!Number.isSafeInteger(userId) || userId < 1 || userId > 2_147_483_647) return undefined;
  const expected = Buffer.from(signatureOf(userId, secret));
  const given = Buffer.from(match[2]!);
  return crypto.timingSafeEqual(expected, given) ? userId : undefined;
}
