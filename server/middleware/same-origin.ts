/**
 * Cross-site request refusal: a state-changing request whose Origin (or Referer) names another
 * host than the one it was sent to, or the configured public URL, gets 403. SameSite=Lax cookies
 * are the second line of defence.
 */
import type { RequestHandler } from "express";
import { AppError } from "../lib/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function sameOriginOnly(publicUrl: string | undefined): RequestHandler {
  const allowedHosts = new Set<string>();
  if (publicUrl) allowedHosts.add(new URL(publicUrl).host);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
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
