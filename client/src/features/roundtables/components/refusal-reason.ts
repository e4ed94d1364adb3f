import { ApiError } from "@/lib/api-client";

/**
 * The server's reason when it refused something the member can act on (403: not for your role;
 * 409: full, a clash, leave another roundtable first); nothing for other failures, which keep
 * their generic text.
 */
export function refusalReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || (error.status !== 403 && error.status !== 409)) return undefined;
  return error.serverMessage || undefined;
}
