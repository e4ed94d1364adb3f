/**
 * GET /api/staff/program.csv: one row per seated member of every placed roundtable, by session
 * and room (the organizer first), for room signs and name badges. UTF-8 with a byte-order mark
 * and RFC 4180 quoting, so spreadsheets read names like "Ngũgĩ" and titles with quotes and commas.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

const HEADER = ["Session", "Day", "Starts", "Ends", "Room", "Roundtable", "Category", "Role", "First name", "Last name", "Chapter", "Member type", "E-mail"];

type ExportRow = {
  session: string;
  starts_at: Date | string;
  ends_at: Date | string;
  room: string;
  title: string;
  category: string;
  is_organizer: boolean;
  first_name: string;
  last_name: string;
  chapter: string | null;
  user_type: string;
  email: string;
};

/**
 * One field, quoted when it must be (RFC 4180). A member-written text that a spreadsheet would
 * run as a formula (=, +, -, @ first) gets a leading apostrophe, so it is shown, never run.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: string[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}

/** The program of one convention (the current one unless staff name another), in its time zone. */
export async function programCsv(db: DbOrTx, conventionId: number, timeZone: string): Promise<string> {
  const result = await db.execute<ExportRow>(sql`
    select s.name as session, s.starts_at, s.ends_at, room.name as room, r.title, r.category,
      (u.id = r.organizer_id) as is_organizer, u.first_name, u.last_name, c.name as chapter, u.user_type, u.email
    from roundtables r
    join program_sessions s on s.id = r.session_id
    join program_rooms room on room.id = r.room_id
    join participations p on p.roundtable_id = r.id and p.status = 'joined'
    join users u on u.id = p.user_id
    left join chapters c on c.id = u.chapter_id
    where r.program_status = 'placed' and r.convention_id = ${conventionId}::int
    order by s.starts_at, s.id, room.position, room.id, (u.id = r.organizer_id) desc, u.last_name, u.first_name, u.id`);
  const day = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric", year: "numeric" });
  const time = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
  return toCsv([
    HEADER,
    ...result.rows.map((row) => [
      row.session,
      day.format(new Date(row.starts_at)),
      time.format(new Date(row.starts_at)),
      time.format(new Date(row.ends_at)),
      row.room,
      row.title,
      row.category,
      row.is_organizer ? "Organizer" : "Participant",
      row.first_name,
      row.last_name,
      row.chapter ?? "",
      row.user_type === "advisor" ? "Advisor" : "Student",
      row.email,
    ]),
  ]);
}
