import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JoinResponse } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { invalidateRoundtables } from "./invalidate-roundtables";

/** A full roundtable answers { waitlisted: true }. */
export const joinRoundtable = (id: number) => apiRequest<JoinResponse>("POST", `/api/roundtables/${id}/join`);

export function useJoinRoundtable() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinRoundtable, onSuccess: () => invalidateRoundtables(queryClient) });
}
