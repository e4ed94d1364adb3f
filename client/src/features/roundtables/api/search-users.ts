import { useQuery } from "@tanstack/react-query";
import type { PublicUser, UserSearchResult } from "@shared/types";
import { apiGetPage, apiRequest, withQuery } from "@/lib/api-client";

/** The create dialog's invitee search (GET /api/users/search): only for non-blank text. */
export function useInviteeSearch(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: ["/api/users/search", query],
    queryFn: () => apiRequest<UserSearchResult[]>("GET", withQuery("/api/users/search", { query })),
    enabled: query.length > 0,
    staleTime: 30_000,
  });
}

/** The manage dialogs' search, through the directory (GET /api/users?query=): only for non-blank text. */
export function useMemberSearch(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: ["/api/users", "manage-search", query],
    queryFn: async () => (await apiGetPage<PublicUser>(withQuery("/api/users", { query, limit: 10 }))).items,
    enabled: query.length > 0,
    staleTime: 30_000,
  });
}
