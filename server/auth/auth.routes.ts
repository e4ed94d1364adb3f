import { Router, type Request } from "express";
import {
  loginSchema,
  passwordChangeSchema,
  registerRequestSchema,
  resetCodeRequestSchema,
  resetPasswordSchema,
} from "@shared/validators/auth";
import { accountUpdateSchemaFor } from "@shared/validators/profile";
import type { CurrentUser } from "@shared/types";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { loginSlowDownMs } from "../lib/rate-limits";
import { currentUser, requireAuth } from "../middleware/require-auth";
import { requestSource } from "../middleware/same-origin";
import { validateBody } from "../middleware/validate";
import { createAuthService, RESET_REQUESTED_MESSAGE } from "./auth.service";

/** passport's req.login regenerates the session id, so a fixed session id can't be planted. */
function signIn(req: Request, user: CurrentUser): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (error) => (error ? reject(error) : resolve())));
}

/** False once the client has closed the connection: the answer could no longer reach it. */
function callerStillWaits(req: Request): () => boolean {
  return () => !req.socket.destroyed;
}

function signOut(req: Request): Promise<void> {
  return new Promise((resolve) => {
    req.logout(() => {
      if (!req.session) return resolve();
      req.session.destroy(() => resolve());
    });
  });
}

export function authRoutes(ctx: AppContext): Router {
  const auth = createAuthService(ctx);
  const { rateLimits } = ctx;
  const router = Router();

  router.get("/auth/user", requireAuth, (req, res) => {
    res.json(currentUser(req));
  });

  router.post("/auth/register", validateBody(registerRequestSchema), async (req, res) => {
    await rateLimits.registrationsPerAddress.consume(req.ip ?? "unknown");
    const user = await auth.register(req.body, callerStillWaits(req));
    await signIn(req, user);
    res.status(201).json(user);
  });

  router.post("/auth/login", validateBody(loginSchema), async (req, res) => {
    const { email, password } = req.body as { email: string; password: string };
    const address = req.ip ?? "unknown";
    const pair = `${email}|${address}`;
    // Every attempt is counted before the password is checked (and forgotten on success), so
    // forty guesses sent at once are forty attempts, not one.
    await rateLimits.loginPerAddress.consume(address);
    await rateLimits.loginPerEmailAndAddress.consume(pair);
    const attemptsForEmail = await rateLimits.loginPerEmail.consume(email);
    const delay = loginSlowDownMs(attemptsForEmail);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const user = await auth.verifyCredentials(email, password, callerStillWaits(req));
    if (!user) throw AppError.unauthorized("Invalid email or password");
    await rateLimits.loginPerEmailAndAddress.reset(pair);
    await rateLimits.loginPerEmail.reset(email);
    await signIn(req, user);
    res.json(user);
  });

  router.post("/auth/logout", async (req, res) => {
    await signOut(req);
    res.clearCookie("ec.sid").json({ message: "Logged out" });
  });

  // A link a member follows on this site signs them out; a navigation started by another site
  // (a link, an <img>, a form on a hostile page) does not, so nobody can sign a member out from afar.
  router.get("/auth/logout", async (req, res) => {
    if (requestSource(req, ctx.config.publicUrl) === "cross") {
      res.redirect("/");
      return;
    }
    await signOut(req);
    res.clearCookie("ec.sid").redirect("/");
  });

  router.put("/auth/user", requireAuth, (req, res, next) => validateBody(accountUpdateSchemaFor(req.body))(req, res, next), async (req, res) => {
    res.json(await auth.updateProfile(currentUser(req).id, req.body));
  });

  router.post("/auth/update-password", requireAuth, validateBody(passwordChangeSchema), async (req, res) => {
    await auth.changePassword(currentUser(req).id, req.body, req.sessionID);
    res.json({ message: "Your password has been updated successfully!" });
  });

  router.post("/auth/reset-password/request", validateBody(resetCodeRequestSchema), async (req, res) => {
    const { email } = req.body as { email: string };
    await rateLimits.resetPerAddress.consume(req.ip ?? "unknown");
    await rateLimits.resetCodesPerEmail.consume(email);
    // Answer first, then look the e-mail up and send the code: the answer takes as long for an
    // unknown e-mail as for a member's, so its timing tells nobody who is registered.
    res.status(202).json({ message: RESET_REQUESTED_MESSAGE });
    auth.requestResetCode(email).catch((error: unknown) => {
      req.log.error({ err: error }, "could not send a password reset code");
    });
  });

  router.post("/auth/reset-password", validateBody(resetPasswordSchema), async (req, res) => {
    await rateLimits.resetPerAddress.consume(req.ip ?? "unknown");
    await auth.resetPassword(req.body);
    res.json({ message: "Your password has been reset successfully! You can now log in with your new password." });
  });

  return router;
}
