import pino from "pino";
import type { AppConfig } from "../env";

export type Logger = pino.Logger;

/**
 * A request path as the request log writes it: no query string, and the personal calendar
 * feed's secret token replaced, since that URL alone opens a member's calendar.
 */
export function loggedPath(url: string): string {
  return url.split("?")[0]!.replace(/^\/api\/calendar\/[^/]*$/, "/api/calendar/[redacted].ics");
}

export function createLogger(config: Pick<AppConfig, "logLevel">): Logger {
  return pino({
    level: config.logLevel,
    redact: { paths: ["req.headers.cookie", 'res.headers["set-cookie"]', "*.password", "*.newPassword"], remove: true },
  });
}
