/**
 * The client's one clock. Every "has it started, is it over, how many days to go" on a page reads
 * it, so a test sets the moment (setClock) instead of waiting for a date.
 */
let source: () => number = () => Date.now();

export function now(): Date {
  return new Date(source());
}

/** Tests only: a fixed moment (an ISO string), or back to the real time with no argument. */
export function setClock(moment?: string): void {
  source = moment === undefined ? () => Date.now() : () => Date.parse(moment);
}
