import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateAfterPlacement } from "./invalidate-program";

/** The organizer sees the note on their card. */
export const markNotSelected = ({ id, note }: { id: number; note: string }) =>
  apiRequest<unknown>("POST", `/api/staff/roundtables/${id}/not-selected`, { note });

export function useMarkNotSelected() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markNotSelected, onSuccess: () => invalidateAfterPlacement(queryClient) });
}
