/** Member directory and user search validators. */
import { z } from "zod";
import { LIMITS } from "../constants";
import { chapterFilter, optionalTextFilter, pageQuery, userTypeFilter } from "./query";

/** GET /api/users */
export const directoryQuerySchema = z.object({
  query: optionalTextFilter(200, "query"),
  chapterId: chapterFilter,
  userType: userTypeFilter,
  expertise: optionalTextFilter(LIMITS.listItemMax, "expertise"),
  ...pageQuery,
});
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

/** GET /api/users/search */
export const userSearchQuerySchema = z.object({
  query: z
    .string({ error: "Enter a name or e-mail to search" })
    .trim()
    .min(1, "Enter a name or e-mail to search")
    .max(200, "query must be at most 200 characters"),
});
