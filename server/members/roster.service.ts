/**
 * Roster imports (docs/product.md, "Accounts and sign-in"): staff load the societies' member roll,
 * and a member whose e-mail is on it needs no approver. One transaction per import: it writes the
 * entries, approves the pending members the file names with the roster's chapter and role, and
 * records it all in the audit log, or (a preview, or a bad line) changes nothing.
 */
import type { RosterImport, RosterMember } from "@shared/validators/roster";
import { listChapters } from "../chapters";
import type { Db, DbOrTx } from "../db/client";
import { recordAudit } from "./audit.storage";
import { approveMember } from "./decisions";
import { parseRosterCsv } from "./roster-csv";
import { findPendingEntry, lockPendingOnRoster, upsertRosterEntries } from "./roster.storage";


/** Thrown inside a preview's transaction to roll it back once its answer is known. */
class PreviewDone extends Error {
  constructor(readonly result: RosterImport) {
    super("preview");
  }
}

const ROSTER_NOTE = "On the roster";

/**
 * Imports `csv` as staff member `actorId` (null: the command line). A preview runs the very same
 * work and rolls it back, so what it announces is exactly what the import would do.
 */
export async function importRoster(db: Db, input: { csv: string; actorId: number | null; preview: boolean }): Promise<RosterImport> {
  const rows = parseRosterCsv(input.csv, await listChapters(db));
  try {
    return await db.transaction(async (tx) => {
      const counts = await upsertRosterEntries(tx, rows);
      const approved = await lockPendingOnRoster(tx, rows.map((row) => row.email));
      for (const member of approved) {
        await approveMember(tx, { actorId: input.actorId, memberId: member.id, note: ROSTER_NOTE, chapterId: member.chapterId, userType: member.userType });
      }
      const result: RosterImport = { preview: input.preview, rows: rows.length, ...counts, approved };
      await recordAudit(tx, {
        actorId: input.actorId,
        action: "roster.imported",
        details: { rows: rows.length, ...counts, approved: approved.length },
      });
      if (input.preview) throw new PreviewDone(result);
      return result;
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.result;
    throw error;
  }
}

/**
 * Inside the transaction that confirms a member's e-mail: when the e-mail is on the roster and the
 * member waits, they are approved with the roster's chapter and role. The answer (or undefined:
 * not on the roster) goes to `rosterNote` for their approval e-mail, sent after the commit.
 */
export async function applyRoster(tx: DbOrTx, memberId: number): Promise<RosterMember | undefined> {
  const entry = await findPendingEntry(tx, memberId);
  if (!entry) return undefined;
  await approveMember(tx, { actorId: null, memberId, note: ROSTER_NOTE, chapterId: entry.chapterId, userType: entry.userType });
  return entry;
}
