/** Profile validators: PUT /api/auth/user and the profile form. */
import { z } from "zod";
import { USER_TYPES } from "../constants";
import { firstNameField, lastNameField } from "./auth";
import { chapterIdField, labelListField, privacyFields } from "./fields";

const emailNotificationsField = z.boolean({ error: "Notifications by e-mail must be on (true) or off (false)" });


export const profileUpdateSchema = z.strictObject({
  firstName: firstNameField,
  lastName: lastNameField,
  userType: z.enum(USER_TYPES, { error: "Role must be student or advisor" }),
  chapterId: chapterIdField("Chapter selection is required"),
  interests: labelListField("interest").default([]),
  expertiseAreas: labelListField("expertise area").default([]),
  emailNotifications: emailNotificationsField.optional(),
  ...privacyFields,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The Profile page's switches (e-mail notifications, the privacy choices) each save alone: any of them, at least one. */
export const emailPreferenceSchema = z
  .strictObject({ emailNotifications: emailNotificationsField.optional(), ...privacyFields })
  .refine((settings) => Object.values(settings).some((value) => value !== undefined), "Choose a setting to change");
export type EmailPreferenceUpdate = z.infer<typeof emailPreferenceSchema>;

const SETTING_KEYS = new Set(["emailNotifications", "directoryVisibility", "shareEmail", "acceptMessages"]);

/** PUT /api/auth/user takes the whole profile, or some of the settings on their own. */
export function accountUpdateSchemaFor(body: unknown) {
  const keys = typeof body === "object" && body !== null ? Object.keys(body) : [];
  const settingsOnly = keys.length > 0 && keys.every((key) => SETTING_KEYS.has(key));
  return settingsOnly ? emailPreferenceSchema : profileUpdateSchema;
}

export const profileFormSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  userType: z.enum(USER_TYPES, { error: "Role must be student or advisor" }),
  chapterId: z.number({ error: "Chapter selection is required" }).int().min(1, "Chapter selection is required"),
  interests: z.string().optional(),
  expertiseAreas: z.string().optional(),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;
