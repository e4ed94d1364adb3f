/**
 * The entry point of `npm start` (and of `npm run dev`, with --dev). It runs the app in this
 * process (serve.ts), or, when WEB_CONCURRENCY asks for more than one (by default one per core on
 * a PostgreSQL server), becomes the primary of that many app processes on the same port
 * (lib/process-cluster.ts).
 */
import cluster from "node:cluster";
import { loadConfig, type AppConfig } from "./env";
import { createLogger } from "./lib/logger";
import { runProcessCluster } from "./lib/process-cluster";
import { describeStartupError } from "./lib/startup-error";

let config: AppConfig | undefined;

async function main() {
  const devMode = process.argv.includes("--dev");
  // --api-only: no client (the crash and multi-process tests run the entry point without a build).
  const apiOnly = process.argv.includes("--api-only");
  config = loadConfig();
  const logger = createLogger(config);
  // Vite's development server, with its file watcher, belongs to one process.
  if (cluster.isPrimary && config.appProcesses > 1 && !devMode) {
    return runProcessCluster({ processes: config.appProcesses, port: config.port, logger });
  }
  // Loaded only where it runs, so that a cluster's primary, which answers nothing, stays small.
  const { serve } = await import("./serve");
  await serve(config, logger, { devMode, apiOnly });
}

// Every start-up failure is one line with the fix: no stack for a port in use or a bad setting.
main().catch((error: unknown) => {
  console.error(describeStartupError(error, { port: config?.port, host: config?.host }));
  process.exit(1);
});
