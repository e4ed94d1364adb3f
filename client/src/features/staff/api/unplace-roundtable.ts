import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateAfterPlacement } from "./invalidate-program";

/** Takes a roundtable off the program: it is a proposal again. */
export const unplaceRoundtable = (id: number) => apiRequest<unknown>("DELETE", `/api/staff/roundtables/${id}/placement`);

export function useUnplaceRoundtable() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unplaceRoundtable, onSuccess: () => invalidateAfterPlacement(queryClient) });
}
