/** SQL for a member's sessions: ending them ends their sign-in in every app process at its next request. */
import { sql } from "drizzle-orm";
import { sessions } from "@shared/schema";
import type { DbOrTx } from "../db/client";

const ownedBy = (userId: number) => sql`(${sessions.sess}::jsonb -> 'passport' ->> 'user') = ${String(userId)}`;

/** Signs a member out everywhere, except (optionally) the session they are using now. */
export async function destroyUserSessions(db: DbOrTx, userId: number, exceptSid?: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(sql`${ownedBy(userId)}${exceptSid ? sql` and ${sessions.sid} <> ${exceptSid}` : sql``}`)
    .returning({ sid: sessions.sid });
  return ended.length;
}

/** The member's unexpired sessions, as stored, the most recently renewed first (at most `limit`). */
export async function findUserSessions(db: DbOrTx, userId: number, limit = 100): Promise<Array<{ sid: string; sess: unknown }>> {
  return db
    .select({ sid: sessions.sid, sess: sessions.sess })
    .from(sessions)
    .where(sql`${ownedBy(userId)} and ${sessions.expire} > now()`)
    .orderBy(sql`${sessions.expire} desc`)
    .limit(limit);
}
