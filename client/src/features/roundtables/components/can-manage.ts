import type { Roundtable } from "@shared/types";

/**
 * The client's one rule of who manages a roundtable (the server's is organizer-lock.ts, mayManage):
 * its organizer and its co-organizers see Manage and Edit; only the organizer sees Delete and Hand over
 * (docs/product.md, "Co-organizers").
 */
export function canManage(roundtable: Pick<Roundtable, "isOrganizer" | "isCoOrganizer">): boolean {
  return roundtable.isOrganizer || roundtable.isCoOrganizer === true;
}
