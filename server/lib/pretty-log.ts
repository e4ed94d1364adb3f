/**
 * Readable log lines for a person at a terminal: pino-pretty as a stream in this thread (its
 * worker-thread transport does not survive the server's bundle). Loaded only when asked for, so
 * a server writing JSON lines never loads it.
 */
import { createRequire } from "node:module";
import type PinoPretty from "pino-pretty";
import type pino from "pino";

const load = createRequire(import.meta.url);

type LogLine = Record<string, unknown>;

/** A request line on one line, "GET /api/roundtables 200 in 4 ms", and a request's own log lines name their request. */
function requestMessage(log: LogLine, messageKey: string): string {
  const message = String(log[messageKey] ?? "");
  const req = log.req as { method?: string; url?: string } | undefined;
  if (!req?.method) return message;
  const request = `${req.method} ${req.url ?? ""}`;
  const res = log.res as { statusCode?: number } | undefined;
  if (res?.statusCode === undefined) return `${message} (${request})`;
  const line = `${request} ${res.statusCode} in ${String(log.responseTime)} ms`;
  return message === "request completed" ? line : `${message}: ${line}`;
}

/** A stream that writes each log line, readable, to `destination` (standard output unless given). */
export function prettyStream(destination?: pino.DestinationStream & { isTTY?: boolean }): pino.DestinationStream {
  const pretty = load("pino-pretty") as typeof PinoPretty;
  return pretty({
    // Standard output by its file descriptor, as pino's own JSON lines go.
    ...(destination && { destination }),
    sync: true,
    colorize: pretty.isColorSupported && (destination ?? process.stdout).isTTY === true,
    translateTime: "SYS:HH:MM:ss.l",
    ignore: "pid,hostname,req,res,responseTime",
    messageFormat: requestMessage,
  });
}
