/**
 * The account routes' definitions (lib/route-definition.ts): method, path, access, validators,
 * answers and codes. auth.routes.ts binds a handler to each by its id.
 */
import { z } from "zod";
import {
  loginSchema,
  passwordChangeSchema,
  registerRequestSchema,
  resetCodeRequestSchema,
  resetPasswordSchema,
  signedInDeviceSchema,
} from "@shared/validators/auth";
import { confirmEmailSchema, resendCodeSchema } from "@shared/validators/members";
import { accountUpdateSchemaFor, emailPreferenceSchema, profileUpdateSchema } from "@shared/validators/profile";
import { accountDeletionSchema } from "@shared/validators/users";
import { accountExportSchema, currentUserSchema, messageSchema } from "../lib/response-schemas";
import { defineRoutes } from "../lib/route-definition";
import { tooManyAttempts } from "../lib/route-params";

const signedIn = (description: string) => ({
  description,
  json: currentUserSchema,
  headers: z.object({ "Set-Cookie": z.string().meta({ description: "The session cookie, ec.sid (HttpOnly, SameSite=Lax)" }) }),
});

const toHome = {
  description: "Back to the home page",
  headers: z.object({ Location: z.literal("/") }),
};

/**
 * Accounts and sign-in: register, sign in and out, the member's own profile, password, e-mail
 * confirmation and data (docs/product.md, "Accounts and sign-in"; docs/security.md, "Privacy").
 * The member's own account stays open before approval (access "account"); every other member
 * route is for approved members.
 */
export const AUTH_ROUTES = defineRoutes([
  {
    method: "get",
    path: "/auth/user",
    operationId: "getCurrentUser",
    tag: "Accounts",
    summary: "The signed-in member",
    access: "account",
    answers: { 200: { description: "The member, with their staff flag, e-mail preference and membership", json: currentUserSchema } },
  },
  {
    method: "post",
    path: "/auth/register",
    operationId: "register",
    tag: "Accounts",
    summary: "Creates an account and signs it in",
    access: "public",
    body: registerRequestSchema.meta({ id: "RegisterRequest" }),
    codes: ["email_taken", "rate_limited"],
    answers: {
      201: signedIn("The new member, signed in"),
      409: "An account with this e-mail already exists",
      429: tooManyAttempts,
    },
  },
  {
    method: "post",
    path: "/auth/login",
    operationId: "login",
    tag: "Accounts",
    summary: "Signs in with e-mail and password",
    access: "public",
    body: loginSchema.meta({ id: "LoginRequest" }),
    codes: ["invalid_credentials", "membership_declined", "membership_suspended", "rate_limited"],
    answers: {
      200: signedIn("The member, signed in (a new session id)"),
      401: "Invalid email or password",
      403: "The membership was declined or suspended (said only once the password is right)",
      429: tooManyAttempts,
    },
  },
  {
    method: "post",
    path: "/auth/logout",
    operationId: "logout",
    tag: "Accounts",
    summary: "Signs out",
    access: "public",
    answers: { 200: { description: "Signed out (also when nobody was signed in)", json: messageSchema } },
  },
  {
    method: "get",
    path: "/auth/logout",
    operationId: "logoutByLink",
    tag: "Accounts",
    summary: "Signs out from a link on this site; a navigation started by another site leaves the member signed in",
    access: "public",
    answers: { 302: toHome },
  },
  {
    method: "put",
    path: "/auth/user",
    operationId: "updateProfile",
    tag: "Accounts",
    summary: "Saves the member's profile (privacy choices included), or some of its settings alone (e-mail preference, privacy choices)",
    description:
      "An approved member's new chapter or role is held as `pendingChange` until an approver accepts it; the current ones hold until then.",
    access: "account",
    bodyFor: accountUpdateSchemaFor,
    body: z.union([profileUpdateSchema.meta({ id: "ProfileUpdate" }), emailPreferenceSchema.meta({ id: "EmailPreferenceUpdate" })]),
    codes: ["role_locked"],
    answers: {
      200: { description: "The member as saved", json: currentUserSchema },
      409: "The role can't change while the member sits at a roundtable for their current role only",
    },
  },
  {
    method: "post",
    path: "/auth/update-password",
    operationId: "changePassword",
    tag: "Accounts",
    summary: "Changes the password; the member's other sessions end",
    access: "account",
    body: passwordChangeSchema.meta({ id: "PasswordChange" }),
    codes: ["wrong_password"],
    answers: { 200: { description: "Changed", json: messageSchema } },
  },
  {
    method: "post",
    path: "/auth/confirm-email",
    operationId: "confirmEmail",
    tag: "Accounts",
    summary: "Confirms the member's e-mail address with the 6-digit code mailed at sign-up (5 tries, 15 minutes)",
    access: "account",
    body: confirmEmailSchema.meta({ id: "ConfirmEmailRequest" }),
    codes: ["invalid_code", "already_confirmed"],
    answers: {
      200: { description: "Confirmed (with MEMBERSHIP=open, also approved)", json: currentUserSchema },
      409: "The address is already confirmed",
    },
  },
  {
    method: "post",
    path: "/auth/confirm-email/resend",
    operationId: "resendConfirmationCode",
    tag: "Accounts",
    summary: "Mails a new confirmation code; the earlier one stops working",
    access: "account",
    body: resendCodeSchema,
    bodyOptional: true,
    codes: ["already_confirmed", "rate_limited"],
    answers: {
      202: { description: "Sent", json: messageSchema },
      409: "The address is already confirmed",
      429: `${tooManyAttempts}; the message says when a new code may be asked for`,
    },
  },
  {
    method: "get",
    path: "/auth/user/export",
    operationId: "exportAccount",
    tag: "Accounts",
    summary: "Everything the product holds about the member, as a JSON file to download",
    access: "account",
    answers: {
      200: {
        description: "The member's data: account and choices, roundtables organized, seats and places in line, notifications, messages sent (who and when), calendar feed, audit entries",
        json: accountExportSchema,
        headers: z.object({ "Content-Disposition": z.string().meta({ description: 'attachment; filename="english-convention-my-data.json"' }) }),
      },
    },
  },
  {
    method: "delete",
    path: "/auth/user",
    operationId: "deleteAccount",
    tag: "Accounts",
    summary: "Deletes the member's account: roundtables pass on or are cancelled, seats free, every session ends",
    access: "account",
    body: accountDeletionSchema.meta({ id: "AccountDeletion" }),
    codes: ["wrong_password", "last_staff"],
    answers: {
      204: { description: "Deleted; the session cookie is cleared" },
      409: "The last staff account can't be deleted",
    },
  },
  {
    method: "get",
    path: "/auth/sessions",
    operationId: "listSignedInDevices",
    tag: "Accounts",
    summary: "Where the member is signed in: browser and system, when signed in, last active; this device first",
    access: "account",
    answers: { 200: { description: "The member's sessions (ids are opaque, never session ids)", json: z.array(signedInDeviceSchema.meta({ id: "SignedInDevice" })) } },
  },
  {
    method: "post",
    path: "/auth/sessions/sign-out-others",
    operationId: "signOutOtherDevices",
    tag: "Accounts",
    summary: "Ends every other session of the member; this one stays",
    access: "account",
    answers: { 200: { description: "How many were ended", json: messageSchema } },
  },
  {
    method: "post",
    path: "/auth/reset-password/request",
    operationId: "requestResetCode",
    tag: "Accounts",
    summary: "Mails a 6-digit reset code; the answer is the same whether the e-mail is a member's or not",
    access: "public",
    body: resetCodeRequestSchema.meta({ id: "ResetCodeRequest" }),
    answers: { 202: { description: "Accepted: a code is on its way if the account exists", json: messageSchema }, 429: tooManyAttempts },
  },
  {
    method: "post",
    path: "/auth/reset-password",
    operationId: "resetPassword",
    tag: "Accounts",
    summary: "Sets a new password with the mailed code",
    access: "public",
    body: resetPasswordSchema.meta({ id: "ResetPasswordRequest" }),
    codes: ["invalid_code", "rate_limited"],
    answers: { 200: { description: "The password is reset", json: messageSchema }, 429: tooManyAttempts },
  },
]);
