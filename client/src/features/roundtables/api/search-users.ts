import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserSearchResult } from "@shared/types";
import { apiRequest, withQuery } from "@/lib/api-client";

/** GET /api/users/search: at most 20 members; the create dialog's invitee search. */
export const searchUsers = (query: string) => apiRequest<UserSearchResult[]>("GET", withQuery("/api/users/search", { query }));

export const userSearchQueryOptions = (text: string) => {
  const query = text.trim();
  return queryOptions({
    queryKey: ["/api/users/search", query],
    queryFn: () => searchUsers(query),
    // SPEC.md section 5: only for non-blank text.
    enabled: query.length > 0,
    staleTime: 30_000,
  });
};

export const useUserSearch = (text: string) => useQuery(userSearchQueryOptions(text));
