import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateAfterPlacement } from "./invalidate-program";

/** Undoes a "not selected": the roundtable is a proposal again. */
export const restoreProposal = (id: number) => apiRequest<unknown>("DELETE", `/api/staff/roundtables/${id}/not-selected`);

export function useRestoreProposal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreProposal, onSuccess: () => invalidateAfterPlacement(queryClient) });
}
