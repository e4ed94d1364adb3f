import { notifications } from "@shared/schema";
import type { DbOrTx } from "../db/client";

export type NotificationKind =
  | "participant_joined"
  | "participant_left"
  | "added_to_roundtable"
  | "removed_from_roundtable"
  | "waitlist_promoted"
  | "roundtable_edited"
  | "roundtable_deleted"
  // The convention program (staff placement): placed, moved, taken off, not selected.
  | "program_placed"
  | "program_moved"
  | "program_removed"
  | "program_not_selected";

export type NewNotification = { userId: number; kind: NotificationKind; message: string; roundtableId: number | null };

export async function insertNotifications(db: DbOrTx, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values(rows);
}
