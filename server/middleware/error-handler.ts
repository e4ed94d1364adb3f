import type { ErrorRequestHandler, RequestHandler } from "express";
import { isDatabaseUnavailable } from "../db/errors";
import type { ErrorCode } from "@shared/error-codes";
import type { ApiErrorBody } from "@shared/types";
import { AppError } from "../lib/app-error";
import { CallerGoneError } from "../lib/caller-gone-error";
import { BODY_TOO_LARGE } from "./declared-body-size";

/** Seconds a client should wait before retrying while the database is away. */
export const RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a few seconds.";

/** Unknown /api paths answer 404 JSON rather than the SPA. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(AppError.notFound(`No API route for ${req.method} ${req.originalUrl.split("?")[0]}`, "unknown_route"));
};

type HttpError = Error & { status?: number; statusCode?: number; type?: string; expose?: boolean };

/** The one place errors become responses: `{ message, code, errors? }`, never a stack trace (codes: docs/api-errors.md). */
export const errorHandler: ErrorRequestHandler = (error: HttpError, req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof CallerGoneError) {
    // Nobody is left to answer; the line says why the request ended without its work.
    req.log?.info(`skipped: ${error.message}`);
    res.status(error.status).end();
    return;
  }
  if (error instanceof AppError) {
    if (error.headers) res.set(error.headers);
    res.status(error.status).json({
      message: error.message,
      code: error.code,
      ...(error.errors ? { errors: error.errors } : {}),
    });
    return;
  }
  // body-parser's own errors: malformed JSON, too large, wrong charset.
  const status = error.status ?? error.statusCode;
  if (status && status >= 400 && status < 500) {
    const code: ErrorCode =
      error.type === "entity.parse.failed" ? "invalid_json" : status === 413 ? "body_too_large" : status === 415 ? "unsupported_media_type" : "bad_request";
    const message =
      error.type === "entity.parse.failed"
        ? "The request body is not valid JSON"
        : error.type === "entity.too.large"
          ? BODY_TOO_LARGE
          : error.expose
            ? error.message
            : "Bad request";
    res.status(status).json({ message, code } satisfies ApiErrorBody);
    return;
  }
  if (isDatabaseUnavailable(error)) {
    req.log?.warn({ err: error }, "database unavailable");
    res.status(503).set("Retry-After", String(RETRY_AFTER_SECONDS)).json({ message: DATABASE_UNAVAILABLE_MESSAGE, code: "database_unavailable" } satisfies ApiErrorBody);
    return;
  }
  // The logger's error serializer (safeError) keeps the query's parameters out of the log.
  req.log?.error({ err: error }, "unhandled error");
  res.status(500).json({ message: "Something went wrong on our side. Please try again.", code: "internal_error" } satisfies ApiErrorBody);
};
