/** SQL for who receives notification mail and whether they want it. */
import { eq } from "drizzle-orm";
import { users } from "@shared/schema";
import type { DbOrTx } from "../db/client";

export type MailRecipient = { id: number; email: string; firstName: string; emailNotifications: boolean };

const recipientColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  emailNotifications: users.emailNotifications,
};

/** One member with both switches an unsubscribe link may turn off, and since when their links work. */
export async function findMailRecipient(
  db: DbOrTx,
  userId: number,
): Promise<(MailRecipient & { acceptMessages: boolean; unsubscribeLinksAfter: Date | null }) | undefined> {
  const [row] = await db
    .select({ ...recipientColumns, acceptMessages: users.acceptMessages, unsubscribeLinksAfter: users.unsubscribeLinksAfter })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function setEmailNotifications(db: DbOrTx, userId: number, enabled: boolean): Promise<void> {
  await db.update(users).set({ emailNotifications: enabled, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function setAcceptMessages(db: DbOrTx, userId: number, enabled: boolean): Promise<void> {
  await db.update(users).set({ acceptMessages: enabled, updatedAt: new Date() }).where(eq(users.id, userId));
}
