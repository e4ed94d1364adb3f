/**
 * The request log: at "info", pino-http's one line per API request; at every level, a logger
 * bound to the request (`req.log`) for the errors its handlers log.
 *
 * Above "info" there is no request line to write, yet pino-http still built the bound logger for
 * every request (a child logger, through the serializers and the redaction paths) and kept its
 * bookkeeping on the request and the response, a noticeable share of a cached read's time. There
 * the request's logger is built when a handler first logs, which is on an error.
 */
import type { Express, Request } from "express";
import { pinoHttp } from "pino-http";
import { loggedPath, type Logger } from "./logger";
import { safeError } from "./safe-error";

/**
 * One short line per request: no headers (they carry cookies) and no bodies (passwords). They
 * take the raw request, response and error (pino-http's wrappers are off).
 */
const requestSerializers = {
  // The whole path: inside a router Express strips the router's mount point from req.url.
  req: (req: { id: unknown; method: string; url: string; originalUrl?: string }) => ({
    id: req.id,
    method: req.method,
    url: loggedPath(req.originalUrl ?? req.url),
  }),
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  // pino-http brings its own error serializer: replace it too, or query parameters leak.
  err: safeError,
};

export function attachRequestLog(app: Express, logger: Logger): void {
  if (logger.isLevelEnabled("info")) {
    app.use(
      pinoHttp({
        logger,
        autoLogging: { ignore: (req) => !req.url?.startsWith("/api") },
        wrapSerializers: false,
        serializers: requestSerializers,
      }),
    );
    return;
  }
  const requestLogger = logger.child({}, { serializers: requestSerializers });
  let lastId = 0;
  // On this app's request prototype, so nothing runs per request until a handler logs.
  Object.defineProperty(app.request, "log", {
    configurable: true,
    get(this: Request) {
      this.id ??= ++lastId;
      const log = requestLogger.child({ req: this });
      Object.defineProperty(this, "log", { value: log, configurable: true, enumerable: true, writable: true });
      return log;
    },
  });
}
