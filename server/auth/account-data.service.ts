/** The member's own data: the export of everything held about them (deletion: account-deletion.service.ts). */
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { readAccountExport } from "./account-export.storage";

export const EXPORT_FILE_NAME = "english-convention-my-data.json";

/** One consistent snapshot (a repeatable-read transaction), so the sections agree with each other. */
export async function exportAccount({ db }: Pick<AppContext, "db">, userId: number) {
  const sections = await db.transaction((tx) => readAccountExport(tx, userId), { isolationLevel: "repeatable read", accessMode: "read only" });
  if (!sections.account) throw AppError.notFound("Account not found");
  return { exportedAt: new Date().toISOString(), ...sections, account: sections.account };
}
