import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { ParticipantChange } from "./add-participant";
import { invalidateRoundtables } from "./invalidate-roundtables";

export const removeParticipant = ({ id, userId }: ParticipantChange) =>
  apiRequest<unknown>("DELETE", `/api/roundtables/${id}/participants/${userId}`);

export function useRemoveParticipant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeParticipant, onSuccess: () => invalidateRoundtables(queryClient) });
}
