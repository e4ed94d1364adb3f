import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, serverMessageOr } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";

type Answer = { roundtableId: number; answer: "accept" | "decline" };

/**
 * Answers an invitation to co-organize from the bell (docs/product.md, "Co-organizers"). The
 * server marks the invitation's notice read; every roundtable screen and the bell refetch (the
 * roundtables feature's keys are its own, so all queries are refreshed: the answer is rare).
 */
export const answerInvitation = ({ roundtableId, answer }: Answer) =>
  apiRequest<unknown>("POST", `/api/roundtables/${roundtableId}/co-organizers/${answer}`);

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  // The toasts are the hook's own: the bell item that asked is gone once its notice reads as read.
  return useMutation({
    mutationFn: answerInvitation,
    onSuccess: (_data, { answer }) => toast({ title: answer === "accept" ? "You're now a co-organizer." : "Invitation declined." }),
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: "Error", description: serverMessageOr(error, "Failed to answer the invitation. Please try again."), variant: "destructive" });
    },
    onSettled: () => void queryClient.invalidateQueries(),
  });
}
