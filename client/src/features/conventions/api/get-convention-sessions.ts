import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProgramSession } from "@shared/types";
import { apiRequest, withQuery } from "@/lib/api-client";

/** GET /api/program/sessions?conventionId=: one convention's sessions with their rooms, in time order. */
export const getConventionSessions = (conventionId: number) =>
  apiRequest<ProgramSession[]>("GET", withQuery("/api/program/sessions", { conventionId }));

// Under the program's sessions key, so a change here refreshes every page that lists sessions.
export const conventionSessionsQueryOptions = (conventionId: number) =>
  queryOptions({ queryKey: ["/api/program/sessions", { conventionId }], queryFn: () => getConventionSessions(conventionId) });

export const useConventionSessions = (conventionId: number | undefined) =>
  useQuery({ ...conventionSessionsQueryOptions(conventionId ?? 0), enabled: conventionId !== undefined });
