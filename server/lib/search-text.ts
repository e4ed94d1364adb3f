/** How a member's search text becomes SQL LIKE patterns: the directory, the user searches and the roundtable lists read it alike. */

/** A LIKE pattern matching `text` literally anywhere (% and _ typed by a member mean themselves). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** The words of a search, at most eight: each must match somewhere. */
export function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean).slice(0, 8);
}
