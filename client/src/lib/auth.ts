/** The signed-in member, shared by every feature (bulletproof-react keeps this in lib/). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { SIGNED_IN_HINT_COOKIE } from "@shared/constants";
import type { CurrentUser } from "@shared/types";
import { ApiError, apiRequest } from "@/lib/api-client";
import { isServerUnreachable } from "@/lib/server-reachability";

export const currentUserKey = ["/api/auth/user"] as const;

/** The server sets this readable cookie while a session exists (never saying whose). */
export function mayBeSignedIn(): boolean {
  return document.cookie.split(/;\s*/).includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}

/**
 * The signed-in member, or null when signed out (a 401 is an answer here, not an error). Without
 * the session hint there is no session to ask about, so a visitor's first screen makes no
 * failing request.
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  if (!mayBeSignedIn()) return null;
  try {
    return await apiRequest<CurrentUser>("GET", "/api/auth/user");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  // While the server is away the member is not shown the sign-in page: the check is retried
  // (the page keeps loading under the "Retrying" notice) instead of answering "signed out".
  queryOptions({ queryKey: currentUserKey, queryFn: getCurrentUser, retry: (_count, error) => isServerUnreachable(error), retryDelay: 3_000 });

export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  return { ...query, user: query.data ?? null, isAuthenticated: Boolean(query.data) };
}
