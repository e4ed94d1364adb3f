/**
 * Refuses a request whose declared body (Content-Length) is over the limit with 413 at once,
 * before any of it arrives: otherwise the connection would be held until the request timeout
 * (docs/security.md, "Input"). The connection is closed after the answer, as the body is never read.
 */
import type { RequestHandler } from "express";
import type { ApiErrorBody } from "@shared/types";

export const BODY_LIMIT_BYTES = 100 * 1024;
export const BODY_TOO_LARGE = "The request body is too large (100 KB at most)";

export function refuseDeclaredOversize(limitBytes = BODY_LIMIT_BYTES): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers["content-length"]);
    if (!(declared > limitBytes)) return next();
    res.set("Connection", "close").status(413).json({ message: BODY_TOO_LARGE, code: "body_too_large" } satisfies ApiErrorBody);
  };
}
