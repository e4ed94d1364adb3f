/**
 * A directory or search page as its reader may see it (docs/security.md, "Privacy"). Which e-mails
 * a page carries is decided in SQL, by ec_email_for, for the reader it is read for. A cached page
 * is read once for the readers of a chapter, staff apart, as a reader who is none of the members on
 * it, so it serves all of them alike; a reader the page shows has it read for themselves.
 */
import type { Reader } from "./directory.storage";

/** A page's answer, built once, and the members on it (for the harvesting limit, lib/members-shown.ts). */
export type ShownPage = { json: string; ids: number[] };

export function shownPage(rows: Array<{ id: number }>): ShownPage {
  return { json: JSON.stringify(rows), ids: rows.map((row) => row.id) };
}

/**
 * The page for `reader`: `cached` keeps it under the key of the readers who share it (their chapter
 * and whether they are staff), `read` reads it for a reader.
 */
export async function pageForReader<Entry extends { page: ShownPage }>(
  reader: Reader & { id: number },
  cached: (readersKey: string, build: () => Promise<Entry>) => Promise<Entry>,
  read: (as: Reader) => Promise<Entry>,
): Promise<Entry> {
  const shared = await cached(JSON.stringify([reader.chapterId, reader.isStaff]), () => read({ ...reader, id: null }));
  return shared.page.ids.includes(reader.id) ? read(reader) : shared;
}
