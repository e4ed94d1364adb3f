import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateRoundtables } from "./invalidate-roundtables";

export const deleteRoundtable = (id: number) => apiRequest<unknown>("DELETE", `/api/roundtables/${id}`);

export function useDeleteRoundtable() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRoundtable, onSuccess: () => invalidateRoundtables(queryClient) });
}
