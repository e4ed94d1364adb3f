/**
 * A push service on 127.0.0.1 for tests, and a browser's side of a subscription: it keeps every
 * request the app sends (headers and encrypted body) and answers each endpoint's path with the
 * status the test chose (201 unless told). A subscription holds the browser's own keys, so the
 * test decrypts what arrived as a browser would (RFC 8291, aes128gcm) and checks the VAPID
 * signature (RFC 8292) with node's crypto alone, independently of web-push.
 */
import crypto from "node:crypto";
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

export type TestPushService = {
  origin: string;
  received: ReceivedPush[];
  /** The status a path answers from now on. */
  answer(path: string, status: number): void;
  close(): Promise<void>;
};

export async function startPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, status) => void statuses.set(path, status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription to `endpoint`: what it posts, and its private key to read pushes. */
export function browserSubscription(endpoint: string) {
  const ecdh = crypto.createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    json: { endpoint, keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") } },
    /** Decrypts an aes128gcm body (one record) to its text. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, senderKey]);
      const ikm = Buffer.from(crypto.hkdfSync("sha256", secret, auth, keyInfo, 32));
      const cek = Buffer.from(crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
      const nonce = Buffer.from(crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
      const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 2, then any zero padding.
      let end = padded.length - 1;
      while (end > 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error("not a last record");
      return padded.subarray(0, end).toString("utf8");
    },
  };
}

/** Reads `Authorization: vapid t=JWT, k=KEY` and checks the JWT's ES256 signature with KEY; answers its claims and key. */
export function verifyVapid(authorization: string | undefined): { claims: { aud: string; exp: number; sub: string }; publicKey: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a vapid Authorization: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [header, payload, signature] = token.split(".") as [string, string, string];
  const point = Buffer.from(key, "base64url");
  const jwk = { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33, 65).toString("base64url") };
  const verified = crypto.verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    { key: crypto.createPublicKey({ key: jwk, format: "jwk" }), dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!verified) throw new Error("the VAPID signature does not verify");
  return { claims: JSON.parse(Buffer.from(payload, "base64url").toString("utf8")), publicKey: key };
}
