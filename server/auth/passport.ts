/** Passport: the session stores the member's id; each request loads the member afresh (staff flag included). */
import passport from "passport";
import type { CurrentUser } from "@shared/types";
import type { Db } from "../db/client";
import { findCurrentUserById } from "../users/user.storage";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends CurrentUser {}
  }
}

export function configurePassport(db: Db): passport.PassportStatic {
  const instance = new passport.Passport() as unknown as passport.PassportStatic;
  instance.serializeUser((user, done) => done(null, user.id));
  instance.deserializeUser((id: unknown, done) => {
    if (typeof id !== "number") return done(null, false);
    // A deleted account simply reads as signed out.
    findCurrentUserById(db, id).then((user) => done(null, user ?? false), done);
  });
  return instance;
}
