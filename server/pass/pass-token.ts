/**
 * The convention pass (docs/product.md, "The day at the table"): 12 bytes, the member's id (4), the
 * convention's id (2) and the first 6 bytes of an HMAC-SHA256 of those 6 under the app's pass key,
 * written in Crockford's base32 as 20 characters in four groups of five ("7ZK2M-…"). The QR code
 * holds the same text (QR's alphanumeric mode covers it), so the typed code and the scanned one
 * are one thing. Forging one means guessing 48 bits of MAC; a pass signed for one convention names
 * it, so it is told apart from a forgery and refused elsewhere.
 */
import crypto from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const PAYLOAD_BYTES = 6;
const MAC_BYTES = 6;
const TOKEN_CHARS = 20;

export type PassClaims = { userId: number; conventionId: number };

export type PassReading =
  | { ok: true; claims: PassClaims }
  | { ok: false; reason: "unreadable" | "forged" };

function toBase32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

function fromBase32(text: string): Buffer | undefined {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return undefined;
    value = (value << 5) | digit;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
    value &= (1 << bits) - 1;
  }
  return Buffer.from(out);
}

function macOf(key: Buffer, payload: Buffer): Buffer {
  return crypto.createHmac("sha256", key).update("english-convention:pass:v1:").update(payload).digest().subarray(0, MAC_BYTES);
}

/** The pass of `claims`, grouped for reading aloud and typing. */
export function signPass(key: Buffer, claims: PassClaims): string {
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  payload.writeUInt32BE(claims.userId, 0);
  payload.writeUInt16BE(claims.conventionId, 4);
  const text = toBase32(Buffer.concat([payload, macOf(key, payload)]));
  return text.match(/.{1,5}/g)!.join("-");
}

/**
 * A pass as scanned or typed: case, spaces and dashes don't matter, and the letters people
 * confuse with digits (O, I, L) read as those digits, as Crockford's base32 says.
 */
export function readPass(key: Buffer, typed: string): PassReading {
  const text = typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (text.length !== TOKEN_CHARS) return { ok: false, reason: "unreadable" };
  const bytes = fromBase32(text);
  if (!bytes || bytes.length < PAYLOAD_BYTES + MAC_BYTES) return { ok: false, reason: "unreadable" };
  // The last character carries 4 bits of padding: only the one way of writing a pass reads as it.
  if (toBase32(bytes) !== text) return { ok: false, reason: "forged" };
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  const mac = bytes.subarray(PAYLOAD_BYTES, PAYLOAD_BYTES + MAC_BYTES);
  if (!crypto.timingSafeEqual(mac, macOf(key, payload))) return { ok: false, reason: "forged" };
  return { ok: true, claims: { userId: payload.readUInt32BE(0), conventionId: payload.readUInt16BE(4) } };
}
