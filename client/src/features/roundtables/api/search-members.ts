import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/types";
import { apiGetPage, withQuery } from "@/lib/api-client";

const MEMBER_SEARCH_LIMIT = 10;

/** GET /api/users?query= (the directory): the manage dialogs' search. */
export const searchMembers = async (query: string) =>
  (await apiGetPage<PublicUser>(withQuery("/api/users", { query, limit: MEMBER_SEARCH_LIMIT }))).items;

export const memberSearchQueryOptions = (text: string) => {
  const query = text.trim();
  return queryOptions({
    queryKey: ["/api/users", "manage-search", query],
    queryFn: () => searchMembers(query),
    // SPEC.md section 5: only for non-blank text.
    enabled: query.length > 0,
    staleTime: 30_000,
  });
};

export const useMemberSearch = (text: string) => useQuery(memberSearchQueryOptions(text));
