/** Field rules shared by several validators; the client shows their messages word for word (docs/product.md). */
import { z } from "zod";
import { DIRECTORY_VISIBILITIES, LIMITS } from "../constants";

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

/**
 * The `when` of a check that compares two fields: it runs even while another field is invalid,
 * but only on an object (null or a string has no fields to compare, and must fail, not throw).
 */
export function whenAnObject({ value }: { value: unknown }): boolean {
  return typeof value === "object" && value !== null;
}

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
        .max(LIMITS.listItemMax, `Each ${what} must be at most ${LIMITS.listItemMax} characters`)
        .refine((item) => !hasBidiControl(item), bidiMessage(`A ${what}`))
        .refine((item) => !hasControlCharacter(item), oneLineMessage(`A ${what}`))
        // An item of only invisible characters is an empty item: dropped like ", ,".
        .transform((item) => (hasVisibleText(item) ? item : "")),
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

/** Canonical decimal digits only: "0x1F", " 1", "1e1", "01" or "+1" name no record (docs/security.md). */
const CANONICAL_ID = /^[1-9][0-9]*$/;

/**
 * The one reader of record ids, from a path, a query string or a JSON body. A string is read only
 * when it is written the one way an id is written; anything else stays a string and is refused.
 */
export const idParam = z.preprocess(
  (value) => (typeof value === "string" && CANONICAL_ID.test(value) ? Number(value) : value),
  z
    .number({ error: "Must be a number" })
    .int("Must be a whole number")
    .positive("Must be a positive number")
    .max(2_147_483_647, "Is too large"),
);

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

/**
 * Characters that show nothing: white space, zero-width spaces and joiners, the word joiner,
 * the byte-order mark, soft hyphens and the text-direction marks. Text made only of these looks
 * empty on every page, so it counts as empty.
 */
// eslint-disable-next-line no-misleading-character-class -- each combining mark is listed on purpose, alone
const INVISIBLE = /[\s\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0]/gu;

/** Right-to-left and left-to-right overrides, embeddings and isolates: they can make a title or a name read backwards ("Trojan source"). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, "").length > 0;
}

export function hasBidiControl(value: string): boolean {
  return BIDI_CONTROL.test(value);
}

/**
 * Line breaks and the other control characters (C0, DEL, C1, the Unicode line and paragraph
 * separators). A one-line field holding one would show an extra line in a plain-text e-mail or
 * the bell ("Eve\r\nBcc: ..."); multi-line fields (a description, a message body) keep them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/u;

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** The message for a one-line field holding a line break or another control character. */
export function oneLineMessage(label: string): string {
  return `${label} must be on one line, without control characters`;
}

/** The message for a title, name or tag holding a direction override. */
export function bidiMessage(label: string): string {
  return `${label} can't contain text-direction control characters`;
}

/** The member's privacy choices (docs/security.md, "Privacy"): chosen at sign-up, changed on the Profile page. */
export const privacyFields = {
  directoryVisibility: z.enum(DIRECTORY_VISIBILITIES, { error: "Directory visibility must be members, chapter or hidden" }).optional(),
  shareEmail: z.boolean({ error: "Show my e-mail must be on (true) or off (false)" }).optional(),
  acceptMessages: z.boolean({ error: "Messages through the app must be on (true) or off (false)" }).optional(),
};
