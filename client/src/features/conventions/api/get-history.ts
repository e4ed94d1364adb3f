import { useQueries } from "@tanstack/react-query";
import type { Convention, UserParticipation } from "@shared/types";
import { apiRequest, withQuery } from "@/lib/api-client";

/** GET /api/user/participations?conventionId=: the member's own roundtables at one convention. */
export const getHistory = (conventionId: number) =>
  apiRequest<UserParticipation[]>("GET", withQuery("/api/user/participations", { conventionId }));

export const historyQueryOptions = (conventionId: number) => ({
  queryKey: ["/api/user/participations", { conventionId }] as const,
  queryFn: () => getHistory(conventionId),
});

export type ConventionHistory = { convention: Convention; items: UserParticipation[] };

/** The member's history at each of the given (past) conventions, newest first. */
export function useHistory(conventions: Convention[]) {
  const results = useQueries({ queries: conventions.map((convention) => historyQueryOptions(convention.id)) });
  const isLoading = results.some((result) => result.isLoading);
  const error = results.find((result) => result.error)?.error ?? null;
  const history: ConventionHistory[] = conventions.map((convention, index) => ({ convention, items: results[index]?.data ?? [] }));
  return { history, isLoading, error };
}
