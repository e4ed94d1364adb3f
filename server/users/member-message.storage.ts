/** SQL for messages between members: the recipient as the sender may see them, and who wrote to whom (never the text). */
import { eq } from "drizzle-orm";
import { chapters, memberMessages, users } from "@shared/schema";
import type { DirectoryVisibility } from "@shared/constants";
import type { DbOrTx } from "../db/client";

export type MessageRecipient = {
  id: number;
  email: string;
  firstName: string;
  chapterId: number;
  directoryVisibility: DirectoryVisibility;
  acceptMessages: boolean;
};

export async function findMessageRecipient(db: DbOrTx, id: number): Promise<MessageRecipient | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      chapterId: users.chapterId,
      directoryVisibility: users.directoryVisibility,
      acceptMessages: users.acceptMessages,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function findChapterName(db: DbOrTx, chapterId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: chapters.name }).from(chapters).where(eq(chapters.id, chapterId));
  return row?.name;
}

export async function recordMessage(db: DbOrTx, senderId: number, recipientId: number): Promise<void> {
  await db.insert(memberMessages).values({ senderId, recipientId });
}
