/**
 * Feedback after a roundtable (docs/product.md, "Feedback"): the member's own rating, its change,
 * and the summary its organizer, co-organizers and staff read. Under the roundtables' key, so a
 * seat change or a placement reads them again with the roundtable.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FeedbackSummary, MyFeedback } from "@shared/types";
import type { FeedbackRequest } from "@shared/validators/feedback";
import { apiRequest } from "@/lib/api-client";

const feedbackKey = (roundtableId: number) => ["/api/roundtables", "feedback", roundtableId] as const;
/** The agenda's key (features/agenda): its "Rate it" goes once the member has rated. */
const AGENDA_KEY = ["/api/roundtables", "list", "agenda"] as const;

export const myFeedbackQueryOptions = (roundtableId: number) =>
  queryOptions({
    queryKey: [...feedbackKey(roundtableId), "mine"],
    queryFn: () => apiRequest<MyFeedback>("GET", `/api/roundtables/${roundtableId}/feedback/mine`),
  });

export const useMyFeedback = (roundtableId: number, enabled: boolean) => useQuery({ ...myFeedbackQueryOptions(roundtableId), enabled });

export const feedbackSummaryQueryOptions = (roundtableId: number) =>
  queryOptions({
    queryKey: [...feedbackKey(roundtableId), "summary"],
    queryFn: () => apiRequest<FeedbackSummary>("GET", `/api/roundtables/${roundtableId}/feedback`),
  });

export const useFeedbackSummary = (roundtableId: number, enabled: boolean) => useQuery({ ...feedbackSummaryQueryOptions(roundtableId), enabled });

/** PUT: the first rating or a change of it; the member's own rating is then what the server answered. */
export function useGiveFeedback(roundtableId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedback: FeedbackRequest) => apiRequest<MyFeedback>("PUT", `/api/roundtables/${roundtableId}/feedback`, feedback),
    onSuccess: (mine) => {
      queryClient.setQueryData(myFeedbackQueryOptions(roundtableId).queryKey, mine);
      void queryClient.invalidateQueries({ queryKey: AGENDA_KEY });
    },
  });
}
