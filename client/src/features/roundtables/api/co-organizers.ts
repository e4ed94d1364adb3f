import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Roundtable } from "@shared/types";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, serverMessageOr } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import { invalidateRoundtables } from "./invalidate-roundtables";

/** The co-organizer routes (docs/product.md, "Co-organizers"); each answers with the roundtable as the caller now reads it. */
export type CoOrganizerChange = { id: number; userId: number };

export const inviteCoOrganizer = ({ id, userId }: CoOrganizerChange) =>
  apiRequest<Roundtable>("POST", `/api/roundtables/${id}/co-organizers`, { userId });

export const answerInvitation = ({ id, answer }: { id: number; answer: "accept" | "decline" }) =>
  apiRequest<Roundtable>("POST", `/api/roundtables/${id}/co-organizers/${answer}`);

export const removeCoOrganizer = ({ id, userId }: CoOrganizerChange) =>
  apiRequest<Roundtable>("DELETE", `/api/roundtables/${id}/co-organizers/${userId}`);

export const handOver = ({ id, userId }: CoOrganizerChange) => apiRequest<Roundtable>("POST", `/api/roundtables/${id}/hand-over`, { userId });

function useRoundtableChange<T>(mutationFn: (change: T) => Promise<Roundtable>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateRoundtables(queryClient) });
}

export const useInviteCoOrganizer = () => useRoundtableChange(inviteCoOrganizer);
/** The banner that asks is gone once answered, so the toasts are the hook's own. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    onSuccess: (_data, { answer }) => {
      toast({ title: answer === "accept" ? "You're now a co-organizer." : "Invitation declined." });
      return invalidateRoundtables(queryClient);
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: "Error", description: serverMessageOr(error, "Failed to answer the invitation. Please try again."), variant: "destructive" });
    },
  });
}
export const useRemoveCoOrganizer = () => useRoundtableChange(removeCoOrganizer);
export const useHandOver = () => useRoundtableChange(handOver);
