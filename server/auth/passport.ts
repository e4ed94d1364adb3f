/** Passport: the session stores the member's id; each request has the member as stored now (staff flag included). */
import passport from "passport";
import type { CurrentUser } from "@shared/types";
import type { Request } from "express";
import type { Db } from "../db/client";
import { findCurrentUserById } from "../users";
import type { MemberPrefetch } from "./member-prefetch";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends CurrentUser {}
  }
}

export function configurePassport(db: Db, prefetch?: MemberPrefetch): passport.PassportStatic {
  const instance = new passport.Passport() as unknown as passport.PassportStatic;
  instance.serializeUser((user, done) => done(null, user.id));
  instance.deserializeUser((req: Request, id: unknown, done: (error: unknown, user?: Express.User | false) => void) => {
    if (typeof id !== "number") return done(null, false);
    // Read with the session when the store could (member-prefetch.ts). A deleted account reads as signed out.
    const prefetched = prefetch?.take(req.sessionID, id);
    if (prefetched !== undefined) return done(null, prefetched ?? false);
    findCurrentUserById(db, id).then((user) => done(null, user ?? false), done);
  });
  return instance;
}
