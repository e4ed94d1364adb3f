/**
 * One app process: listen, answer, and shut down gracefully on SIGTERM/SIGINT. Everything else
 * is in app.ts; index.ts decides whether this process is the only one or one of a cluster's.
 */
import cluster from "node:cluster";
import { createApp } from "./app";
import { startDoorSweep } from "./attendance";
import { limitHeapGrowth } from "./db/heap-growth";
import { startFeedbackSweep } from "./feedback";
import { scheduleEmbeddedUpkeep } from "./db/embedded-upkeep";
import { startMailSweep } from "./mail";
import { approverMailRenderers } from "./members";
import { startPushSweeps } from "./push";
import { offerSetupCode } from "./staff";
import { startDatabaseWhenReachable } from "./start-database";
import type { AppConfig } from "./env";
import { createHttpServer } from "./lib/http-server";
import type { Logger } from "./lib/logger";
import { APP_PROCESS_INTERRUPTED, APP_PROCESS_READY } from "./lib/process-cluster";

export async function serve(config: AppConfig, logger: Logger, options: { devMode: boolean; apiOnly: boolean }) {
  const { devMode, apiOnly } = options;

  // The port is taken first, so a port in use is reported before any slow work; until the app is
  // ready every request gets 503 with Retry-After (a load balancer sees "starting", not a refusal).
  const httpServer = createHttpServer({
    keepAliveTimeoutMs: config.keepAliveTimeoutMs,
    starting: (_req, res) => {
      res.writeHead(503, { "Content-Type": "application/json", "Retry-After": "2" });
      res.end(JSON.stringify({ message: "English Convention is starting. Please try again in a moment." }));
    },
  });
  await httpServer.listen(config.port, config.host);

  // A stop asked for while the database is still awaited ends the wait: nothing else is open yet.
  let stopping = false;
  const stopWhileStarting = (signal: NodeJS.Signals) => {
    stopping = true;
    if (cluster.isWorker && signal === "SIGINT") process.send?.(APP_PROCESS_INTERRUPTED);
    logger.info(`${signal} received before the database answered: stopping`);
    void httpServer.stop().then(() => process.exit(0));
  };
  process.once("SIGTERM", stopWhileStarting);
  process.once("SIGINT", stopWhileStarting);
  const database = await startDatabaseWhenReachable(config, logger, { stopped: () => stopping }).catch((error: unknown) => {
    httpServer.server.close();
    throw error;
  });
  process.off("SIGTERM", stopWhileStarting);
  process.off("SIGINT", stopWhileStarting);
  let built: ReturnType<typeof createApp>;
  try {
    built = createApp({ config, database, logger, spa: devMode ? "vite" : apiOnly ? "none" : "static" });
  } catch (error) {
    httpServer.server.close();
    await database.close().catch(() => {});
    throw error;
  }
  const { app, context } = built;
  const stopUpkeep = scheduleEmbeddedUpkeep(database, logger);
  // Every process sweeps the mail outbox; claims keep two from sending one mail (docs/mail.md).
  const stopMailSweep = startMailSweep(context, approverMailRenderers);
  // And the push outbox and the "starts soon" notices: claims and a primary key keep two from doing one (docs/product.md, "Push").
  const stopPushSweeps = startPushSweeps(context);
  // Every process sweeps the doors at the table; the database lets one release each (docs/product.md, "The day at the table").
  const stopDoorSweep = startDoorSweep(context);
  // And asks members for feedback once their session ends; a primary key makes each ask once (docs/product.md, "Feedback").
  const stopFeedbackSweep = startFeedbackSweep(context);
  // While no member is staff, the log shows the code that makes the first one (docs/security.md).
  await offerSetupCode(database.db, logger);
  limitHeapGrowth(database.kind);

  if (devMode) {
    // Vite serves the client with hot reload; the API is the same Express app.
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "spa" });
    app.use(vite.middlewares);
  }
  httpServer.setHandler(app);
  if (cluster.isWorker) process.send?.(APP_PROCESS_READY);
  else logger.info(`English Convention is listening on http://localhost:${config.port}`);

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (cluster.isWorker && signal === "SIGINT") process.send?.(APP_PROCESS_INTERRUPTED);
    logger.info(`${signal} received: finishing in-flight requests`);
    const forced = setTimeout(() => {
      logger.error("in-flight requests did not finish within 10 s; exiting");
      process.exit(1);
    }, 10_000);
    forced.unref();
    stopUpkeep();
    stopMailSweep();
    stopPushSweeps();
    stopDoorSweep();
    stopFeedbackSweep();
    // Live streams never end by themselves: end them first, or the stop would wait on them. Their
    // browsers reconnect (to another process, or to this one's successor) with Last-Event-ID.
    void context.live.close();
    void httpServer.stop().then(async () => {
      context.mailer.close();
      await database.close();
      logger.info("stopped cleanly");
      process.exit(0);
    });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

