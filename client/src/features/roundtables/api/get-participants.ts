import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RoundtableParticipant } from "@shared/types";
import { apiRequest } from "@/lib/api-client";

export const participantsKey = ["/api/roundtables", "participants"] as const;

export const getParticipants = (roundtableId: number) =>
  apiRequest<RoundtableParticipant[]>("GET", `/api/roundtables/${roundtableId}/participants`);

export const participantsQueryOptions = (roundtableId: number) =>
  queryOptions({ queryKey: [...participantsKey, roundtableId], queryFn: () => getParticipants(roundtableId) });

export const useParticipants = (roundtableId: number, enabled = true) => useQuery({ ...participantsQueryOptions(roundtableId), enabled });
