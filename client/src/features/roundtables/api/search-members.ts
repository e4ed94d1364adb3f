import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser, UserSearchResult } from "@shared/types";
import { apiGetPage, apiRequest, withQuery } from "@/lib/api-client";

/**
 * The two member searches: GET /api/users/search (at most 20 members) for the create dialog's
 * invitees, and the directory's GET /api/users?query= for the Manage dialogs. Both answer with
 * what a search row shows.
 */
export type MemberSearchEndpoint = "/api/users/search" | "/api/users";

const DIRECTORY_SEARCH_LIMIT = 10;

const SEARCHES: Record<MemberSearchEndpoint, (query: string) => Promise<UserSearchResult[]>> = {
  "/api/users/search": (query) => apiRequest<UserSearchResult[]>("GET", withQuery("/api/users/search", { query })),
  "/api/users": async (query) => (await apiGetPage<PublicUser>(withQuery("/api/users", { query, limit: DIRECTORY_SEARCH_LIMIT }))).items,
};

export const searchMembers = (endpoint: MemberSearchEndpoint, query: string) => SEARCHES[endpoint](query);

export const memberSearchQueryOptions = (endpoint: MemberSearchEndpoint, text: string) => {
  const query = text.trim();
  return queryOptions({
    queryKey: [endpoint, "member-search", query],
    queryFn: () => searchMembers(endpoint, query),
    // Only for non-blank text (docs/product.md, "Directory and search").
    enabled: query.length > 0,
    staleTime: 30_000,
  });
};

export const useMemberSearch = (endpoint: MemberSearchEndpoint, text: string) => useQuery(memberSearchQueryOptions(endpoint, text));
