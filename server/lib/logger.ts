import pino from "pino";
import type { AppConfig } from "../env";
import { prettyStream } from "./pretty-log";
import { safeError, scrubText } from "./safe-error";

export type Logger = pino.Logger;

/**
 * A request path as the request log writes it: no query string, and the personal calendar
 * feed's secret token replaced, since that URL alone opens a member's calendar.
 */
export function loggedPath(url: string): string {
  return url.split("?")[0]!.replace(/^\/api\/calendar\/[^/]*$/, "/api/calendar/[redacted].ics");
}

/**
 * The log never holds a password, a hash, a reset code, a session id or a query's parameters:
 * errors go through safeError, secrets in logged objects are removed by path, and messages are
 * scrubbed of drizzle's "params:" tail and of anything shaped like a bcrypt hash.
 */
export function createLogger(
  config: Pick<AppConfig, "logLevel"> & Partial<Pick<AppConfig, "logFormat">>,
  destination?: pino.DestinationStream & { isTTY?: boolean },
): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    serializers: { err: safeError, error: safeError },
    redact: {
      paths: [
        "req.headers.cookie",
        'res.headers["set-cookie"]',
        "*.password",
        "*.newPassword",
        "*.currentPassword",
        "*.confirmPassword",
        "*.passwordHash",
        "*.codeHash",
        "*.sessionID",
        "*.sid",
        "*.params",
      ],
      remove: true,
    },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === "string" ? scrubText(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
  // Readable lines for a person at a terminal, JSON lines for everything else (a log collector, a file, a pipe).
  const format = config.logFormat ?? ((destination ?? process.stdout).isTTY ? "pretty" : "json");
  if (format === "pretty") return pino(options, prettyStream(destination));
  return destination ? pino(options, destination) : pino(options);
}
