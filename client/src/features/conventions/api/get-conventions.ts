import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Convention } from "@shared/types";
import { apiRequest } from "@/lib/api-client";

export const CONVENTIONS_KEY = ["/api/conventions"] as const;

/** GET /api/conventions: every convention, newest first. */
export const getConventions = () => apiRequest<Convention[]>("GET", "/api/conventions");

export const conventionsQueryOptions = () => queryOptions({ queryKey: CONVENTIONS_KEY, queryFn: getConventions });

export const useConventions = () => useQuery(conventionsQueryOptions());
