/** Each roundtable's own address: its details, shareable, opened by the bell and by e-mail. */
export function roundtablePath(id: number): string {
  return `/roundtables/${id}`;
}
