import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { ProgramSession } from "../types";

export const getProgramSessions = () => apiRequest<ProgramSession[]>("GET", "/api/program/sessions");

/** The convention's sessions with their rooms; placing or moving a roundtable changes which rooms are free. */
export const programSessionsQueryOptions = () =>
  queryOptions({ queryKey: ["/api/program/sessions"], queryFn: getProgramSessions });

export const useProgramSessions = () => useQuery(programSessionsQueryOptions());
