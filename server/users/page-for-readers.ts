/**
 * A cached directory or search page as each reader may see it (docs/security.md, "Privacy"): the
 * JSON text built once per page for every member who is neither staff nor a member on it keeping
 * their e-mail hidden (they all get the same answer), once for staff, and per request only for
 * such a member reading a page that shows them.
 */
import { withEmailFor, type Reader, type Shareable } from "./directory.storage";

export type PageForReaders = {
  jsonFor(reader: Reader): string;
  /** The members on the page, for the harvesting limit (lib/members-shown.ts). */
  ids: number[];
};

export function pageForReaders<Row extends Shareable & { id: number }>(rows: Row[]): PageForReaders {
  const hidingTheirs = new Set(rows.filter((row) => !row.shareEmail).map((row) => row.id));
  let forMembers: string | undefined;
  let forStaff: string | undefined;
  return {
    ids: rows.map((row) => row.id),
    jsonFor(reader) {
      if (reader.isStaff) return (forStaff ??= JSON.stringify(withEmailFor(rows, reader)));
      if (hidingTheirs.has(reader.id)) return JSON.stringify(withEmailFor(rows, reader));
      return (forMembers ??= JSON.stringify(withEmailFor(rows, reader)));
    },
  };
}
