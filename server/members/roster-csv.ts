/**
 * Reads a roster file (email, chapter, role; any column order, a header line first) into rows, with
 * the chapter seed's rules: the first bad line stops the whole import with its line number, and
 * nothing has been changed by then.
 */
import { parse } from "csv-parse/sync";
import { z } from "zod";
import { USER_TYPES, type UserType } from "@shared/constants";
import type { Chapter } from "@shared/schema";

export class RosterError extends Error {}

export type RosterRow = { line: number; email: string; chapterId: number; chapterName: string; userType: UserType };

/** The most rows one import takes: well past a society's roll, short of a file that would hold the transaction for minutes. */
export const ROSTER_MAX_ROWS = 50_000;

const emailShape = z.email().max(254);
// eslint-disable-next-line no-control-regex -- NUL can't be stored; other controls have no place in an address
const CONTROL = /[\u0000-\u001f\u007f]/;

function records(text: string): string[][] {
  if (CONTROL.test(text.replace(/[\r\n\t]/g, ""))) {
    throw new RosterError("The file contains a control character (such as NUL): it is not a CSV text file");
  }
  try {
    return parse(text, { skip_empty_lines: true, trim: true, relax_column_count: true, bom: true });
  } catch (error) {
    throw new RosterError(`The file is not readable CSV (${(error as Error).message})`);
  }
}

/** Each chapter by its name in any letter case. */
function chapterIndex(chapterList: Chapter[]): Map<string, Chapter> {
  return new Map(chapterList.map((chapter) => [chapter.name.trim().toLowerCase(), chapter]));
}

export function parseRosterCsv(text: string, chapterList: Chapter[]): RosterRow[] {
  const [header, ...rows] = records(text);
  const columns = (header ?? []).map((cell) => cell.toLowerCase());
  const emailAt = columns.indexOf("email");
  const chapterAt = columns.indexOf("chapter");
  const roleAt = columns.indexOf("role");
  if (emailAt < 0 || chapterAt < 0 || roleAt < 0) {
    throw new RosterError("Line 1: the header must name the columns email, chapter and role");
  }
  if (rows.length === 0) throw new RosterError("The file has a header but no members");
  if (rows.length > ROSTER_MAX_ROWS) throw new RosterError(`The file has more than ${ROSTER_MAX_ROWS} members: split it in parts`);
  // csv-parse drops blank lines, so find each record's own line for the error message.
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  const lineNumbers = lines.flatMap((line, index) => (line.trim() === "" ? [] : [index + 1])).slice(1);
  const chaptersByName = chapterIndex(chapterList);
  const seen = new Map<string, number>();
  return rows.map((cells, index) => {
    const line = lineNumbers[index] ?? index + 2;
    const where = `Line ${line}`;
    const email = (cells[emailAt] ?? "").trim();
    const chapterName = (cells[chapterAt] ?? "").trim();
    const role = (cells[roleAt] ?? "").trim().toLowerCase();
    if (!email) throw new RosterError(`${where}: the e-mail is empty`);
    if (!emailShape.safeParse(email).success) throw new RosterError(`${where}: "${email}" is not an e-mail address`);
    const chapter = chaptersByName.get(chapterName.toLowerCase());
    if (!chapter) throw new RosterError(`${where}: unknown chapter "${chapterName}" (chapters are named as on the sign-up form)`);
    const userType = USER_TYPES.find((type) => type === role);
    if (!userType) throw new RosterError(`${where}: unknown role "${cells[roleAt] ?? ""}" (expected student or advisor)`);
    const key = email.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) throw new RosterError(`${where}: ${email} is already on line ${earlier}`);
    seen.set(key, line);
    return { line, email, chapterId: chapter.id, chapterName: chapter.name, userType };
  });
}
