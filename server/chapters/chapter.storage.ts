import { asc, eq, sql } from "drizzle-orm";
import type { Region } from "@shared/constants";
import { chapters, type Chapter } from "@shared/schema";
import type { DbOrTx } from "../db/client";

export async function listChapters(db: DbOrTx): Promise<Chapter[]> {
  return db.select().from(chapters).orderBy(asc(chapters.name));
}

export async function chapterExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: chapters.id }).from(chapters).where(eq(chapters.id, id));
  return row !== undefined;
}

/**
 * Adds the chapter, or sets the region and color of the one with its name in any letter case.
 * Undefined when that chapter had them already; `inserted` says which of the other two happened.
 */
export async function upsertChapter(db: DbOrTx, row: { name: string; region: Region; color: string }): Promise<{ inserted: boolean } | undefined> {
  const outcome = await db.execute<{ inserted: boolean }>(sql`
    insert into ${chapters} (name, region, color) values (${row.name}, ${row.region}, ${row.color})
    on conflict (lower(name)) do update set region = excluded.region, color = excluded.color
      where ${chapters.region} is distinct from excluded.region or ${chapters.color} is distinct from excluded.color
    returning (xmax = 0) as inserted`);
  return outcome.rows[0];
}

export async function countChapters(db: DbOrTx): Promise<number> {
  const [{ count }] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from ${chapters}`)).rows as [{ count: number }];
  return count;
}
