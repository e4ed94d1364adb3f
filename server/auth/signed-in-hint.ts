/**
 * A readable cookie that only says "a session exists" (never who), so the SPA asks for the
 * current member only when there may be one: a signed-out visitor's first screen then makes no
 * request that fails with 401. The session cookie itself stays httpOnly. The hint is sent
 * whenever a signed-in response sends the session cookie (sign-in and each renewal), so the two
 * expire together, and removed once a request ends signed out.
 *
 * Mount it before the session middleware: its writeHead wrapper then runs after the session's,
 * and sees the session cookie already set.
 */
import type { Request, RequestHandler, Response } from "express";
import { SIGNED_IN_HINT_COOKIE } from "@shared/constants";

const hinted = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE.replace(".", "\\.")}=1(?:;|$)`);

function setsCookie(header: ReturnType<Response["getHeader"]>, name: string): boolean {
  const prefix = `${name}=`;
  if (typeof header === "string") return header.startsWith(prefix);
  return Array.isArray(header) && header.some((line) => line.startsWith(prefix));
}

/** Whether the request carries the hint: the page for it then opens on the app's frame, not the landing's words (convention-in-page.ts). */
export const hasSignedInHint = (req: Request): boolean => hinted.test(req.headers.cookie ?? "");

export function signedInHint(sessionCookie: string, maxAgeMs: number): RequestHandler {
  return (req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      const secure = req.secure ? "; Secure" : "";
      if (req.user) {
        if (setsCookie(res.getHeader("Set-Cookie"), sessionCookie)) {
          res.append("Set-Cookie", `${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=${Math.floor(maxAgeMs / 1000)}; SameSite=Lax${secure}`);
        }
      } else if (hinted.test(req.headers.cookie ?? "")) {
        res.append("Set-Cookie", `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`);
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
