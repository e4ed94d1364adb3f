/**
 * Reads a roster file (email, chapter, role; any column order, a header line first) into rows, with
 * the chapter seed's rules: a bad line stops the whole import, every bad line is named with its
 * number (so staff fix the file once, not once per line), and nothing has been changed by then.
 */
import { parse } from "csv-parse/sync";
import { z } from "zod";
import { USER_TYPES, type UserType } from "@shared/constants";
import type { Chapter } from "@shared/schema";

export class RosterError extends Error {
  constructor(
    message: string,
    /** Every bad line's reason ("Line 4: ..."), when the file's lines were read. */
    readonly lines: string[] = [],
  ) {
    super(message);
  }
}

/** The most bad lines one answer names: enough to fix a file by, short of echoing a wrong file back whole. */
export const ROSTER_LINES_LISTED = 200;

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
  const problems: string[] = [];
  const parsed: RosterRow[] = [];
  rows.forEach((cells, index) => {
    const line = lineNumbers[index] ?? index + 2;
    const problem = rowProblem(cells, { emailAt, chapterAt, roleAt }, chaptersByName, seen, line);
    if (typeof problem === "string") problems.push(`Line ${line}: ${problem}`);
    else parsed.push(problem);
  });
  if (problems.length === 1) throw new RosterError(problems[0]!, problems);
  if (problems.length > 1) {
    throw new RosterError(`${problems.length} lines can't be imported, the first: ${problems[0]}`, problems.slice(0, ROSTER_LINES_LISTED));
  }
  return parsed;
}

/** One line's row, or what is wrong with it. */
function rowProblem(
  cells: string[],
  at: { emailAt: number; chapterAt: number; roleAt: number },
  chaptersByName: Map<string, Chapter>,
  seen: Map<string, number>,
  line: number,
): RosterRow | string {
  const email = (cells[at.emailAt] ?? "").trim();
  const chapterName = (cells[at.chapterAt] ?? "").trim();
  const role = (cells[at.roleAt] ?? "").trim().toLowerCase();
  if (!email) return "the e-mail is empty";
  if (!emailShape.safeParse(email).success) return `"${email}" is not an e-mail address`;
  const chapter = chaptersByName.get(chapterName.toLowerCase());
  if (!chapter) return `unknown chapter "${chapterName}" (chapters are named as on the sign-up form)`;
  const userType = USER_TYPES.find((type) => type === role);
  if (!userType) return `unknown role "${cells[at.roleAt] ?? ""}" (expected student or advisor)`;
  const key = email.toLowerCase();
  const earlier = seen.get(key);
  if (earlier !== undefined) return `${email} is already on line ${earlier}`;
  seen.set(key, line);
  return { line, email, chapterId: chapter.id, chapterName: chapter.name, userType };
}
