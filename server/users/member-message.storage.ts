/** SQL for messages between members: the recipient as the sender may see them, and who wrote to whom (never the text). */
import { and, eq } from "drizzle-orm";
import { chapters, memberMessages, users } from "@shared/schema";
import type { DbOrTx } from "../db/client";
import { isMember, shownTo } from "../db/member-rules";

export type MessageRecipient = {
  id: number;
  email: string;
  firstName: string;
  chapterId: number;
  /** Whether the sender may find them in the directory (ec_shown_to). */
  shownToSender: boolean;
  acceptMessages: boolean;
};

/**
 * The recipient, only if they are a confirmed, approved member: the relay never mails an address
 * that has not proven itself (anyone could sign up with someone else's address), nor a declined or
 * suspended account. Anyone else is answered as an unknown id (docs/security.md).
 */
export async function findMessageRecipient(db: DbOrTx, id: number, senderChapterId: number): Promise<MessageRecipient | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      chapterId: users.chapterId,
      shownToSender: shownTo(users, senderChapterId),
      acceptMessages: users.acceptMessages,
    })
    .from(users)
    .where(and(eq(users.id, id), isMember(users)));
  return row;
}

export async function findChapterName(db: DbOrTx, chapterId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: chapters.name }).from(chapters).where(eq(chapters.id, chapterId));
  return row?.name;
}

export async function recordMessage(db: DbOrTx, senderId: number, recipientId: number): Promise<void> {
  await db.insert(memberMessages).values({ senderId, recipientId });
}
