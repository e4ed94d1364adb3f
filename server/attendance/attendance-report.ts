/**
 * The attendance report as a CSV file for staff (docs/product.md, "Attendance"); the counts, and
 * what each means, come from attendance-report.storage.ts.
 */
import type { AttendanceCounts } from "@shared/types";
import { toCsv } from "../lib/csv";
import type { AttendanceReport } from "./attendance-report.storage";

/**
 * Columns another part of the app adds to each roundtable's row, after the attendance counts.
 * THE SPOT FOR FEEDBACK: its "Ratings" and "Average rating" columns come in here (header
 * ["Ratings", "Average rating"], cells of a roundtable by its id), passed by the CSV's route.
 */
export type ExtraRoundtableColumns = { header: string[]; cells(roundtableId: number): string[] };

const COUNT_HEADER = ["Seated", "Checked in", "Walk-ins", "From waitlist", "No-shows"];
const countCells = (row: AttendanceCounts) => [row.seated, row.checkedIn, row.walkIns, row.fromWaitlist, row.noShows].map(String);

/**
 * The CSV: the roundtables' table, a blank line, then "Chapter totals" (the members' chapters,
 * "No chapter" last, and "All chapters"). Each table has its own header row, so a spreadsheet
 * reads either as a table of its own.
 */
export function attendanceCsv(report: AttendanceReport, extra: ExtraRoundtableColumns[] = []): string {
  const all = report.chapters.reduce<AttendanceCounts>(
    (sum, row) => ({
      seated: sum.seated + row.seated,
      checkedIn: sum.checkedIn + row.checkedIn,
      walkIns: sum.walkIns + row.walkIns,
      fromWaitlist: sum.fromWaitlist + row.fromWaitlist,
      noShows: sum.noShows + row.noShows,
    }),
    { seated: 0, checkedIn: 0, walkIns: 0, fromWaitlist: 0, noShows: 0 },
  );
  return toCsv([
    ["Roundtable", "Session", "Room", ...COUNT_HEADER, ...extra.flatMap((columns) => columns.header)],
    ...report.roundtables.map((row) => [row.title, row.session, row.room, ...countCells(row), ...extra.flatMap((columns) => columns.cells(row.roundtableId))]),
    [],
    ["Chapter totals"],
    ["Chapter", ...COUNT_HEADER],
    ...report.chapters.map((row) => [row.chapter ?? "No chapter", ...countCells(row)]),
    ["All chapters", ...countCells(all)],
  ]);
}
