import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoundtableParticipant } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { invalidateRoundtables } from "./invalidate-roundtables";

export type ParticipantChange = { id: number; userId: number };

export const addParticipant = ({ id, userId }: ParticipantChange) =>
  apiRequest<RoundtableParticipant>("POST", `/api/roundtables/${id}/participants/${userId}`);

export function useAddParticipant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addParticipant, onSuccess: () => invalidateRoundtables(queryClient) });
}
