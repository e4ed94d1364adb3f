import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateRoundtables } from "./invalidate-roundtables";

/** Leaves the roundtable or its waitlist. */
export const leaveRoundtable = (id: number) => apiRequest<unknown>("POST", `/api/roundtables/${id}/leave`);

export function useLeaveRoundtable() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: leaveRoundtable, onSuccess: () => invalidateRoundtables(queryClient) });
}
