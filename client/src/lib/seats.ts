/**
 * The client's one reading of a roundtable's capacity (docs/product.md, "Seats and waitlist"):
 * the server decides seats in its database functions; these only say what the numbers show.
 */
type Seats = { participantCount: number; maxParticipants: number };

/** Seats still free, never below 0 (a lowered maximum never unseats anyone). */
export function seatsLeft(roundtable: Seats): number {
  return Math.max(0, roundtable.maxParticipants - roundtable.participantCount);
}

/** Every seat taken: a join waits in line. */
export function isFull(roundtable: Seats): boolean {
  return seatsLeft(roundtable) === 0;
}
