import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateAfterConventionChange } from "./invalidate-conventions";

/** DELETE /api/staff/sessions/{id}; 409 naming the roundtable placed in it, which staff move first. */
export const deleteSession = (sessionId: number) => apiRequest<void>("DELETE", `/api/staff/sessions/${sessionId}`);

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSession, onSuccess: () => invalidateAfterConventionChange(queryClient) });
}
