import { asc, eq } from "drizzle-orm";
import { chapters, type Chapter } from "@shared/schema";
import type { DbOrTx } from "../db/client";

export async function listChapters(db: DbOrTx): Promise<Chapter[]> {
  return db.select().from(chapters).orderBy(asc(chapters.name));
}

export async function chapterExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: chapters.id }).from(chapters).where(eq(chapters.id, id));
  return row !== undefined;
}
