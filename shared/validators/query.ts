/** Query-string pieces shared by the list endpoints. "all" and "" mean "no filter", as the client's selects send them. */
import { z } from "zod";
import { LIMITS, REGIONS } from "../constants";
import { idParam } from "./fields";

export function optionalTextFilter(max: number, name: string) {
  return z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** An id filter ("all" or empty for none), with its own message for anything else. */
export function idFilter(message: string) {
  return z
    .unknown()
    .transform((value, ctx) => {
      if (value === undefined || value === "" || value === "all") return undefined;
      const parsed = idParam.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return parsed.data;
    })
    .optional();
}

export const chapterFilter = idFilter("chapterId must be a chapter id");

export const userTypeFilter = z
  .enum(["all", "advisor", "student"], { error: "userType must be advisor or student" })
  .optional()
  .transform((value) => (value === "all" ? undefined : value));

/** A region's name, or all (no filter): the roundtables with a seated member from that region. */
export const regionFilter = z
  .enum(["all", ...REGIONS], { error: `region must be one of ${REGIONS.join(", ")}` })
  .optional()
  .transform((value) => (value === "all" ? undefined : value));

export const pageQuery = {
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(LIMITS.pageSizeMax, `limit must be at most ${LIMITS.pageSizeMax}`)
    .default(LIMITS.pageSizeDefault),
  offset: z.coerce
    .number({ error: "offset must be a number" })
    .int("offset must be a whole number")
    .min(0, "offset must be at least 0")
    .max(1_000_000, "offset is too large")
    .default(0),
};
