/**
 * Roundtable validators: create, edit, list filters. Plain zod, no schema import: the client
 * bundles these, and the table definitions would bring the database library with them.
 */
import { z } from "zod";
import { CATEGORIES, LIMITS, PROGRAM_STATUSES, TARGET_AUDIENCES } from "../constants";
import { bidiMessage, hasBidiControl, hasControlCharacter, hasVisibleText, idParam, labelListField, oneLineMessage, splitCommaList } from "./fields";
import { conventionFilter } from "./conventions";
import { chapterFilter, idFilter, optionalTextFilter, pageQuery, regionFilter, userTypeFilter } from "./query";

const titleField = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(LIMITS.titleMax, "Title must be less than 100 characters")
  .refine((value) => value.length === 0 || hasVisibleText(value), "Title is required")
  .refine((value) => !hasBidiControl(value), bidiMessage("Title"))
  .refine((value) => !hasControlCharacter(value), oneLineMessage("Title"));

const descriptionField = z
  .string({ error: "Description is required" })
  .trim()
  .min(1, "Description is required")
  .max(LIMITS.descriptionMax, "Description must be less than 1000 characters")
  .refine((value) => value.length === 0 || hasVisibleText(value), "Description is required");

const targetAudienceField = z.enum(TARGET_AUDIENCES, {
  error: "Target audience must be both, advisors or students",
});

const maxParticipantsField = z
  .number({ error: "Max participants must be a number" })
  .int("Max participants must be a whole number")
  .min(LIMITS.participantsMin, "Minimum 1 participant")
  .max(LIMITS.participantsMax, "Maximum 5 participants");

const categoryField = z.enum(CATEGORIES, { error: "Category is required" });

/** The session the organizer would like; null clears it. Whether it exists is the server's check. */
const preferredSessionField = z
  .number({ error: "Preferred session must be a session id" })
  .int("Preferred session must be a session id")
  .positive("Preferred session must be a session id")
  .nullable()
  .optional();

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
    preferredSessionId: preferredSessionField,
  })
  .strict();
export type CreateRoundtableRequest = z.infer<typeof createRoundtableSchema>;

/** PUT /api/roundtables/:id */
export const updateRoundtableSchema = roundtableColumns
  .extend({
    category: categoryField,
    tags: labelListField("tag").default([]),
    // Absent keeps the current preference; null clears it.
    preferredSessionId: preferredSessionField,
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
  tags: z
    .string()
    .refine((text) => splitCommaList(text).some(hasVisibleText), TAGS_REQUIRED)
    .refine((text) => !hasBidiControl(text), bidiMessage("A tag"))
    .refine((text) => !hasControlCharacter(text), oneLineMessage("A tag")),
});
export type CreateRoundtableForm = z.infer<typeof createRoundtableFormSchema>;

/** The edit dialog's form. */
export const editRoundtableFormSchema = z.object({
  title: titleField,
  description: descriptionField,
  category: z.string().refine((value) => (CATEGORIES as readonly string[]).includes(value), "Category is required"),
  targetAudience: targetAudienceField,
  maxParticipants: maxParticipantsField,
  tags: z
    .string()
    .optional()
    .refine((text) => !text || !hasBidiControl(text), bidiMessage("A tag"))
    .refine((text) => !text || !hasControlCharacter(text), oneLineMessage("A tag")),
});
export type EditRoundtableForm = z.infer<typeof editRoundtableFormSchema>;

/** "all" and "" mean no filter, as the client's selects send them. */
const programStatusFilter = z
  .enum(["all", "", ...PROGRAM_STATUSES], { error: "programStatus must be proposed, placed or not_selected" })
  .optional()
  .transform((value) => (value === "all" || value === "" ? undefined : value));

const sessionFilter = idFilter("sessionId must be a session id");

/** A calendar day in the convention's time zone. */
const dayFilter = z
  .string({ error: "day must be a date like 2026-03-29" })
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const date = new Date(`${value}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
      ctx.addIssue({ code: "custom", message: "day must be a date like 2026-03-29" });
      return z.NEVER;
    }
    return value;
  });

/** newest: latest proposals first; time: the program's order (session start, then room); match: the member's matches first. */
export const ROUNDTABLE_SORTS = ["newest", "time", "match"] as const;
export type RoundtableSort = (typeof ROUNDTABLE_SORTS)[number];

/** GET /api/roundtables query string. */
export const roundtableListQuerySchema = z.object({
  query: optionalTextFilter(200, "query"),
  // Cards show a tag as "#gothic": a leading # is not part of the tag.
  tag: optionalTextFilter(LIMITS.listItemMax, "tag").transform((value) => value?.replace(/^#+/, "").trim() || undefined),
  chapterId: chapterFilter,
  region: regionFilter,
  userType: userTypeFilter,
  programStatus: programStatusFilter,
  sessionId: sessionFilter,
  day: dayFilter,
  // The convention to list (docs/product.md, "Conventions"); absent: the current one.
  conventionId: conventionFilter,
  sort: z
    .enum(["", ...ROUNDTABLE_SORTS], { error: "sort must be newest, time or match" })
    .optional()
    .transform((value): RoundtableSort => (value ? value : "newest")),
  ...pageQuery,
});
export type RoundtableListQuery = z.infer<typeof roundtableListQuerySchema>;

/** POST /api/roundtables/{id}/co-organizers and /hand-over: the member meant (docs/product.md, "Co-organizers"). */
export const coOrganizerMemberSchema = z
  .object({ userId: idParam })
  .strict();
export type CoOrganizerMemberRequest = z.infer<typeof coOrganizerMemberSchema>;
