import pino from "pino";
import type { AppConfig } from "../env";

export type Logger = pino.Logger;

export function createLogger(config: Pick<AppConfig, "logLevel">): Logger {
  return pino({
    level: config.logLevel,
    redact: { paths: ["req.headers.cookie", 'res.headers["set-cookie"]', "*.password", "*.newPassword"], remove: true },
  });
}
