import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Roundtable } from "@shared/types";
import { apiRequest, withQuery } from "@/lib/api-client";

export const getRecommendedRoundtables = (limit: number) =>
  apiRequest<Roundtable[]>("GET", withQuery("/api/roundtables/recommended", { limit }));

/**
 * Under the roundtable lists' key ("/api/roundtables", "list"), so every join, leave or edit that
 * refreshes the lists refreshes the suggestions too.
 */
export const recommendedRoundtablesQueryOptions = (limit: number) =>
  queryOptions({ queryKey: ["/api/roundtables", "list", "recommended", limit], queryFn: () => getRecommendedRoundtables(limit) });

export const useRecommendedRoundtables = (limit: number) => useQuery(recommendedRoundtablesQueryOptions(limit));
