import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProgramRoundtable } from "@/features/program";
import { apiRequest } from "@/lib/api-client";
import { invalidateAfterPlacement } from "./invalidate-program";

export type Placement = { id: number; sessionId: number; roomId?: number };

/** Places (or moves) a roundtable; without a room the server takes the session's first free one. */
export const placeRoundtable = ({ id, sessionId, roomId }: Placement) =>
  apiRequest<ProgramRoundtable>("PUT", `/api/staff/roundtables/${id}/placement`, roomId === undefined ? { sessionId } : { sessionId, roomId });

export function usePlaceRoundtable() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: placeRoundtable, onSuccess: () => invalidateAfterPlacement(queryClient) });
}
