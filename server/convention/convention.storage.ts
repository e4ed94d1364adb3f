/** SQL for the conventions table: read them, add one, edit one, make one current. */
import { desc, eq, sql } from "drizzle-orm";
import { conventions, type ConventionRow } from "@shared/schema";
import type { DbOrTx } from "../db/client";
import type { CurrentDays } from "./convention-time";

export type ConventionFields = Pick<ConventionRow, "name" | "city" | "startDate" | "endDate" | "timeZone"> & {
  proposalsCloseAt: Date | null;
};

/** Newest first: by first day, then by id. */
export function listConventionRows(db: DbOrTx): Promise<ConventionRow[]> {
  return db.select().from(conventions).orderBy(desc(conventions.startDate), desc(conventions.id));
}

export async function findConventionRow(db: DbOrTx, id: number): Promise<ConventionRow | undefined> {
  const [row] = await db.select().from(conventions).where(eq(conventions.id, id));
  return row;
}

/** The row locked for the rest of the transaction (an edit, a session's change). */
export async function lockConventionRow(tx: DbOrTx, id: number): Promise<ConventionRow | undefined> {
  const [row] = await tx.select().from(conventions).where(eq(conventions.id, id)).for("update");
  return row;
}

export async function findCurrentConventionRow(db: DbOrTx): Promise<ConventionRow | undefined> {
  const [row] = await db.select().from(conventions).where(eq(conventions.isCurrent, true));
  return row;
}

export async function insertConvention(tx: DbOrTx, fields: ConventionFields): Promise<ConventionRow> {
  const [row] = await tx.insert(conventions).values({ ...fields, isCurrent: false }).returning();
  return row!;
}

export async function updateConvention(tx: DbOrTx, id: number, fields: ConventionFields): Promise<ConventionRow> {
  const [row] = await tx.update(conventions).set({ ...fields, awaitsSettings: false }).where(eq(conventions.id, id)).returning();
  return row!;
}

/** Called in a transaction: readers see the old current convention or the new one, never none. */
export async function setCurrentConvention(tx: DbOrTx, id: number): Promise<void> {
  // Two statements: the partial unique index is checked row by row, so one update could meet two current rows.
  await tx.execute(sql`update conventions set is_current = false where is_current and id <> ${id}`);
  await tx.execute(sql`update conventions set is_current = true where id = ${id} and not is_current`);
}

/**
 * The convention an upgrade or a first start made with the settings' defaults takes the configured
 * ones, once; true when it did (docs/product.md, "Conventions").
 */
export async function settleFirstConvention(
  db: DbOrTx,
  settings: Pick<ConventionRow, "name" | "city" | "startDate" | "endDate" | "timeZone">,
): Promise<boolean> {
  const rows = await db
    .update(conventions)
    .set({ ...settings, awaitsSettings: false })
    .where(eq(conventions.awaitsSettings, true))
    .returning({ id: conventions.id });
  return rows.length > 0;
}

/** The current convention's days, for describeStart (convention-time.ts). */
export async function readCurrentDays(db: DbOrTx): Promise<CurrentDays | undefined> {
  const result = await db.execute<CurrentDays>(sql`select start_date::text as "startDate", end_date::text as "endDate" from conventions where is_current`);
  return result.rows[0];
}
