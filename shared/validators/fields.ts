/** Field rules shared by several validators; messages are SPEC.md's, word for word. */
import { z } from "zod";
import { LIMITS } from "../constants";

// zod compiles fast parsers with `new Function` when it may; the app's Content-Security-Policy
// forbids eval in the browser, where zod would log a violation probing for it.
if (typeof document !== "undefined") z.config({ jitless: true });

export const emailField = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Please enter a valid email address" }).max(254, "Please enter a valid email address"));

/** A new password. bcrypt ignores everything after 72 bytes, so a longer one is refused rather than silently cut. */
export const newPasswordField = z
  .string({ error: "Password must be at least 8 characters" })
  .min(LIMITS.passwordMin, "Password must be at least 8 characters")
  .refine(
    (value) => new TextEncoder().encode(value).length <= LIMITS.passwordMaxBytes,
    "Password must be at most 72 bytes long",
  );

/** Splits "a, b,, c" into ["a", "b", "c"]: the comma-separated text boxes of the forms. */
export function splitCommaList(text: string | undefined | null): string[] {
  if (!text) return [];
  return text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export function joinCommaList(items: readonly string[] | undefined | null): string {
  return (items ?? []).join(", ");
}

/** A list of short labels (interests, expertise, tags) as the API receives it. */
export function labelListField(what: string) {
  return z
    .array(
      z
        .string({ error: `Each ${what} must be text` })
        .trim()
        .max(LIMITS.listItemMax, `Each ${what} must be at most ${LIMITS.listItemMax} characters`),
      { error: `${what[0]!.toUpperCase()}${what.slice(1)}s must be a list` },
    )
    .max(LIMITS.listMaxItems, `At most ${LIMITS.listMaxItems} ${what}s`)
    .transform((items) => dedupe(items.filter((item) => item.length > 0)));
}

/** Case-insensitive de-duplication that keeps the first spelling. */
function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const idParam = z.coerce
  .number({ error: "Must be a number" })
  .int("Must be a whole number")
  .positive("Must be a positive number")
  .max(2_147_483_647, "Is too large");

/** A required chapter id: anything that is not a positive whole number gets the one message. */
export function chapterIdField(message: string) {
  return z.unknown().transform((value, ctx) => {
    const parsed = idParam.safeParse(value);
    if (value === null || value === undefined || value === "" || !parsed.success) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return parsed.data;
  });
}
