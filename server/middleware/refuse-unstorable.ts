/**
 * One place that refuses text PostgreSQL cannot store: a NUL character (text columns and query
 * parameters can't hold U+0000) and lone UTF-16 surrogates (not valid UTF-8). Runs over the query
 * string, the route parameters and the JSON body, before any route sees them, and answers 400
 * naming the field, so no storage function ever has to think about it.
 */
import type { RequestHandler } from "express";
import { AppError } from "../lib/app-error";

// U+0000, and a surrogate half without its partner.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string (key or value) PostgreSQL can't store, or undefined. */
export function findUnstorable(value: unknown, path: string, depth = 0): string | undefined {
  if (depth > 32) return undefined; // body-parser's depth already bounds this; stay defensive
  if (typeof value === "string") return UNSTORABLE.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findUnstorable(value[index], `${path}[${index}]`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (UNSTORABLE.test(key)) return keyPath;
      const found = findUnstorable(item, keyPath, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

function refuse(field: string): AppError {
  const message = `${field} contains a character that can't be stored (such as a NUL character)`;
  return AppError.badRequest(message, { [field]: [message] }, "unstorable_text");
}

/**
 * The path, the query string and the JSON body, once per request (mounted after the JSON parser,
 * before the routers). Route parameters are pieces of the path, so checking every decoded path
 * segment covers them before a route even matches.
 */
export const refuseUnstorableInput: RequestHandler = (req, _res, next) => {
  for (const segment of req.path.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw AppError.badRequest("The address contains a malformed %-escape", undefined, "malformed_path");
    }
    if (UNSTORABLE.test(decoded)) throw refuse("path");
  }
  const field = findUnstorable(req.query, "") ?? findUnstorable(req.body, "");
  if (field) throw refuse(field);
  next();
};
