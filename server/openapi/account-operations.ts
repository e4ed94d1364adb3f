/** Accounts and sign-in: register, sign in and out, the member's own profile and password (docs/product.md, "Accounts and sign-in"). */
import { z } from "zod";
import {
  loginSchema,
  passwordChangeSchema,
  registerRequestSchema,
  resetCodeRequestSchema,
  resetPasswordSchema,
  signedInDeviceSchema,
} from "@shared/validators/auth";
import { emailPreferenceSchema, profileUpdateSchema } from "@shared/validators/profile";
import type { ApiOperation } from "./operation";
import { tooManyAttempts } from "./params";
import { currentUserSchema, messageSchema } from "./response-schemas";

const signedIn = (description: string) => ({
  description,
  json: currentUserSchema,
  headers: z.object({ "Set-Cookie": z.string().meta({ description: "The session cookie, ec.sid (HttpOnly, SameSite=Lax)" }) }),
});

const toHome = {
  description: "Back to the home page",
  headers: z.object({ Location: z.literal("/") }),
};

export const accountOperations: ApiOperation[] = [
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
    answers: {
      200: signedIn("The member, signed in (a new session id)"),
      401: "Invalid email or password",
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
    body: z.union([profileUpdateSchema.meta({ id: "ProfileUpdate" }), emailPreferenceSchema.meta({ id: "EmailPreferenceUpdate" })]),
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
    answers: { 200: { description: "Changed", json: messageSchema } },
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
    answers: { 200: { description: "The password is reset", json: messageSchema }, 429: tooManyAttempts },
  },
];
