import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserParticipation } from "@shared/types";
import { apiRequest } from "@/lib/api-client";

export const getParticipations = () => apiRequest<UserParticipation[]>("GET", "/api/user/participations");

/** The member's own participations, the organizer's own roundtables included. */
export const participationsQueryOptions = () =>
  queryOptions({ queryKey: ["/api/user/participations"], queryFn: getParticipations });

export const useParticipations = () => useQuery(participationsQueryOptions());
