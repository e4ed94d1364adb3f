/** SQL for a member's sessions: ending them ends their sign-in in every app process at its next request. */
import { sql } from "drizzle-orm";
import { sessions } from "@shared/schema";
import type { DbOrTx } from "../db/client";

/** Signs a member out everywhere, except (optionally) the session they are using now. */
export async function destroyUserSessions(db: DbOrTx, userId: number, exceptSid?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      sql`(${sessions.sess}::jsonb -> 'passport' ->> 'user') = ${String(userId)}${
        exceptSid ? sql` and ${sessions.sid} <> ${exceptSid}` : sql``
      }`,
    );
}
