/** SQL for the mailed one-time codes: one live code per member and purpose, locked while it is checked. */
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { passwordResetCodes } from "@shared/schema";
import type { MailedCodePurpose } from "@shared/constants";
import type { DbOrTx } from "../db/client";

export async function replaceCode(db: DbOrTx, userId: number, purpose: MailedCodePurpose, codeHash: string, expiresAt: Date): Promise<void> {
  // Only the newest code works: asking again retires the earlier ones.
  await db
    .update(passwordResetCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetCodes.userId, userId), eq(passwordResetCodes.purpose, purpose), isNull(passwordResetCodes.usedAt)));
  await db.insert(passwordResetCodes).values({ userId, purpose, codeHash, expiresAt });
}

/** The member's live code for `purpose`, locked for the rest of the transaction so it can be used once only. */
export async function lockLiveCode(db: DbOrTx, userId: number, purpose: MailedCodePurpose) {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        eq(passwordResetCodes.purpose, purpose),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1)
    .for("update");
  return row;
}

export async function recordWrongCode(db: DbOrTx, id: number, retire: boolean): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1`, ...(retire ? { usedAt: new Date() } : {}) })
    .where(eq(passwordResetCodes.id, id));
}

export async function markCodeUsed(db: DbOrTx, id: number): Promise<void> {
  await db.update(passwordResetCodes).set({ usedAt: new Date() }).where(eq(passwordResetCodes.id, id));
}
