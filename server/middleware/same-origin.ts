/**
 * Cross-site request refusal: a state-changing request whose Origin (or Referer) is not the
 * request's own origin, nor the configured PUBLIC_URL, gets 403. Origins are compared whole
 * (scheme, host and port). The request's own host is its Host header: never X-Forwarded-Host,
 * which a client can set to anything. SameSite=Lax cookies are the second line of defence.
 */
import type { Request, RequestHandler } from "express";
import { AppError } from "../lib/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The origins a request may come from: its own (scheme from the connection or a trusted proxy, Host header) and PUBLIC_URL. */
function allowedOrigins(req: Request, publicOrigin: string | undefined): string[] {
  const origins: string[] = [];
  const host = req.get("host");
  const own = host ? originOf(`${req.protocol}://${host}`) : undefined;
  if (own) origins.push(own);
  if (publicOrigin) origins.push(publicOrigin);
  return origins;
}

/**
 * "same" when the request names its source and that source is this site, "cross" when it names
 * another (or an unreadable one), "unknown" when it names none (curl, scripts, old browsers).
 */
export function requestSource(req: Request, publicUrl: string | undefined): "same" | "cross" | "unknown" {
  const fetchSite = req.get("sec-fetch-site");
  const source = req.get("origin") ?? req.get("referer");
  if (source === undefined) {
    if (fetchSite === undefined) return "unknown";
    // "none": typed into the address bar or a bookmark, which only the member can do.
    return fetchSite === "same-origin" || fetchSite === "none" ? "same" : "cross";
  }
  const sourceOrigin = originOf(source);
  if (!sourceOrigin) return "cross";
  const publicOrigin = publicUrl ? originOf(publicUrl) : undefined;
  return allowedOrigins(req, publicOrigin).includes(sourceOrigin) ? "same" : "cross";
}

/**
 * `oneClickPosts`: paths (relative to where the check is mounted) whose POST may come from any
 * site. Only RFC 8058 one-click unsubscribe belongs here: mail clients post it from their own
 * origin, and its signed token, not a cookie, says whose mail stops.
 */
export function sameOriginOnly(publicUrl: string | undefined, options: { oneClickPosts?: RegExp[] } = {}): RequestHandler {
  const oneClickPosts = options.oneClickPosts ?? [];
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (req.method === "POST" && oneClickPosts.some((pattern) => pattern.test(req.path))) return next();
    // Non-browser clients send neither header; browsers always send Origin on cross-site writes.
    if (requestSource(req, publicUrl) === "cross") throw AppError.forbidden("Cross-site request refused", "cross_site");
    next();
  };
}
