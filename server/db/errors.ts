/** PostgreSQL error codes the services turn into answers (drizzle wraps the driver's error in `cause`). */
function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === "23505";
export const isForeignKeyViolation = (error: unknown) => pgCode(error) === "23503";

// Socket-level failures and pg's own timeouts: the database is down, unreachable or too slow.
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EPIPE", "EAI_AGAIN"]);
const UNREACHABLE_MESSAGES = [
  "timeout exceeded when trying to connect",
  "Connection terminated",
  "Query read timeout",
  "Client has encountered a connection error",
  "Cannot use a pool after calling end",
  "Client was closed",
  "Connection closed",
];

/**
 * True when an error means "the database can't be reached right now" rather than "this request
 * is wrong": the answer is then 503 with Retry-After, and the app recovers once it is back.
 * PostgreSQL's own: 08xxx connection exceptions, 53300 too many connections, 57014 statement
 * timeout (query_canceled), 57P01-57P03 shutting down or starting up.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (UNREACHABLE_CODES.has(code) || code.startsWith("08") || code === "53300" || code === "57014" || /^57P0[123]$/.test(code)) {
        return true;
      }
    }
    if (typeof message === "string" && UNREACHABLE_MESSAGES.some((text) => message.includes(text))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
