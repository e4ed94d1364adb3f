import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Convention } from "@shared/types";
import type { CreateConventionRequest } from "@shared/validators/conventions";
import { apiRequest } from "@/lib/api-client";
import { invalidateAfterConventionChange } from "./invalidate-conventions";

/** POST /api/staff/conventions; with `copyFrom`, that convention's sessions and rooms come along. */
export const createConvention = (body: CreateConventionRequest) => apiRequest<Convention>("POST", "/api/staff/conventions", body);

export function useCreateConvention() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createConvention, onSuccess: () => invalidateAfterConventionChange(queryClient) });
}
