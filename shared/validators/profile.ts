/** Profile validators: PUT /api/auth/user and the profile form. */
import { z } from "zod";
import { USER_TYPES } from "../constants";
import { firstNameField, lastNameField } from "./auth";
import { chapterIdField, labelListField } from "./fields";

const emailNotificationsField = z.boolean({ error: "Notifications by e-mail must be on (true) or off (false)" });

export const profileUpdateSchema = z.strictObject({
  firstName: firstNameField,
  lastName: lastNameField,
  userType: z.enum(USER_TYPES, { error: "Role must be student or advisor" }),
  chapterId: chapterIdField("Chapter selection is required"),
  interests: labelListField("interest").default([]),
  expertiseAreas: labelListField("expertise area").default([]),
  emailNotifications: emailNotificationsField.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The Profile page's "Notifications by e-mail" switch saves this alone. */
export const emailPreferenceSchema = z.strictObject({ emailNotifications: emailNotificationsField });
export type EmailPreferenceUpdate = z.infer<typeof emailPreferenceSchema>;

/** PUT /api/auth/user takes the whole profile, or the e-mail preference on its own. */
export function accountUpdateSchemaFor(body: unknown) {
  const preferenceOnly =
    typeof body === "object" && body !== null && Object.keys(body).length === 1 && "emailNotifications" in body;
  return preferenceOnly ? emailPreferenceSchema : profileUpdateSchema;
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
