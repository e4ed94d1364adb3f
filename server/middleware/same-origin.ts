/**
 * Cross-site request refusal: a state-changing request whose Origin (or Referer) names another
 * host than the one it was sent to, or the configured public URL, gets 403. SameSite=Lax cookies
 * are the second line of defence.
 */
import type { RequestHandler } from "express";
import { AppError } from "../lib/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * `oneClickPosts`: paths (relative to where the check is mounted) whose POST may come from any
 * site. Only RFC 8058 one-click unsubscribe belongs here: mail clients post it from their own
 * origin, and its signed token, not a cookie, says whose mail stops.
 */
export function sameOriginOnly(publicUrl: string | undefined, options: { oneClickPosts?: RegExp[] } = {}): RequestHandler {
  const allowedHosts = new Set<string>();
  if (publicUrl) allowedHosts.add(new URL(publicUrl).host);
  const oneClickPosts = options.oneClickPosts ?? [];
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (req.method === "POST" && oneClickPosts.some((pattern) => pattern.test(req.path))) return next();
    const source = req.get("origin") ?? req.get("referer");
    if (!source) return next(); // Non-browser clients send neither; browsers always send Origin on cross-site writes.
    let sourceHost: string;
    try {
      sourceHost = new URL(source).host;
    } catch {
      throw AppError.forbidden("Cross-site request refused");
    }
    const requestHost = req.get("x-forwarded-host") && req.app.get("trust proxy") ? req.get("x-forwarded-host") : req.get("host");
    if (sourceHost === requestHost || allowedHosts.has(sourceHost)) return next();
    throw AppError.forbidden("Cross-site request refused");
  };
}
