import type { ErrorCode, ERROR_CODES } from "@shared/error-codes";

/** The codes of the registry (shared/error-codes.ts) whose status is S. */
export type CodeOfStatus<S extends number> = { [C in ErrorCode]: (typeof ERROR_CODES)[C]["status"] extends S ? C : never }[ErrorCode];

/**
 * The one error type a service throws; the error middleware turns it into `{ message, code }` JSON
 * (plus `errors` per field on a 400). The code is stable and names the reason (docs/api-errors.md):
 * clients choose their words by it, never by the message's text. It is required, and only a code
 * of the registry (shared/error-codes.ts) of the answer's status compiles.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> | undefined,
    /** Extra response headers, such as Retry-After on a 429. */
    readonly headers: Record<string, string> | undefined,
    /** The stable reason, snake_case: `roundtable_full`, `convention_over`, … */
    readonly code: ErrorCode,
  ) {
    super(message);
    this.name = "AppError";
  }

  static badRequest(message: string, errors: Record<string, string[]> | undefined, code: CodeOfStatus<400>) {
    return new AppError(400, message, errors, undefined, code);
  }
  static unauthorized(message: string, code: CodeOfStatus<401>) {
    return new AppError(401, message, undefined, undefined, code);
  }
  static forbidden(message: string, code: CodeOfStatus<403>) {
    return new AppError(403, message, undefined, undefined, code);
  }
  static notFound(message: string, code: CodeOfStatus<404>) {
    return new AppError(404, message, undefined, undefined, code);
  }
  static conflict(message: string, code: CodeOfStatus<409>) {
    return new AppError(409, message, undefined, undefined, code);
  }
}
