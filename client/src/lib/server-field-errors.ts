import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * A 400's reasons per field (`errors`, keyed by the field's path: "tags.0" is the first tag) go
 * beside their fields, the first one focused, so the member sees what to change where they typed
 * it (docs/product.md, "API conventions"). Returns whether any field took a reason; when none did,
 * the caller says what went wrong its own way (a toast).
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
  /** Server field names that the form calls otherwise. */
  aliases: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.fieldErrors) return false;
  const reasons = new Map<Path<T>, string>();
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const head = key.split(".")[0]!;
    const field = aliases[head] ?? fields.find((name) => name === head);
    const message = messages[0];
    if (field && message && !reasons.has(field)) reasons.set(field, message);
  }
  let first = true;
  for (const [field, message] of reasons) {
    setError(field, { type: "server", message }, { shouldFocus: first });
    first = false;
  }
  return reasons.size > 0;
}
