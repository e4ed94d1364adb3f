/** Account validators: registration, login, password reset and change. */
import { z } from "zod";
import { LIMITS, USER_TYPES } from "../constants";
import { bidiMessage, chapterIdField, emailField, hasBidiControl, hasControlCharacter, hasVisibleText, labelListField, newPasswordField, oneLineMessage, privacyFields, whenAnObject } from "./fields";

export const firstNameField = z
  .string({ error: "First name is required" })
  .trim()
  .min(1, "First name is required")
  .max(LIMITS.nameMax, "First name must be less than 50 characters")
  .refine((value) => value.length === 0 || hasVisibleText(value), "First name is required")
  .refine((value) => !hasBidiControl(value), bidiMessage("First name"))
  .refine((value) => !hasControlCharacter(value), oneLineMessage("First name"));

export const lastNameField = z
  .string({ error: "Last name is required" })
  .trim()
  .min(1, "Last name is required")
  .max(LIMITS.nameMax, "Last name must be less than 50 characters")
  .refine((value) => value.length === 0 || hasVisibleText(value), "Last name is required")
  .refine((value) => !hasBidiControl(value), bidiMessage("Last name"))
  .refine((value) => !hasControlCharacter(value), oneLineMessage("Last name"));

export const userTypeField = z.enum(USER_TYPES, { error: "Please select your role" });

/** POST /api/auth/register */
export const registerRequestSchema = z.strictObject({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  password: newPasswordField,
  userType: userTypeField,
  chapterId: chapterIdField("Please select your chapter"),
  interests: labelListField("interest").default([]),
  expertiseAreas: labelListField("expertise area").default([]),
  ...privacyFields,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The register form: the request plus the confirmation, with the lists typed as text. */
export const registerFormSchema = z
  .object({
    firstName: firstNameField,
    lastName: lastNameField,
    email: z.email({ error: "Please enter a valid email address" }),
    password: newPasswordField,
    confirmPassword: z.string(),
    userType: z.enum(USER_TYPES, { error: "Please select your role" }),
    chapterId: z.number({ error: "Please select your chapter" }).int().min(1, "Please select your chapter"),
    interests: z.string().optional(),
    expertiseAreas: z.string().optional(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
    // Say it as soon as the two differ, even while another field is still invalid.
    when: whenAnObject,
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** POST /api/auth/login */
export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024, "Password is too long"),
});
export type LoginRequest = z.infer<typeof loginSchema>;

/** POST /api/auth/reset-password/request: step one of the reset, mails a one-time code. */
export const resetCodeRequestSchema = z.strictObject({ email: emailField });
export type ResetCodeRequest = z.infer<typeof resetCodeRequestSchema>;

export const resetCodeField = z
  .string({ error: "Enter the 6-digit code from the e-mail" })
  .trim()
  .regex(/^\d{6}$/, "Enter the 6-digit code from the e-mail");

/** POST /api/auth/reset-password: step two, the code and the new password. */
export const resetPasswordSchema = z.strictObject({
  email: emailField,
  code: resetCodeField,
  newPassword: newPasswordField,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({
    email: z.email({ error: "Please enter a valid email address" }),
    code: resetCodeField,
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
    // Say it as soon as the two differ, even while another field is still invalid.
    when: whenAnObject,
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** POST /api/auth/update-password (server and form alike). */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(1024, "Password is too long"),
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: "Passwords don't match" }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
    // Say it as soon as the two differ, even while another field is still invalid.
    when: whenAnObject,
  });
export type PasswordChangeRequest = z.infer<typeof passwordChangeSchema>;

/** One place the member is signed in (GET /api/auth/sessions); `id` is opaque, never the session id. */
export const signedInDeviceSchema = z.object({
  id: z.string(),
  device: z.string(),
  signedInAt: z.iso.datetime().nullable(),
  lastActiveAt: z.iso.datetime(),
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;
