/**
 * Whom an organizer may add: only a member they could find in the directory (confirmed, approved,
 * shown to all members or to the organizer's chapter). Anyone else is answered as an unknown id,
 * so adding ids one by one reveals nobody hidden (docs/security.md, "Privacy").
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

export async function isAddableBy(db: DbOrTx, userId: number, organizerChapterId: number): Promise<boolean> {
  const { rows } = await db.execute<{ found: number }>(
    sql`select 1 as found from users
        where id = ${userId} and ec_shown_to(users, ${organizerChapterId}::int)`,
  );
  return rows.length > 0;
}
