/** Profile validators: PUT /api/auth/user and the profile form. */
import { z } from "zod";
import { USER_TYPES } from "../constants";
import { firstNameField, lastNameField } from "./auth";
import { chapterIdField, labelListField } from "./fields";

export const profileUpdateSchema = z.strictObject({
  firstName: firstNameField,
  lastName: lastNameField,
  userType: z.enum(USER_TYPES, { error: "Role must be student or advisor" }),
  chapterId: chapterIdField("Chapter selection is required"),
  interests: labelListField("interest").default([]),
  expertiseAreas: labelListField("expertise area").default([]),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileFormSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  userType: z.enum(USER_TYPES, { error: "Role must be student or advisor" }),
  chapterId: z.number({ error: "Chapter selection is required" }).int().min(1, "Chapter selection is required"),
  interests: z.string().optional(),
  expertiseAreas: z.string().optional(),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;
