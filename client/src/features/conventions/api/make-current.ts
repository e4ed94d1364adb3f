import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Convention } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { invalidateAfterConventionChange } from "./invalidate-conventions";

/** POST /api/staff/conventions/{id}/make-current: members work on this one from now on. */
export const makeCurrent = (id: number) => apiRequest<Convention>("POST", `/api/staff/conventions/${id}/make-current`);

export function useMakeCurrent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: makeCurrent, onSuccess: () => invalidateAfterConventionChange(queryClient) });
}
