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
  return AppError.badRequest(unknownKeys ?? first?.message ?? "Invalid input", errors);
}

/** Parses `value` or throws a 400 AppError. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw toValidationError(result.error);
  return result.data;
}

/** Replaces req.body with the parsed body (defaults filled, unknown keys refused by strict schemas). */
export function validateBody<S extends z.ZodType>(schema: S) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.body === undefined || req.body === null || typeof req.body !== "object" || Array.isArray(req.body)) {
      throw AppError.badRequest("The request body must be a JSON object");
    }
    req.body = parseOrThrow(schema, req.body);
    next();
  };
}
