/**
 * The server a journey talks to: the one the global setup started for every journey, or, for a
 * file that called `ownServerForFile`, a server of its own.
 */
import { afterAll, beforeAll, inject } from "vitest";
import { startAppServer, type E2eServer } from "./app-server";

let own: E2eServer | undefined;

export const e2eServer = (): E2eServer => own ?? inject("e2e");

/**
 * Starts a built app for this test file alone (the build is the global setup's), for a journey
 * that changes what every page of a server sees, such as which convention is current: the files
 * running beside it keep theirs. Call it at the top of the file, before `trackedPagesForFile`;
 * `settings` are the server's own (server/env.ts).
 */
export function ownServerForFile(settings: NodeJS.ProcessEnv = {}) {
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const started = await startAppServer(settings);
    stop = started.stop;
    own = started;
  }, 420_000);
  afterAll(async () => {
    own = undefined;
    await stop?.();
  });
}
