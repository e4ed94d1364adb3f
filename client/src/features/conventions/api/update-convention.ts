import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Convention } from "@shared/types";
import type { UpdateConventionRequest } from "@shared/validators/conventions";
import { apiRequest } from "@/lib/api-client";
import { invalidateAfterConventionChange } from "./invalidate-conventions";

/** PUT /api/staff/conventions/{id}: name, city, days, time zone and the call's closing time. */
export const updateConvention = ({ id, body }: { id: number; body: UpdateConventionRequest }) =>
  apiRequest<Convention>("PUT", `/api/staff/conventions/${id}`, body);

export function useUpdateConvention() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateConvention, onSuccess: () => invalidateAfterConventionChange(queryClient) });
}
