import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserParticipation } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { roundtableKeys } from "./keys";

export const participationsQueryOptions = () =>
  queryOptions({
    queryKey: roundtableKeys.participations,
    queryFn: () => apiRequest<UserParticipation[]>("GET", "/api/user/participations"),
  });

export const useParticipations = () => useQuery(participationsQueryOptions());
