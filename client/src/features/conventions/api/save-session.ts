import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProgramSession } from "@shared/types";
import type { SessionBody } from "@shared/validators/conventions";
import { apiRequest } from "@/lib/api-client";
import { invalidateAfterConventionChange } from "./invalidate-conventions";

export type SaveSession = { conventionId: number; sessionId?: number; body: SessionBody };

/**
 * POST /api/staff/conventions/{id}/sessions (a new session) or PUT /api/staff/sessions/{id} (rename,
 * move, rooms: a room keeps its roundtable by position).
 */
export const saveSession = ({ conventionId, sessionId, body }: SaveSession) =>
  sessionId === undefined
    ? apiRequest<ProgramSession>("POST", `/api/staff/conventions/${conventionId}/sessions`, body)
    : apiRequest<ProgramSession>("PUT", `/api/staff/sessions/${sessionId}`, body);

export function useSaveSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSession, onSuccess: () => invalidateAfterConventionChange(queryClient) });
}
