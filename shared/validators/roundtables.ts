/**
 * Roundtable validators: create, edit, list filters. Plain zod, no schema import: the client
 * bundles these, and the table definitions would bring the database library with them.
 */
import { z } from "zod";
import { CATEGORIES, LIMITS, TARGET_AUDIENCES } from "../constants";
import { labelListField, splitCommaList } from "./fields";
import { chapterFilter, optionalTextFilter, pageQuery, userTypeFilter } from "./query";

const titleField = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(LIMITS.titleMax, "Title must be less than 100 characters");

const descriptionField = z
  .string({ error: "Description is required" })
  .trim()
  .min(1, "Description is required")
  .max(LIMITS.descriptionMax, "Description must be less than 1000 characters");

const targetAudienceField = z.enum(TARGET_AUDIENCES, {
  error: "Target audience must be both, advisors or students",
});

const maxParticipantsField = z
  .number({ error: "Max participants must be a number" })
  .int("Max participants must be a whole number")
  .min(LIMITS.participantsMin, "Minimum 1 participant")
  .max(LIMITS.participantsMax, "Maximum 5 participants");

const categoryField = z.enum(CATEGORIES, { error: "Category is required" });

const TAGS_REQUIRED = "Tags are required - please add at least one tag to help others discover your roundtable";

const roundtableColumns = z.object({
  title: titleField,
  description: descriptionField,
  targetAudience: targetAudienceField,
  maxParticipants: maxParticipantsField,
  tags: labelListField("tag"),
});

/** POST /api/roundtables. Category is optional: the server picks one from the text when absent. */
export const createRoundtableSchema = roundtableColumns
  .extend({
    targetAudience: targetAudienceField.default("both"),
    maxParticipants: maxParticipantsField.default(LIMITS.participantsDefault),
    category: z
      .union([z.literal(""), z.null(), z.enum(CATEGORIES)], { error: "Choose one of the listed categories" })
      .optional()
      .transform((value) => value || undefined),
    // Missing tags get the same message as an empty list, not a type error.
    tags: z.preprocess((value) => value ?? [], labelListField("tag")).refine((tags) => tags.length > 0, TAGS_REQUIRED),
  })
  .strict();
export type CreateRoundtableRequest = z.infer<typeof createRoundtableSchema>;

/** PUT /api/roundtables/:id */
export const updateRoundtableSchema = roundtableColumns
  .extend({
    category: categoryField,
    tags: labelListField("tag").default([]),
  })
  .strict();
export type UpdateRoundtableRequest = z.infer<typeof updateRoundtableSchema>;

/** The create dialog's form: tags typed as comma-separated text. */
export const createRoundtableFormSchema = z.object({
  title: titleField,
  description: descriptionField,
  targetAudience: targetAudienceField,
  maxParticipants: maxParticipantsField,
  category: z.union([categoryField, z.literal("")]).optional(),
  tags: z.string().refine((text) => splitCommaList(text).length > 0, TAGS_REQUIRED),
});
export type CreateRoundtableForm = z.infer<typeof createRoundtableFormSchema>;

/** The edit dialog's form. */
export const editRoundtableFormSchema = z.object({
  title: titleField,
  description: descriptionField,
  category: z.string().refine((value) => (CATEGORIES as readonly string[]).includes(value), "Category is required"),
  targetAudience: targetAudienceField,
  maxParticipants: maxParticipantsField,
  tags: z.string().optional(),
});
export type EditRoundtableForm = z.infer<typeof editRoundtableFormSchema>;

/** GET /api/roundtables query string. */
export const roundtableListQuerySchema = z.object({
  query: optionalTextFilter(200, "query"),
  tag: optionalTextFilter(LIMITS.listItemMax, "tag"),
  chapterId: chapterFilter,
  userType: userTypeFilter,
  ...pageQuery,
});
export type RoundtableListQuery = z.infer<typeof roundtableListQuerySchema>;
