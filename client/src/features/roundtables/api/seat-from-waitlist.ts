import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoundtableParticipant } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { invalidateRoundtables } from "./invalidate-roundtables";

/** The organizer gives a free seat to the first member on the waitlist. */
export const seatFromWaitlist = (roundtableId: number) =>
  apiRequest<RoundtableParticipant>("POST", `/api/roundtables/${roundtableId}/waitlist/promote`);

export function useSeatFromWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: seatFromWaitlist, onSuccess: () => invalidateRoundtables(queryClient) });
}
