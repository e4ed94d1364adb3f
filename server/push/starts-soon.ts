/**
 * "Your roundtable starts in 15 minutes" (docs/product.md, "Push"): a bell notice with the room
 * for each seated member and the organizer, written once per roundtable and start by whichever
 * process's sweep gets there first; the push outbox then carries it to their browsers. It reads
 * the app's clock, so tests move the clock instead of waiting. Bell and push only: no mail.
 */
import type { AppContext } from "../context";
import { writeStartsSoonNotices } from "./starts-soon.storage";

export const STARTS_SOON_MINUTES = 15;

/** Writes the notices due at the app's now; answers how many. */
export function writeStartsSoon({ db, clock }: Pick<AppContext, "db" | "clock">): Promise<number> {
  return writeStartsSoonNotices(db, clock.now(), STARTS_SOON_MINUTES);
}
