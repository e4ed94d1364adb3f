/**
 * The staff's CSV files (the program, attendance): UTF-8 with a byte-order mark and RFC 4180
 * quoting, so spreadsheets read names like "Ngũgĩ" and titles with quotes and commas.
 */

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
