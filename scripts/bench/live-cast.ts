/**
 * Who the live bench's streams belong to and who changes seats under them: a session for each
 * stream's member and one more member, the writer, who takes seats straight in SQL.
 */
import crypto from "node:crypto";
import type { Pool } from "pg";
import { PASSWORD } from "./args";

/** A seat change this often, as the live scenario and the reads beside it make them. */
export const EVERY_MS = 100;

/** Each stream's member's session cookie, and the member who changes seats. */
export type LiveCast = { cookies: string[]; writerId: number };

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json", Origin: base }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!response.ok) throw new Error(`signing ${email} in: ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

/** Signs a session id as express-session does (cookie-signature: HMAC-SHA256, base64 without padding). */
const signedSid = (sid: string, secret: string) => `s:${sid}.${crypto.createHmac("sha256", secret).update(sid).digest("base64").replace(/=+$/, "")}`;

/**
 * A session cookie for each member. The first signs in through the API; the others get a copy of
 * its session in the store, each naming its own member (bcrypt at cost 12 for thousands of
 * members would take most of an hour on a busy 2-core machine, and sign-in is not what is measured).
 */
async function sessionsFor(base: string, pool: Pool, secret: string, members: Array<{ id: number; email: string }>): Promise<string[]> {
  const first = await signIn(base, members[0]!.email);
  const sid = decodeURIComponent(/ec\.sid=([^;]+)/.exec(first)![1]!).replace(/^s:/, "").replace(/\.[^.]*$/, "");
  const { rows } = await pool.query<{ sess: Record<string, unknown>; expire: Date }>("select sess, expire from session where sid = $1", [sid]);
  if (!rows[0]) throw new Error("the signed-in member's session is not in the session table");
  const rest = members.slice(1).map((member) => ({ sid: crypto.randomBytes(24).toString("base64url"), sess: { ...rows[0]!.sess, passport: { user: member.id } } }));
  for (let index = 0; index < rest.length; index += 500) {
    const batch = rest.slice(index, index + 500);
    await pool.query("insert into session (sid, sess, expire) select * from unnest($1::text[], $2::json[], $3::timestamptz[])", [
      batch.map((one) => one.sid),
      batch.map((one) => JSON.stringify(one.sess)),
      batch.map(() => rows[0]!.expire),
    ]);
  }
  return [first, ...rest.map((one) => `ec.sid=${encodeURIComponent(signedSid(one.sid, secret))}`)];
}

/** `streams` members with a session each, and one more as the writer. */
export async function liveCast(base: string, pool: Pool, secret: string, streams: number): Promise<LiveCast> {
  const { rows: members } = await pool.query<{ id: number; email: string }>(
    "select id, email from users where email_confirmed and membership_status = 'approved' order by id limit $1",
    [streams + 1],
  );
  if (members.length < streams + 1) throw new Error(`--streams ${streams} needs ${streams + 1} approved members; the society has ${members.length} (raise --members)`);
  return { cookies: await sessionsFor(base, pool, secret, members.slice(0, streams)), writerId: members.at(-1)!.id };
}

/** Up to `limit` roundtables with a free seat that the writer holds no seat at, by id. */
export async function freeTables(pool: Pool, writerId: number, limit: number): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `select r.id from roundtables r left join roundtable_seats s on s.roundtable_id = r.id
     where coalesce(s.participant_count, 0) < r.max_participants
       and not exists (select 1 from participations p where p.roundtable_id = r.id and p.user_id = $1)
     order by r.id limit $2`,
    [writerId, limit],
  );
  return rows.map((row) => row.id);
}
