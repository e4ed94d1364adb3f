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
import { currentUser, requireAuth } from "../middleware/require-auth";
import { validateBody } from "../middleware/validate";
import { createAuthService, RESET_REQUESTED_MESSAGE } from "./auth.service";

/** passport's req.login regenerates the session id, so a fixed session id can't be planted. */
function signIn(req: Request, user: CurrentUser): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (error) => (error ? reject(error) : resolve())));
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
    const user = await auth.register(req.body);
    await signIn(req, user);
    res.status(201).json(user);
  });

  router.post("/auth/login", validateBody(loginSchema), async (req, res) => {
    const { email, password } = req.body as { email: string; password: string };
    await rateLimits.loginPerAddress.consume(req.ip ?? "unknown");
    await rateLimits.loginFailuresPerEmail.check(email);
    const user = await auth.verifyCredentials(email, password);
    if (!user) {
      await rateLimits.loginFailuresPerEmail.consume(email);
      throw AppError.unauthorized("Invalid email or password");
    }
    await rateLimits.loginFailuresPerEmail.reset(email);
    await signIn(req, user);
    res.json(user);
  });

  router.post("/auth/logout", async (req, res) => {
    await signOut(req);
    res.clearCookie("ec.sid").json({ message: "Logged out" });
  });

  router.get("/auth/logout", async (req, res) => {
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
    await auth.requestResetCode(email);
    res.status(202).json({ message: RESET_REQUESTED_MESSAGE });
  });

  router.post("/auth/reset-password", validateBody(resetPasswordSchema), async (req, res) => {
    await rateLimits.resetPerAddress.consume(req.ip ?? "unknown");
    await auth.resetPassword(req.body);
    res.json({ message: "Your password has been reset successfully! You can now log in with your new password." });
  });

  return router;
}
