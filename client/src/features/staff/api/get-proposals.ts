import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@shared/constants";
import type { Roundtable } from "@shared/types";
import { apiGetPage, withQuery } from "@/lib/api-client";

/** GET /api/staff/proposals: the most wanted proposals first (joined, waitlisted, chapters). */
export const getProposals = () => apiGetPage<Roundtable>(withQuery("/api/staff/proposals", { limit: LIMITS.pageSizeMax }));

export const proposalsQueryOptions = () => queryOptions({ queryKey: ["/api/staff", "proposals"], queryFn: getProposals });

export const useProposals = () => useQuery(proposalsQueryOptions());
