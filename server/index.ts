/** Starts the server: listen, and shut down gracefully on SIGTERM/SIGINT. Everything else is in app.ts. */
import http from "node:http";
import { createApp } from "./app";
import { EmbeddedDatabaseInUseError } from "./db/embedded-lock";
import { startDatabase } from "./db/start";
import { ConfigError, loadConfig } from "./env";
import { createLogger } from "./lib/logger";

async function main() {
  const devMode = process.argv.includes("--dev");
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await startDatabase(config, logger);
  const { app, context } = createApp({ config, database, logger, spa: devMode ? "vite" : "static" });

  if (devMode) {
    // Vite serves the client with hot reload; the API is the same Express app.
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "spa" });
    app.use(vite.middlewares);
  }

  const server = http.createServer(app);
  server.listen(config.port, config.host, () => {
    logger.info(`English Convention is listening on http://localhost:${config.port}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing in-flight requests`);
    const forced = setTimeout(() => {
      logger.error("in-flight requests did not finish within 10 s; exiting");
      process.exit(1);
    }, 10_000);
    forced.unref();
    server.close(async () => {
      context.mailer.close();
      await database.close();
      logger.info("stopped cleanly");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error("English Convention could not start:", error);
  }
  process.exit(1);
});
