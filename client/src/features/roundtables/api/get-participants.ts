import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RoundtableParticipant } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { roundtableKeys } from "./keys";

export const participantsQueryOptions = (roundtableId: number) =>
  queryOptions({
    queryKey: roundtableKeys.participants(roundtableId),
    queryFn: () => apiRequest<RoundtableParticipant[]>("GET", `/api/roundtables/${roundtableId}/participants`),
  });

export const useParticipants = (roundtableId: number, enabled = true) => useQuery({ ...participantsQueryOptions(roundtableId), enabled });
