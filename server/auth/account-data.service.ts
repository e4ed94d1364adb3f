/** The member's own data: the export of everything held about them (deletion: account-deletion.service.ts). */
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { readAccountExport } from "./account-export.storage";
import { listSignedInDevices } from "./signed-in-devices";

export const EXPORT_FILE_NAME = "english-convention-my-data.json";

/** One consistent snapshot (a repeatable-read transaction), so the sections agree with each other. */
export async function exportAccount({ db }: Pick<AppContext, "db">, userId: number, currentSid: string) {
  const { sections, devices } = await db.transaction(
    async (tx) => ({ sections: await readAccountExport(tx, userId), devices: await listSignedInDevices({ db: tx }, userId, currentSid) }),
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  if (!sections.account) throw AppError.notFound("Account not found", "not_found");
  return { exportedAt: new Date().toISOString(), ...sections, account: sections.account, signedInDevices: devices };
}
