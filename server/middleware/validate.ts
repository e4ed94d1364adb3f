/** Request validation with the shared zod schemas: a 400 with the form's messages per field (docs/product.md, "API conventions"). */
import type { NextFunction, Request, Response } from "express";
import type { z } from "zod";
import { AppError } from "../lib/app-error";

export function toValidationError(error: z.ZodError): AppError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    (errors[key] ??= []).push(issue.message);
  }
  const first = error.issues[0];
  const unknownKeys = first?.code === "unrecognized_keys" ? `Unknown field: ${first.keys.join(", ")}` : undefined;
  return AppError.badRequest(unknownKeys ?? first?.message ?? "Invalid input", errors, "validation_failed");
}

/** Parses `value` or throws a 400 AppError. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw toValidationError(result.error);
  return result.data;
}

/**
 * A parser of one route's query string, with its last answers kept: a list is mostly asked for
 * with the same few queries (a first page, a common filter), and parsing one through its schema
 * cost a read of a cached page more than the page itself. The answer depends on the query text
 * alone, so it is kept by that text (at most `maxEntries`, the oldest dropped first); a refused
 * query is parsed, and refused, each time. Kept answers are frozen: no caller can change another's.
 */
export function queryParser<S extends z.ZodType>(schema: S, maxEntries = 500): (req: Request) => Readonly<z.output<S>> {
  const kept = new Map<string, Readonly<z.output<S>>>();
  return (req) => {
    const at = req.url.indexOf("?");
    const text = at < 0 ? "" : req.url.slice(at + 1);
    const found = kept.get(text);
    if (found !== undefined) return found;
    const parsed = Object.freeze(parseOrThrow(schema, req.query));
    if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
    kept.set(text, parsed);
    return parsed;
  };
}

/** Replaces req.body with the parsed body (defaults filled, unknown keys refused by strict schemas). */
export function validateBody<S extends z.ZodType>(schema: S) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.body === undefined || req.body === null || typeof req.body !== "object" || Array.isArray(req.body)) {
      throw AppError.badRequest("The request body must be a JSON object", undefined, "validation_failed");
    }
    req.body = parseOrThrow(schema, req.body);
    next();
  };
}
