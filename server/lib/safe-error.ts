/**
 * What of an error may be written to the log. Drizzle's "Failed query" errors carry the query's
 * parameters (a password hash, an e-mail, a reset code's hash) in their message and in `params`;
 * PostgreSQL's `detail` repeats the offending values ("Key (email)=(...) already exists"). The log
 * keeps the error's kind, codes, the SQL text with its $1 placeholders, and the stack: never values.
 */
export type SafeError = {
  type: string;
  message: string;
  code?: string;
  cause?: SafeError;
  stack?: string;
};

/** Cuts "params: ..." off a drizzle message and anything that looks like a bcrypt hash anywhere. */
export function scrubText(text: string): string {
  const withoutParams = text.replace(/\n?\s*params:[\s\S]*$/, "");
  return withoutParams.replace(/\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}/g, "[hash]");
}

export function safeError(input: unknown, depth = 0): SafeError {
  // pino and pino-http (wrapSerializers off, app.ts) hand serializers the value as logged.
  if (!(input instanceof Error)) return { type: typeof input, message: "(not an Error)" };
  const error = input;
  const { code, cause } = error as Error & { code?: unknown; cause?: unknown };
  const safe: SafeError = {
    type: error.name,
    message: scrubText(error.message),
  };
  if (typeof code === "string") safe.code = code;
  if (error.stack) {
    // The stack's first line repeats the message: keep only the frames.
    safe.stack = error.stack.split("\n").filter((line) => line.trimStart().startsWith("at ")).join("\n");
  }
  if (cause !== undefined && depth < 3) safe.cause = safeError(cause, depth + 1);
  return safe;
}
