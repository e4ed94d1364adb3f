import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MemberPass } from "@shared/types";
import { apiRequest } from "@/lib/api-client";

/** GET /api/user/pass: the service worker keeps its last answer, so the pass opens offline too. */
export const passQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/user/pass"],
    queryFn: () => apiRequest<MemberPass>("GET", "/api/user/pass"),
    // A pass changes only with the current convention: read it once a session is plenty.
    staleTime: 60 * 60_000,
  });

export const usePass = () => useQuery(passQueryOptions());
