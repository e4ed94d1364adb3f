/** The audit log's rows for the staff's program decisions (the table is append-only). */
import { auditLog } from "@shared/schema";
import type { DbOrTx } from "../db/client";

export type ProgramAction = "program_placed" | "program_moved" | "program_removed" | "program_not_selected" | "program_reselected";

export type ProgramAuditEntry = {
  actorId: number;
  action: ProgramAction;
  roundtableId: number;
  note?: string | null;
  details?: Record<string, unknown>;
};

/** Call inside the change's transaction: the decision and its record commit or roll back together. */
export async function recordProgramChange(tx: DbOrTx, entry: ProgramAuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    roundtableId: entry.roundtableId,
    note: entry.note ?? null,
    details: entry.details ?? null,
  });
}
