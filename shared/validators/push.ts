/** Web Push validators: a browser's subscription (POST /api/push/subscriptions) and its end (DELETE). */
import { z } from "zod";

/** Base64url without padding, as PushSubscription.toJSON() gives its keys. */
const base64url = (what: string, length: number) =>
  z
    .string({ error: `${what} is required` })
    .transform((value) => value.replace(/=+$/, ""))
    .pipe(z.string().regex(/^[A-Za-z0-9_-]*$/, `${what} must be base64url`).length(length, `${what} must be ${length} base64url characters`));

/** Long enough for every push service's endpoint (they run to a few hundred characters). */
const ENDPOINT_MAX = 2048;

/**
 * A push service's address. Always https; `allowLocalHttp` lets in an http address on this machine
 * (127.0.0.1 or localhost), for the tests' own push service only (PUSH_ALLOW_LOCAL_HTTP, never in production).
 */
export function pushEndpointField(options: { allowLocalHttp?: boolean } = {}) {
  return z
    .string({ error: "Endpoint is required" })
    .max(ENDPOINT_MAX, `Endpoint must be at most ${ENDPOINT_MAX} characters`)
    .refine((value) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        return false;
      }
      if (url.username || url.password) return false;
      if (url.protocol === "https:") return true;
      return options.allowLocalHttp === true && url.protocol === "http:" && ["127.0.0.1", "localhost"].includes(url.hostname);
    }, "Endpoint must be an https URL of a push service");
}

export function pushSubscriptionSchemaFor(options: { allowLocalHttp?: boolean } = {}) {
  return z.strictObject({
    endpoint: pushEndpointField(options),
    keys: z.object(
      {
        // An uncompressed P-256 public key (65 bytes) and a 16-byte secret (RFC 8291).
        p256dh: base64url("keys.p256dh", 87),
        auth: base64url("keys.auth", 22),
      },
      { error: "keys must hold p256dh and auth" },
    ),
  });
}

/** The subscription as the API documents it: an https endpoint. */
export const pushSubscriptionSchema = pushSubscriptionSchemaFor();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** Unsubscribing names only the endpoint; any URL-looking text is accepted (a gone one is simply not found). */
export const pushUnsubscribeSchema = z.strictObject({
  endpoint: z.string({ error: "Endpoint is required" }).min(1, "Endpoint is required").max(ENDPOINT_MAX, `Endpoint must be at most ${ENDPOINT_MAX} characters`),
});
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeSchema>;

/** GET /api/push/public-key. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;
