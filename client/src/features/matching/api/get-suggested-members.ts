import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SuggestedMember } from "@shared/types";
import { apiRequest, withQuery } from "@/lib/api-client";

export const getSuggestedMembers = (limit: number) => apiRequest<SuggestedMember[]>("GET", withQuery("/api/users/suggested", { limit }));

export const suggestedMembersQueryOptions = (limit: number) =>
  queryOptions({ queryKey: ["/api/users", "suggested", limit], queryFn: () => getSuggestedMembers(limit) });

export const useSuggestedMembers = (limit: number) => useQuery(suggestedMembersQueryOptions(limit));
