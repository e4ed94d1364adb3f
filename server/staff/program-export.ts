/**
 * GET /api/staff/program.csv: one row per seated member of every placed roundtable, by session
 * and room (the organizer first, then co-organizers), for room signs and name badges (server/lib/csv.ts:
 * UTF-8 with a byte-order mark, RFC 4180 quoting, no formulas).
 */
import type { DbOrTx } from "../db/client";
import { toCsv } from "../lib/csv";
import { readProgramRows } from "./program-export.storage";

const HEADER = ["Session", "Day", "Starts", "Ends", "Room", "Roundtable", "Category", "Role", "First name", "Last name", "Chapter", "Member type", "E-mail"];

/** The program of one convention (the current one unless staff name another), in its time zone. */
export async function programCsv(db: DbOrTx, conventionId: number, timeZone: string): Promise<string> {
  const rows = await readProgramRows(db, conventionId);
  const day = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric", year: "numeric" });
  const time = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
  return toCsv([
    HEADER,
    ...rows.map((row) => [
      row.session,
      day.format(new Date(row.starts_at)),
      time.format(new Date(row.starts_at)),
      time.format(new Date(row.ends_at)),
      row.room,
      row.title,
      row.category,
      row.is_organizer ? "Organizer" : row.is_co_organizer ? "Co-organizer" : "Participant",
      row.first_name,
      row.last_name,
      row.chapter ?? "",
      row.user_type === "advisor" ? "Advisor" : "Student",
      row.email,
    ]),
  ]);
}
