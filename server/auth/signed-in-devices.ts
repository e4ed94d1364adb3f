/**
 * Where a member is signed in, and signing out everywhere else. Each session remembers the
 * browser it was opened from (its user agent, cut short) and when; the list names it by a hash
 * prefix of its id, so the session id itself never leaves the server.
 */
import { createHash } from "node:crypto";
import type { Request } from "express";
import type { SignedInDevice } from "@shared/validators/auth";
import type { AppContext } from "../context";
import { destroyUserSessions, findUserSessions } from "../users";
import { describeUserAgent } from "./device-name";

const AGENT_KEPT = 256;

declare module "express-session" {
  interface SessionData {
    /** The browser the member signed in from, and when (epoch ms). */
    signedInFrom?: { agent: string; at: number };
  }
}

/** Called right after sign-in, on the new session. */
export function rememberDevice(req: Request): void {
  req.session.signedInFrom = { agent: (req.get("User-Agent") ?? "").slice(0, AGENT_KEPT), at: Date.now() };
}

export const opaqueSessionId = (sid: string) => createHash("sha256").update(sid).digest("base64url").slice(0, 16);

type StoredSession = {
  signedInFrom?: { agent?: unknown; at?: unknown };
  cookie?: { expires?: unknown; originalMaxAge?: unknown };
};

/** The session's last renewal (session-renewal.ts): its stored expiry less its lifetime. */
function lastActive(stored: StoredSession): Date {
  const expires = typeof stored.cookie?.expires === "string" ? Date.parse(stored.cookie.expires) : NaN;
  const maxAge = typeof stored.cookie?.originalMaxAge === "number" ? stored.cookie.originalMaxAge : NaN;
  const at = expires - maxAge;
  return Number.isFinite(at) ? new Date(Math.min(at, Date.now())) : new Date();
}

function describe(sid: string, stored: StoredSession, currentSid: string): SignedInDevice {
  const from = stored.signedInFrom;
  const agent = typeof from?.agent === "string" ? from.agent : undefined;
  const signedInAt = typeof from?.at === "number" ? new Date(from.at).toISOString() : null;
  const current = sid === currentSid;
  return {
    id: opaqueSessionId(sid),
    device: describeUserAgent(agent),
    signedInAt,
    lastActiveAt: (current ? new Date() : lastActive(stored)).toISOString(),
    current,
  };
}

/** This device first, then the most recently active. */
export async function listSignedInDevices({ db }: Pick<AppContext, "db">, userId: number, currentSid: string): Promise<SignedInDevice[]> {
  const rows = await findUserSessions(db, userId);
  return rows
    .map((row) => describe(row.sid, (row.sess ?? {}) as StoredSession, currentSid))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
}

/** Ends every other session of the member; their next request is signed out. */
export async function signOutOtherDevices({ db }: Pick<AppContext, "db">, userId: number, currentSid: string): Promise<number> {
  return destroyUserSessions(db, userId, currentSid);
}
