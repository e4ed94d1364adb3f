import { AppError } from "./app-error";

/**
 * The client closed the request before the work it asked for had its turn, so the work was
 * skipped and nobody is left to answer (499, the status proxies log for a closed request).
 */
export class CallerGoneError extends AppError {
  constructor(work: string) {
    super(499, `The request was closed before its turn for ${work}`, undefined, undefined, "caller_gone");
    this.name = "CallerGoneError";
  }
}
