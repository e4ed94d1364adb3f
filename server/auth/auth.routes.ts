/**
 * The account routes' handlers (their definitions are in auth.route-definitions.ts): each reads
 * the request, applies the rate limits that route has, calls the service and writes the answer;
 * signing in and out happens here, on the request's session.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { Router, type Request, type Response } from "express";
import type { CurrentUser } from "@shared/types";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { loginSlowDownMs } from "../lib/rate-limits";
import { currentUser } from "../middleware/require-auth";
import { mountRoutes } from "../middleware/route-mount";
import { requestSource } from "../middleware/same-origin";
import { EXPORT_FILE_NAME, exportAccount } from "./account-data.service";
import { deleteAccount } from "./account-deletion.service";
import { AUTH_ROUTES } from "./auth.route-definitions";
import * as accounts from "./auth.service";
import { confirmEmail, resendConfirmationCode } from "./email-confirmation";
import { timingDummyHash } from "./password-hashing";
import { listSignedInDevices, rememberDevice, signOutOtherDevices } from "./signed-in-devices";

/** passport's req.login regenerates the session id, so a fixed session id can't be planted. */
function signIn(req: Request, user: CurrentUser): Promise<void> {
  return new Promise<void>((resolve, reject) => req.login(user, (error) => (error ? reject(error) : resolve()))).then(() =>
    rememberDevice(req),
  );
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
  const { rateLimits } = ctx;
  // Started now, in the thread pool: a first sign-in with an unknown e-mail need not wait for it.
  void timingDummyHash(ctx.config.bcryptCost);
  return mountRoutes(Router(), AUTH_ROUTES, {
    getCurrentUser: sendCurrentUser,
    register,
    login: logIn,
    logout: logOut,
    logoutByLink: logOutFromLink,
    updateProfile,
    changePassword,
    confirmEmail: postConfirmEmail,
    resendConfirmationCode: postResendCode,
    exportAccount: sendExport,
    deleteAccount: deleteOwnAccount,
    listSignedInDevices: sendSignedInDevices,
    signOutOtherDevices: signOutOthers,
    requestResetCode,
    resetPassword,
  });

  function sendCurrentUser(req: Request, res: Response) {
    res.json(currentUser(req));
  }

  async function register(req: Request, res: Response) {
    await rateLimits.registrationsPerAddress.consume(req.ip ?? "unknown");
    const user = await accounts.registerMember(ctx, req.body, callerStillWaits(req));
    // The code just mailed counts as this minute's: "Send a new code" works a minute later.
    await rateLimits.confirmationCodesPerMinute.consume(String(user.id));
    await signIn(req, user);
    res.status(201).json(user);
  }

  async function logIn(req: Request, res: Response) {
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
    const user = await accounts.verifyCredentials(ctx, email, password, callerStillWaits(req));
    if (!user) throw AppError.unauthorized("Invalid email or password", "invalid_credentials");
    await rateLimits.loginPerEmailAndAddress.reset(pair);
    await rateLimits.loginPerEmail.reset(email);
    accounts.assertMaySignIn(user, ctx.config.staffContactEmail);
    await signIn(req, user);
    res.json(user);
  }

  async function logOut(req: Request, res: Response) {
    await signOut(req);
    res.clearCookie("ec.sid").json({ message: "Logged out" });
  }

  // A link a member follows on this site signs them out; a navigation started by another site
  // (a link, an <img>, a form on a hostile page) does not, so nobody can sign a member out from afar.
  async function logOutFromLink(req: Request, res: Response) {
    if (requestSource(req, ctx.config.publicUrl) === "cross") {
      res.redirect("/");
      return;
    }
    await signOut(req);
    res.clearCookie("ec.sid").redirect("/");
  }

  async function updateProfile(req: Request, res: Response) {
    res.json(await accounts.updateProfile(ctx, currentUser(req).id, req.body));
  }

  async function postConfirmEmail(req: Request, res: Response) {
    res.json(await confirmEmail(ctx, currentUser(req), (req.body as { code: string }).code));
  }

  async function postResendCode(req: Request, res: Response) {
    const user = currentUser(req);
    if (user.emailConfirmed) throw AppError.conflict("Your e-mail address is already confirmed", "already_confirmed");
    await rateLimits.confirmationCodesPerMinute.consume(String(user.id));
    await rateLimits.confirmationCodesPerHour.consume(String(user.id));
    await resendConfirmationCode(ctx, user);
    res.status(202).json({ message: `We have sent a new code to ${user.email}. It is valid for 15 minutes.` });
  }

  async function sendExport(req: Request, res: Response) {
    const data = await exportAccount(ctx, currentUser(req).id, req.sessionID);
    res.set("Content-Disposition", `attachment; filename="${EXPORT_FILE_NAME}"`).json(data);
  }

  async function deleteOwnAccount(req: Request, res: Response) {
    await deleteAccount(ctx, currentUser(req), (req.body as { password: string }).password);
    // Its session row went with the others; this ends it in the request too, so nothing saves it back.
    await signOut(req);
    res.clearCookie("ec.sid").status(204).end();
  }

  async function changePassword(req: Request, res: Response) {
    await accounts.changePassword(ctx, currentUser(req).id, req.body, req.sessionID);
    res.json({ message: "Your password has been updated successfully!" });
  }

  async function sendSignedInDevices(req: Request, res: Response) {
    res.json(await listSignedInDevices(ctx, currentUser(req).id, req.sessionID));
  }

  async function signOutOthers(req: Request, res: Response) {
    const ended = await signOutOtherDevices(ctx, currentUser(req).id, req.sessionID);
    res.json({ message: ended === 1 ? "Signed out of 1 other device" : `Signed out of ${ended} other devices` });
  }

  async function requestResetCode(req: Request, res: Response) {
    const { email } = req.body as { email: string };
    const started = Date.now();
    try {
      await rateLimits.resetPerAddress.consume(req.ip ?? "unknown");
      await rateLimits.resetCodesPerEmail.consume(email);
    } finally {
      // Every answer, refusals included, leaves at the same moment after the request came: what
      // is left of a difference between e-mails (a new counter row, the database's cache) is
      // below that floor and can't be measured.
      await sleep(Math.max(0, started + accounts.RESET_ANSWER_FLOOR_MS - Date.now()));
    }
    // Answer first, then look the e-mail up and send the code: the answer takes as long for an
    // unknown e-mail as for a member's, so its timing tells nobody who is registered.
    res.status(202).json({ message: accounts.RESET_REQUESTED_MESSAGE });
    accounts.requestResetCode(ctx, email).catch((error: unknown) => {
      req.log.error({ err: error }, "could not send a password reset code");
    });
  }

  async function resetPassword(req: Request, res: Response) {
    await rateLimits.resetPerAddress.consume(req.ip ?? "unknown");
    await accounts.resetPassword(ctx, req.body);
    res.json({ message: "Your password has been reset successfully! You can now log in with your new password." });
  }
}
