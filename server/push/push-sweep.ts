/** The push sweeps every app process runs (docs/product.md, "Push"): the outbox every few seconds, "starts soon" twice a minute. */
import type { AppContext } from "../context";
import { createPushDelivery } from "./push-delivery";
import { writeStartsSoon } from "./starts-soon";

const DELIVER_EVERY_MS = 5_000;
const STARTS_SOON_EVERY_MS = 30_000;

/** Starts both sweeps (at once, then on timers) and returns their stop. A sweep still running skips its next turn. */
export function startPushSweeps(ctx: Pick<AppContext, "db" | "config" | "logger" | "clock">): () => void {
  const delivery = createPushDelivery(ctx);
  const guarded = (what: string, run: () => Promise<unknown>) => {
    let running = false;
    return () => {
      if (running) return;
      running = true;
      void run()
        .catch((error: unknown) => ctx.logger.warn({ err: error }, `could not ${what}`))
        .finally(() => (running = false));
    };
  };
  const deliver = guarded("sweep the push outbox", () => delivery.sweep());
  const startsSoon = guarded("write the starts-soon notices", async () => {
    if ((await writeStartsSoon(ctx)) > 0) deliver();
  });
  deliver();
  startsSoon();
  const timers = [setInterval(deliver, DELIVER_EVERY_MS), setInterval(startsSoon, STARTS_SOON_EVERY_MS)];
  for (const timer of timers) timer.unref();
  return () => timers.forEach(clearInterval);
}
