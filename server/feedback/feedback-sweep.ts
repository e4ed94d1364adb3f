/**
 * Asked once, never nagged (docs/product.md, "Feedback"): when a session ends, each member who was
 * checked in at a roundtable there gets one bell notice asking how it was. Every app process checks
 * every FEEDBACK_SWEEP_SECONDS (twice a minute unless set), by the app's clock; a row per member and roundtable (feedback_requests, its primary
 * key) makes the ask once, whichever process gets there first. Bell only: no mail, and no push
 * (server/push/push-kinds.ts does not list the kind), since the agenda asks too.
 */
import type { AppContext } from "../context";
import { writeFeedbackRequests } from "./feedback.storage";

/** A session that ended longer ago than this (the app was down, say) is not asked about any more. */
export const ASK_WITHIN_HOURS = 24;

export const FEEDBACK_REQUEST_TEXT: [string, string] = ['How was "', '"? Rate it from 1 to 5 on its page; the organizers see ratings and comments without names.'];

/** Writes the asks due at the app's now; answers how many. */
export function askForFeedback({ db, clock }: Pick<AppContext, "db" | "clock">): Promise<number> {
  return writeFeedbackRequests(db, clock.now(), ASK_WITHIN_HOURS, FEEDBACK_REQUEST_TEXT);
}

/** The sweep every app process runs (serve.ts). Returns its stop. */
export function startFeedbackSweep(ctx: Pick<AppContext, "db" | "clock" | "logger" | "config">): () => void {
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    void askForFeedback(ctx)
      .catch((error: unknown) => ctx.logger.warn({ err: error }, "could not ask for feedback; the next sweep will"))
      .finally(() => (running = false));
  };
  const timer = setInterval(sweep, ctx.config.feedbackSweepSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
