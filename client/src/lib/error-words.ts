/**
 * The client's own words for a refusal, by its code (docs/api-errors.md). A code not here shows
 * the server's message, which already says what happened in the member's terms; the client never
 * compares message text. errorWords (api-client.ts) is the one place an error becomes words.
 */
import type { ErrorCode } from "@shared/error-codes";

export const ERROR_WORDS: Partial<Record<ErrorCode, string>> = {
  already_participating: "You have already joined this roundtable.",
  not_signed_in: "You are logged out. Logging in again...",
};
